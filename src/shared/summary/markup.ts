/**
 * Summary markup from the server (GetWidgetRendering's `html`) made into DOM nodes through an
 * allow-list: only the tags and attributes a summary list uses are kept, each URL through the
 * runtime's checks, every text as text. Scripts, styles and their content, event handlers and any
 * other attribute are dropped, so nothing the answer holds runs. It is read by a small tokenizer:
 * the browser's HTML parser is a sink that a Trusted Types policy refuses.
 */
import { imageSrc, siteHref } from '../url/site-content.js';
import { CURSOR } from './dom.js';
import { DROPPED_ELEMENTS } from '../dom/dropped-elements.js';

const ID = /^[A-Za-z0-9_-]{1,100}$/;

type Check = (value: string) => string | undefined;
const matching =
  (pattern: RegExp): Check =>
  (value) =>
    pattern.test(value) ? value : undefined;
const classes: Check = (value) =>
  value
    .split(/\s+/)
    .filter((name) => /^summary-[a-z-]+$/.test(name))
    .join(' ') || undefined;

/** The tags kept and, for each, the attributes kept with their checks; `class` keeps only summary class names. */
const ALLOWED: Readonly<Record<string, Readonly<Record<string, Check>>>> = {
  ul: { 'data-next-cursor': matching(CURSOR) },
  li: { 'data-item-id': matching(ID) },
  // A carousel's list and slides.
  div: { 'data-next-cursor': matching(CURSOR), 'data-item-id': matching(ID) },
  h3: {},
  p: {},
  a: { href: (value) => siteHref(value), 'data-sq-comment-count': () => '' },
  img: {
    src: (value) => imageSrc(value),
    alt: (value) => value,
    width: matching(/^\d{1,5}$/),
    height: matching(/^\d{1,5}$/),
    loading: matching(/^lazy$/),
    decoding: matching(/^async$/),
  },
  time: { datetime: (value) => (Number.isNaN(Date.parse(value)) ? undefined : value) },
  span: {},
  strong: {},
  em: {},
  br: {},
};
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The character references a server's escaping writes (named ones above, and numeric); any other stays as written, as text. */
function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-z]+);/g, (match, name: string) => {
    if (!name.startsWith('#')) return NAMED[name] ?? match;
    const code = /^#[xX]/.test(name) ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|([^<]+|<)/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Summary markup as a fragment of `document`'s nodes, through the allow-list above. */
export function summaryFragment(html: string, document: Document): DocumentFragment {
  const fragment = document.createDocumentFragment();
  const open: { name: string; node: Node }[] = [{ name: '', node: fragment }];
  let skipping: string | undefined;
  const parent = () => open[open.length - 1]!.node;
  for (const [whole, slash, rawName, rawAttributes = '', text] of html.matchAll(TOKEN)) {
    const name = rawName?.toLowerCase();
    if (skipping) {
      if (slash && name === skipping) skipping = undefined;
    } else if (text !== undefined) {
      parent().appendChild(document.createTextNode(decodeEntities(text)));
    } else if (!name) {
      // A comment.
    } else if (slash) {
      const at = open.map((entry) => entry.name).lastIndexOf(name);
      if (at > 0) open.length = at;
    } else if (DROPPED_ELEMENTS.has(name)) {
      if (!whole.endsWith('/>')) skipping = name;
    } else if (ALLOWED[name]) {
      const element = document.createElement(name);
      for (const [, attribute = '', double, single, bare] of rawAttributes.matchAll(ATTRIBUTE)) {
        const key = attribute.toLowerCase();
        const check = key === 'class' ? classes : ALLOWED[name][key];
        const value = check?.(decodeEntities(double ?? single ?? bare ?? ''));
        if (value !== undefined && !element.hasAttribute(key)) element.setAttribute(key, value);
      }
      parent().appendChild(element);
      if (!VOID.has(name) && !whole.endsWith('/>')) open.push({ name, node: element });
    }
  }
  return fragment;
}
