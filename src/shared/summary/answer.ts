/**
 * The summary markup the server sends (GetWidgetRendering's `html`, or the block's light DOM) read
 * into plain cards. Only the known pieces of each `.summary-item` are kept, as text and checked
 * URLs; every other tag, attribute, script or handler is dropped, so nothing the answer holds ever
 * becomes markup or runs. It is read by a small tokenizer: the browser's HTML parser is a sink that
 * a Trusted Types policy refuses.
 */
import { imageSrc, siteHref } from '../blocks/links.js';
import { DROPPED_ELEMENTS, decodeEntities } from '../dom/rich-text.js';
import { decodeCursor } from './cursor.js';

export interface SummaryCard {
  id: string;
  title: string;
  href?: string;
  image?: { src: string; alt: string; width?: number; height?: number };
  date?: { iso: string; text: string };
  excerpt?: string;
}

export interface SummaryMarkup {
  cards: SummaryCard[];
  /** The next page's cursor, if there is a next page. */
  next: string | undefined;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?(?:-->|$)|([^<]+|<)/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!found.has(key)) found.set(key, decodeEntities(double ?? single ?? bare ?? '', true));
  }
  return found;
}

const classes = (attrs: Map<string, string>): string[] => (attrs.get('class') ?? '').split(/\s+/);
const dimension = (value: string | undefined): number | undefined => (value && /^\d{1,5}$/.test(value) ? Number(value) : undefined);
const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Elements that never have content, so they open nothing. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

type Field = 'title' | 'date' | 'excerpt';

/** The cards and next-page cursor of summary markup. */
export function readSummaryMarkup(html: string): SummaryMarkup {
  const cards: SummaryCard[] = [];
  let next: string | undefined;
  let card: (SummaryCard & { text: Record<Field, string> }) | undefined;
  let field: { name: Field; tag: string; depth: number } | undefined;
  let skipping: string | undefined;
  let depth = 0;
  const finish = () => {
    if (!card) return;
    const { text, date, ...rest } = card;
    const excerpt = tidy(text.excerpt);
    const dateText = tidy(text.date);
    cards.push({
      ...rest,
      title: tidy(text.title),
      ...(date && dateText && { date: { iso: date.iso, text: dateText } }),
      ...(excerpt && { excerpt }),
    });
    card = undefined;
  };
  for (const [whole, slash, rawName, rawAttributes = '', text] of html.matchAll(TAG)) {
    if (skipping) {
      if (slash && rawName?.toLowerCase() === skipping) skipping = undefined;
      continue;
    }
    if (text !== undefined) {
      if (card && field) card.text[field.name] += decodeEntities(text);
      continue;
    }
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (slash) {
      depth -= 1;
      if (field && name === field.tag && depth === field.depth) field = undefined;
      if (name === 'li' && card) finish();
      continue;
    }
    if (DROPPED_ELEMENTS.has(name)) {
      if (!whole.endsWith('/>')) skipping = name;
      continue;
    }
    const attrs = attributes(rawAttributes);
    const names = classes(attrs);
    if (!VOID.has(name) && !whole.endsWith('/>')) depth += 1;
    if (name === 'ul' && names.includes('summary-items')) {
      const cursor = attrs.get('data-next-cursor');
      if (cursor !== undefined && decodeCursor(cursor)) next = cursor;
      continue;
    }
    if (name === 'li' && names.includes('summary-item')) {
      finish();
      card = { id: attrs.get('data-item-id') ?? '', title: '', text: { title: '', date: '', excerpt: '' } };
      continue;
    }
    if (!card) continue;
    if (name === 'a' && !card.href) {
      const href = siteHref(attrs.get('href'));
      if (href) card.href = href;
    } else if (name === 'img' && !card.image) {
      const src = imageSrc(attrs.get('src'));
      const width = dimension(attrs.get('width'));
      const height = dimension(attrs.get('height'));
      if (src) card.image = { src, alt: attrs.get('alt') ?? '', ...(width && height && { width, height }) };
    } else if (name === 'time' && field?.name === 'date') {
      const iso = attrs.get('datetime') ?? '';
      if (!Number.isNaN(Date.parse(iso))) card.date = { iso, text: '' };
    } else if (!field) {
      const which: Field | undefined = names.includes('summary-title')
        ? 'title'
        : names.includes('summary-date')
          ? 'date'
          : names.includes('summary-excerpt')
            ? 'excerpt'
            : undefined;
      if (which) field = { name: which, tag: name, depth: depth - 1 };
    }
  }
  finish();
  return { cards, next };
}

/** GetWidgetRendering's answer: `{ html }` read into cards, or undefined when it holds no html. */
export function readSummaryAnswer(data: unknown): SummaryMarkup | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { html } = data as { html?: unknown };
  return typeof html === 'string' ? readSummaryMarkup(html) : undefined;
}
