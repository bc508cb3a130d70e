/** String tables by primary language subtag. Add a locale here; each key it lacks falls back to English. */
import { strings as en, type StringKey } from './strings.en.js';

export type StringTable = Readonly<Partial<Record<StringKey, string>>>;

export const FALLBACK_LANGUAGE = 'en';

export const tables: Readonly<Record<string, StringTable>> = Object.freeze({ en });
