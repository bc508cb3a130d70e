/** Per-element API base: the nearest `api-base` attribute, so a third-party page can embed one site's block. */
import { parentAcrossShadow } from '../dom/tree.js';
import { checkedBaseUrl } from './base-url.js';
import { globalApiBase } from './config.js';

export const API_BASE_ATTRIBUTE = 'api-base';

/**
 * The API base for calls made on behalf of `element`: the nearest valid `api-base` attribute on it
 * or an ancestor (across shadow roots), else the page-wide setting, else the page origin.
 */
export function apiBaseFor(element: Element | null | undefined): string {
  for (let node: Node | null = element ?? null; node; node = parentAcrossShadow(node)) {
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const value = (node as Element).getAttribute(API_BASE_ATTRIBUTE);
    if (!value?.trim()) continue;
    const base = checkedBaseUrl(value, `<${(node as Element).localName}> ${API_BASE_ATTRIBUTE} attribute`);
    if (base !== undefined) return base;
  }
  return globalApiBase();
}
