/**
 * The message formatter: `{name}` placeholders, `{name, number}`, and `{name, plural, …}` /
 * `{name, select, …}` choices with `#` for the plural's number — the part of ICU MessageFormat the
 * tables use, and nothing else (no dates, no quoting: every apostrophe is literal text).
 * The result is plain text; values are inserted as they are and never read as message syntax.
 */

export type MessageValue = string | number | boolean | Date | null | undefined;

type Part =
  | string
  | { kind: 'arg'; name: string; source: string }
  | { kind: 'number'; name: string; source: string }
  | { kind: 'pound' }
  | { kind: 'plural' | 'select'; name: string; source: string; branches: Map<string, Part[]> };

const ARGUMENT = /\s*([\w$]+)\s*(?:,\s*(number|plural|select)\s*)?(,|\})/y;
const SELECTOR = /\s*(=?[\w-]+)\s*\{/y;
const CLOSE = /\s*\}/y;

/** Splits a message into parts; `depth` > 0 inside a choice branch, `plural` when `#` means the number. */
function parse(text: string, from: number, depth: number, plural: boolean): { parts: Part[]; end: number } {
  const parts: Part[] = [];
  let literal = '';
  let index = from;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '}' && depth > 0) break;
    if (char === '#' && plural) {
      if (literal) parts.push(literal);
      literal = '';
      parts.push({ kind: 'pound' });
      index += 1;
      continue;
    }
    if (char === '{') {
      const argument = readArgument(text, index, depth, plural);
      if (argument) {
        if (literal) parts.push(literal);
        literal = '';
        parts.push(argument.part);
        index = argument.end;
        continue;
      }
    }
    literal += char;
    index += 1;
  }
  if (literal) parts.push(literal);
  return { parts, end: index };
}

/** The argument opening at `start` (a `{`), or undefined when the braces there are plain text. */
function readArgument(text: string, start: number, depth: number, plural: boolean): { part: Part; end: number } | undefined {
  ARGUMENT.lastIndex = start + 1;
  const head = ARGUMENT.exec(text);
  if (!head) return undefined;
  const [, name, type, delimiter] = head as unknown as [string, string, string | undefined, string];
  let index = ARGUMENT.lastIndex;
  if (delimiter === '}') {
    const source = text.slice(start, index);
    if (type === undefined) return { part: { kind: 'arg', name, source }, end: index };
    return type === 'number' ? { part: { kind: 'number', name, source }, end: index } : undefined;
  }
  if (type !== 'plural' && type !== 'select') return undefined;
  const branches = new Map<string, Part[]>();
  for (;;) {
    CLOSE.lastIndex = index;
    if (CLOSE.exec(text)) {
      index = CLOSE.lastIndex;
      break;
    }
    SELECTOR.lastIndex = index;
    const selector = SELECTOR.exec(text);
    if (!selector) return undefined;
    // Inside a select within a plural, `#` is still the plural's number.
    const branch = parse(text, SELECTOR.lastIndex, depth + 1, plural || type === 'plural');
    if (text[branch.end] !== '}') return undefined;
    branches.set(selector[1]!, branch.parts);
    index = branch.end + 1;
  }
  if (!branches.has('other')) return undefined;
  return { part: { kind: type, name, source: text.slice(start, index), branches }, end: index };
}

const parsed = new Map<string, Part[]>();
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, key: string, make: () => T): T {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function formatNumber(value: number, locale: string): string {
  return cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value);
}

function pluralBranch(branches: Map<string, Part[]>, value: number, locale: string): Part[] {
  const exact = branches.get(`=${value}`);
  if (exact) return exact;
  const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value);
  return branches.get(category) ?? branches.get('other')!;
}

function render(parts: Part[], values: Readonly<Record<string, MessageValue>>, locale: string, count: number | undefined): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    if (part.kind === 'pound') {
      out += count === undefined ? '#' : formatNumber(count, locale);
      continue;
    }
    const value = Object.hasOwn(values, part.name) ? values[part.name] : undefined;
    // A value the caller did not give leaves the argument as written, so the gap shows instead of throwing.
    if (value === undefined || value === null) {
      out += part.source;
      continue;
    }
    if (part.kind === 'arg') out += String(value);
    else if (part.kind === 'number') out += typeof value === 'number' ? formatNumber(value, locale) : String(value);
    else if (part.kind === 'select') out += render(part.branches.get(String(value)) ?? part.branches.get('other')!, values, locale, count);
    else {
      const number = Number(value);
      out += Number.isFinite(number) ? render(pluralBranch(part.branches, number, locale), values, locale, number) : part.source;
    }
  }
  return out;
}

/** Formats `text` for `locale`. Its parts are parsed once per distinct text and kept. */
export function formatMessage(text: string, values: Readonly<Record<string, MessageValue>> = {}, locale = 'en'): string {
  const parts = cached(parsed, text, () => parse(text, 0, 0, false).parts);
  return render(parts, values, locale, undefined);
}
