/** Letters that carry no combining mark to strip, written as their plain Latin spelling. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** The longest search input the places calls accept, in characters. */
export const MAX_PLACES_INPUT = 100;
/** Words of an input that count; the rest are ignored. */
const MAX_WORDS = 8;

/**
 * Text folded for search: lower case, diacritics removed ("Zürich" and "zurich" match), and
 * every run of other characters a single space. The gazetteer stores it, and the input is folded
 * the same way, so matching is the same on SQLite and PostgreSQL.
 */
export function foldForSearch(text: string): string {
  return searchWords(text).join(' ');
}

/**
 * The words of `text`, folded (see foldForSearch): letters and digits only, so no character of an
 * input can reach a full-text query's syntax.
 */
export function searchWords(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => PLAIN_LETTERS[letter] ?? letter);
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** The words of a visitor's input that a search uses: at most eight, each at most 40 characters. */
export function inputWords(input: string): string[] {
  return searchWords(input.slice(0, MAX_PLACES_INPUT))
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, 40));
}
