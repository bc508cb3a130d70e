/** The language that applies to a node: its nearest `lang`, across shadow roots, then the page's, then the browser's. */

import { parentAcrossShadow } from '../dom/tree.js';

export function localeOf(node?: Node | null): string {
  for (let current = node ?? null; current; current = parentAcrossShadow(current)) {
    if (current.nodeType !== Node.ELEMENT_NODE) continue;
    const lang = (current as Element).getAttribute('lang');
    if (lang) return lang;
  }
  if (typeof document !== 'undefined' && document.documentElement?.lang) return document.documentElement.lang;
  if (typeof navigator !== 'undefined' && navigator.language) return navigator.language;
  return 'en';
}
