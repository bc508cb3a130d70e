/** Where `<sq-site>` finds the website context: a JSON script child, its `context` property, else the page's #sq-site-context. */
import { parseSiteContext, readSiteContextFromPage, toSiteContext, type SiteContextResult } from './context.js';

function scriptChild(host: Element): string | undefined {
  const script = [...host.children].find((child) => child.localName === 'script' && child.getAttribute('type') === 'application/json');
  return script?.textContent ?? undefined;
}

export function resolveSiteContext(host: Element, property: unknown): SiteContextResult {
  const text = scriptChild(host);
  if (text !== undefined && text.trim() !== '') return parseSiteContext(text);
  if (property !== undefined && property !== null) return { context: toSiteContext(property) };
  return readSiteContextFromPage(host.ownerDocument);
}
