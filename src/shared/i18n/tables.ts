/**
 * String tables by locale. English is built in; another locale is registered at run time with
 * `registerStrings`, and each key it lacks falls back to its language's table, then to English.
 * In a build the English table starts empty and each module adds the entries it names
 * (`addEnglishStrings`), so a page downloads the texts of the elements on it.
 */
import { strings as en, type StringKey } from './strings.en.js';

export type StringTable = Readonly<Partial<Record<StringKey, string>>>;

export const FALLBACK_LANGUAGE = 'en';

const english: Partial<Record<StringKey, string>> = { ...en };
const registered: Record<string, StringTable> = { en: english };

/** The registered tables by canonical locale tag ('en', 'fr', 'en-XA'); read-only to callers. */
export const tables: Readonly<Record<string, StringTable>> = registered;

/** The canonical form of a locale tag, or English for one that is not a valid tag. */
export function canonicalLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
}

/** The English text of a key: the original wording, and what every other locale falls back to. */
export function englishText(key: StringKey): string {
  return english[key] ?? key;
}

/**
 * Adds entries to the English table; the build puts a call at the top of each module with the
 * entries that module names. It changes English only, never a registered locale's table.
 */
export function addEnglishStrings(entries: StringTable): void {
  Object.assign(english, entries);
}

/**
 * Adds (or replaces) the table for a locale: a language ('fr') or a full tag ('fr-CA', 'en-XA').
 * Messages are written like the English ones, with ICU plurals where the language needs them.
 */
export function registerStrings(locale: string, table: StringTable): void {
  const tag = canonicalLocale(locale);
  if (tag === FALLBACK_LANGUAGE) throw new Error('The English table is built in and cannot be replaced.');
  registered[tag] = Object.freeze({ ...table });
}

/** Forgets a registered table; English stays. */
export function unregisterStrings(locale: string): void {
  const tag = canonicalLocale(locale);
  if (tag !== FALLBACK_LANGUAGE) delete registered[tag];
}
