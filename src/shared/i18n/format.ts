/** `t()`: a string from the tables, formatted with intl-messageformat for a locale. */
import { IntlMessageFormat } from 'intl-messageformat';
import type { EnglishStrings, StringKey } from './strings.en.js';
import { FALLBACK_LANGUAGE, tables } from './tables.js';
import { localeOf } from './locale.js';

export { localeOf } from './locale.js';

export type MessageValue = string | number | boolean | Date | null | undefined;

/** The argument names of a message: `{email}` and `{n, plural, …}` give 'email' and 'n'. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Body}}${infer Rest}`
  ? (Body extends `${infer Name},${string}` ? Name : Body) | PlaceholdersOf<Rest>
  : never;

export type MessageValues<K extends StringKey> = Record<PlaceholdersOf<EnglishStrings[K]>, MessageValue>;

/** Values are required exactly when the message has placeholders. */
export type FormatArgs<K extends StringKey> = [PlaceholdersOf<EnglishStrings[K]>] extends [never]
  ? [values?: Record<string, never>, locale?: string]
  : [values: MessageValues<K>, locale?: string];

const compiled = new Map<string, IntlMessageFormat>();

/** Tables hold text as it should read, so every apostrophe is literal: double it, ICU's escape. */
function toIcu(text: string): string {
  return text.replaceAll("'", "''");
}

function canonicalLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? FALLBACK_LANGUAGE;
  } catch {
    return FALLBACK_LANGUAGE;
  }
}

/** The message for a key in a locale and the locale to format it in (English when the table lacks it). */
function lookup(key: StringKey, locale: string): { text: string; formatLocale: string } {
  const language = locale.split('-')[0]!.toLowerCase();
  const text = tables[language]?.[key];
  if (text !== undefined) return { text, formatLocale: locale };
  return { text: tables[FALLBACK_LANGUAGE]![key]!, formatLocale: FALLBACK_LANGUAGE };
}

function render(format: IntlMessageFormat, values: Record<string, MessageValue> | undefined): string {
  const result = format.format(values);
  return Array.isArray(result) ? result.join('') : String(result);
}

/** The string `key` in `locale` (default: the page's, see `localeOf`), with its placeholders filled. */
export function t<K extends StringKey>(key: K, ...[values, locale]: FormatArgs<K>): string {
  const { text, formatLocale } = lookup(key, canonicalLocale(locale ?? localeOf()));
  // Text without placeholders or tags reads as it is: no compiling, and none of ICU's locale set-up on first use.
  if (!/[{<]/.test(text)) return text;
  const cacheKey = `${formatLocale}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(toIcu(text), formatLocale);
    compiled.set(cacheKey, format);
  }
  return render(format, values);
}

/**
 * Formats text written like the tables (placeholders in braces, apostrophes literal) that is not
 * in them. Not cached: for one-off messages and tests.
 */
export function formatText(text: string, values?: Record<string, MessageValue>, locale = FALLBACK_LANGUAGE): string {
  return render(new IntlMessageFormat(toIcu(text), canonicalLocale(locale)), values);
}
