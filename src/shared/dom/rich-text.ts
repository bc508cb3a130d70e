import { isSafeLinkHref, normalizeLinkHref } from '../url/links.js';

/**
 * Site-owner rich text (a paragraph or two with emphasis and links) reduced to a safe tree that
 * views draw as elements: nothing in it ever becomes HTML, and links pass the URL validators.
 */
export type RichNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: RichTag; href?: string; children: RichNode[] };

export type RichTag = 'p' | 'br' | 'strong' | 'em' | 'a';

const TAGS: Record<string, RichTag> = { p: 'p', div: 'p', br: 'br', strong: 'strong', b: 'strong', em: 'em', i: 'em', a: 'a' };
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math']);

function convert(node: Node): RichNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ? [{ type: 'text', text: node.textContent }] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const name = element.localName;
  if (DROPPED.has(name)) return [];
  const children = [...element.childNodes].flatMap(convert);
  const tag = TAGS[name];
  if (!tag) return children;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return isSafeLinkHref(href) ? [{ type: 'element', tag, href: normalizeLinkHref(href), children }] : children;
  }
  return [{ type: 'element', tag, children: tag === 'br' ? [] : children }];
}

/** Parses in an inert document: scripts never run and nothing is fetched. */
export function parseRichText(source: string): RichNode[] {
  const document = new DOMParser().parseFromString(source, 'text/html');
  return [...document.body.childNodes].flatMap(convert);
}

export function richTextToPlain(nodes: RichNode[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : richTextToPlain(node.children))).join('');
}

/** True for '', '<p></p>', '<p><br></p>', whitespace: what an empty editor paragraph saves as. */
export function isEmptyRichText(source: string | undefined | null): boolean {
  if (!source) return true;
  return source.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/gi, ' ').trim() === '';
}
