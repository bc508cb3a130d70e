import { isSafeLinkHref, normalizeLinkHref } from '../url/links.js';
import { DROPPED_ELEMENTS } from './dropped-elements.js';

export { DROPPED_ELEMENTS };

/**
 * Site-owner rich text (a paragraph or two with emphasis and links) reduced to a safe tree that
 * views draw as elements: nothing in it ever becomes HTML, and links pass the URL validators.
 *
 * It is read by a small tokenizer rather than the browser's HTML parser: `DOMParser` is an HTML
 * sink that a Trusted Types policy refuses, and only six elements matter. Tags the tree does not
 * keep are transparent (their text stays); the content of script-like elements is dropped.
 */
export type RichNode = { type: 'text'; text: string } | { type: 'element'; tag: RichTag; href?: string; children: RichNode[] };

export type RichTag = 'p' | 'br' | 'strong' | 'em' | 'a';

/** The tags kept, by the name they are written with (a div is a paragraph, b is strong, i is em). */
export const RICH_TAGS: Readonly<Record<string, RichTag>> = { p: 'p', div: 'p', br: 'br', strong: 'strong', b: 'strong', em: 'em', i: 'em', a: 'a' };
/** Elements that never have content, so they open nothing. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The named character references rich text editors write; others stay as written, as browsers do with unknown names. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '\u00a7',
  deg: '°',
  times: '×',
  shy: '\u00ad',
  zwj: '\u200d',
  zwnj: '\u200c',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
};
/** Names a browser also reads without the semicolon, longest first: `&nbspx` is a space and `x`. */
const LEGACY = ['nbsp', 'copy', 'quot', 'amp', 'reg', 'lt', 'gt'];

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\ufffd';
}

/**
 * Character references decoded as the HTML parser does for the names above. In an attribute value,
 * a name without its semicolon followed by a letter, digit or `=` stays as written (`?a=1&copy=2`).
 */
export function decodeEntities(text: string, inAttribute = false): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*)(;?)/g, (match, name: string, semicolon: string, offset: number) => {
    if (name.startsWith('#')) return codePoint(/^#[xX]/.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    const value = ENTITIES[name];
    if (value !== undefined && semicolon) return value;
    const legacy = LEGACY.find((candidate) => name.startsWith(candidate));
    if (!legacy) return match;
    const after = name.slice(legacy.length) + semicolon;
    const next = after || text.charAt(offset + match.length);
    if (inAttribute && /^[a-zA-Z0-9=]/.test(next)) return match;
    return ENTITIES[legacy] + after;
  });
}

const TAG_NAME = /^<(\/?)([a-zA-Z][^\s/>]*)/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The end of a tag that starts at `start`: the first `>` outside a quoted attribute value. */
function tagEnd(source: string, start: number): number {
  let quote = '';
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      // A quote only opens a value right after `=`.
      if (/=\s*$/.test(source.slice(start, index))) quote = char;
    } else if (char === '>') return index;
  }
  return source.length;
}

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = (name ?? '').toLowerCase();
    if (key && !attributes.has(key)) attributes.set(key, decodeEntities(double ?? single ?? bare ?? '', true));
  }
  return attributes;
}

interface Open {
  name: string;
  node: RichNode[] | null;
}

export function parseRichText(source: string): RichNode[] {
  const root: RichNode[] = [];
  const stack: Open[] = [];
  const children = (): RichNode[] => {
    for (let index = stack.length - 1; index >= 0; index -= 1) {
      const node = stack[index]?.node;
      if (node) return node;
    }
    return root;
  };
  const addText = (raw: string) => {
    const text = decodeEntities(raw);
    if (text) children().push({ type: 'text', text });
  };
  const close = (name: string) => {
    const index = stack.map((open) => open.name).lastIndexOf(name);
    if (index !== -1) stack.length = index;
  };

  let position = 0;
  while (position < source.length) {
    const lt = source.indexOf('<', position);
    if (lt === -1) {
      addText(source.slice(position));
      break;
    }
    addText(source.slice(position, lt));
    const rest = source.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = source.indexOf('-->', lt + 4);
      position = end === -1 ? source.length : end + 3;
      continue;
    }
    // Declarations, processing instructions and end tags that name nothing are skipped, as in HTML.
    if (/^<[!?]|^<\/[^a-zA-Z]/.test(rest)) {
      const end = source.indexOf('>', lt);
      position = end === -1 ? source.length : end + 1;
      continue;
    }
    const match = TAG_NAME.exec(rest);
    if (!match) {
      // `<` that starts no tag (`<3`, `< b`) is text.
      addText('<');
      position = lt + 1;
      continue;
    }
    const [, slash, rawName = ''] = match;
    const name = rawName.toLowerCase();
    const end = tagEnd(source, lt + match[0].length);
    position = end + 1;
    const tag = RICH_TAGS[name];

    if (slash) {
      // `</br>` is read as `<br>`, as browsers do.
      if (tag === 'br') children().push({ type: 'element', tag: 'br', children: [] });
      else close(name);
      continue;
    }
    if (DROPPED_ELEMENTS.has(name)) {
      const closing = new RegExp(`</${name}[\\s/>]`, 'i');
      const found = closing.exec(source.slice(position));
      position = found ? position + found.index + tagEnd(source.slice(position + found.index), 0) + 1 : source.length;
      continue;
    }
    if (tag === 'br') {
      children().push({ type: 'element', tag: 'br', children: [] });
      continue;
    }
    if (VOID.has(name)) continue;
    // A paragraph cannot hold a block, nor a link another link: the open one closes, as in HTML.
    if (tag === 'p') close('p');
    if (tag === 'a') close('a');
    if (!tag) {
      stack.push({ name, node: null });
      continue;
    }
    if (tag === 'a') {
      const href = attributesOf(source.slice(lt + match[0].length, end)).get('href') ?? '';
      if (!isSafeLinkHref(href)) {
        stack.push({ name, node: null });
        continue;
      }
      const link: RichNode = { type: 'element', tag, href: normalizeLinkHref(href), children: [] };
      children().push(link);
      stack.push({ name, node: link.children });
      continue;
    }
    const element: RichNode = { type: 'element', tag, children: [] };
    children().push(element);
    stack.push({ name, node: element.children });
  }
  return root;
}

export function richTextToPlain(nodes: RichNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : richTextToPlain(node.children))).join('');
}

/** True for '', '<p></p>', '<p><br></p>', whitespace: what an empty editor paragraph saves as. */
export function isEmptyRichText(source: string | undefined | null): boolean {
  if (!source) return true;
  return (
    source
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
      .trim() === ''
  );
}
