import { searchWords } from '../places/search-text.js';

/** The longest query a search accepts, in characters; the page cuts a longer one, the API refuses it. */
export const MAX_SEARCH_QUERY = 200;
/** Words of a query that count; the rest are ignored. */
const MAX_TERMS = 8;
/** Characters of an excerpt around its first match. */
export const EXCERPT_LENGTH = 160;

/** A run of a result's text; `mark` runs matched the query and are drawn as `<mark>`. */
export interface TextSegment {
  text: string;
  mark?: boolean;
}

/** The string table key of what a result is, as the results list says above its title. */
export const SEARCH_KIND_LABELS = { page: 'searchKindPage', item: 'searchKindItem', product: 'searchKindProduct' } as const;

/** One search result: where it is, its title and an excerpt of its text, both with their matches marked. */
export interface SearchResult {
  kind: 'page' | 'item' | 'product';
  url: string;
  title: TextSegment[];
  excerpt: TextSegment[];
}

/**
 * The terms of a visitor's query: its words folded (lower case, no diacritics), letters and digits
 * only, at most eight of at most 40 characters. No character of a query reaches full-text syntax.
 */
export function searchTerms(query: string): string[] {
  return searchWords(query.slice(0, MAX_SEARCH_QUERY))
    .slice(0, MAX_TERMS)
    .map((word) => word.slice(0, 40));
}

/** An FTS5 MATCH string: every term a quoted string, the last one a prefix; all must match. */
export function ftsMatch(terms: readonly string[]): string {
  return terms.map((term, index) => `"${term.replaceAll('"', '""')}"${index === terms.length - 1 ? '*' : ''}`).join(' ');
}

/** A PostgreSQL tsquery text: the terms joined by `&`, the last one a prefix. Terms are letters and digits only. */
export function tsPrefixQuery(terms: readonly string[]): string {
  return terms.map((term, index) => `${term.replace(/[^\p{L}\p{N}]/gu, '')}${index === terms.length - 1 ? ':*' : ''}`).join(' & ');
}

/** Whether a word of the text matches a term the way the index does: whole word, or a prefix for the last term. */
function matches(word: string, terms: readonly string[]): boolean {
  const folded = searchWords(word).join('');
  if (!folded) return false;
  return terms.some((term, index) => folded === term || (index === terms.length - 1 && folded.startsWith(term)));
}

/** `text` as segments, its words matching `terms` marked; adjacent runs are merged. */
export function markMatches(text: string, terms: readonly string[]): TextSegment[] {
  const segments: TextSegment[] = [];
  const push = (part: string, mark: boolean) => {
    if (!part) return;
    const last = segments.at(-1);
    if (last && Boolean(last.mark) === mark) last.text += part;
    else segments.push(mark ? { text: part, mark: true } : { text: part });
  };
  for (const part of text.split(/([\p{L}\p{N}\p{M}]+)/u)) push(part, /[\p{L}\p{N}]/u.test(part) && matches(part, terms));
  return segments;
}

/**
 * An excerpt of `text` around its first match (or its start), about EXCERPT_LENGTH characters,
 * cut at word boundaries with an ellipsis where it was cut, its matches marked.
 */
export function excerptOf(text: string, terms: readonly string[], length: number = EXCERPT_LENGTH): TextSegment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return markMatches(clean, terms);
  const words = [...clean.matchAll(/[\p{L}\p{N}\p{M}]+/gu)];
  const first = words.find((word) => matches(word[0], terms))?.index ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) start = clean.indexOf(' ', start) + 1 || start;
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) end = clean.lastIndexOf(' ', end) > start ? clean.lastIndexOf(' ', end) : end;
  const excerpt = `${start > 0 ? '… ' : ''}${clean.slice(start, end).trim()}${end < clean.length ? ' …' : ''}`;
  return markMatches(excerpt, terms);
}
