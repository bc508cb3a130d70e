/** `t()`: a string from the tables with its placeholders filled and its plurals chosen for a locale. */
import type { EnglishStrings, StringKey } from './strings.en.js';
import { canonicalLocale, FALLBACK_LANGUAGE, tables } from './tables.js';
import { formatMessage, type MessageValue } from './message.js';
import { localeOf } from './locale.js';

export { localeOf } from './locale.js';
export type { MessageValue } from './message.js';

/** A placeholder's name: the text after a `{` up to its `,` or `}`, when that is a bare name (branch text has spaces or `#`). */
type ArgumentName<S extends string> = S extends `${infer Head}}${string}`
  ? ArgumentName<Head>
  : S extends `${infer Head},${string}`
    ? ArgumentName<Head>
    : S extends '' | `${string} ${string}` | `${string}#${string}`
      ? never
      : S;

/** The argument names of a message: `{email}` and `{n, plural, one {# item} other {# items}}` give 'email' and 'n'. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer Rest}` ? ArgumentName<Rest> | PlaceholdersOf<Rest> : never;

export type MessageValues<K extends StringKey> = Record<PlaceholdersOf<EnglishStrings[K]>, MessageValue>;

/** A key whose message has no placeholders. */
export type PlainStringKey = { [K in StringKey]: [PlaceholdersOf<EnglishStrings[K]>] extends [never] ? K : never }[StringKey];

/** Values are required exactly when the message has placeholders. */
export type FormatArgs<K extends StringKey> = [PlaceholdersOf<EnglishStrings[K]>] extends [never]
  ? [values?: Record<string, never>, locale?: string]
  : [values: MessageValues<K>, locale?: string];

/** The message for a key and the locale to format it in: the locale's table, its language's, else English. */
function lookup(key: StringKey, locale: string): { text: string; formatLocale: string } {
  const language = locale.split('-')[0]!;
  const text = tables[locale]?.[key] ?? tables[language]?.[key];
  if (text !== undefined) return { text, formatLocale: locale };
  // The built English table holds only the keys some code names; a key built at run time and left out reads as itself.
  return { text: tables[FALLBACK_LANGUAGE]![key] ?? key, formatLocale: FALLBACK_LANGUAGE };
}

/** The string `key` in `locale` (default: the page's, see `localeOf`), with its placeholders filled. */
export function t<K extends StringKey>(key: K, ...[values, locale]: FormatArgs<K>): string {
  const { text, formatLocale } = lookup(key, canonicalLocale(locale ?? localeOf()));
  // Text without an argument reads as it is.
  if (!text.includes('{')) return text;
  return formatMessage(text, values, formatLocale);
}

/** Formats text written like the tables (placeholders in braces, apostrophes literal) that is not in them. */
export function formatText(text: string, values?: Record<string, MessageValue>, locale = FALLBACK_LANGUAGE): string {
  return formatMessage(text, values, canonicalLocale(locale));
}
