/** Fills `$site` from what `<sq-site>` was given; an unreadable context logs one error and leaves an anonymous visitor. */
import { anonymousContext, type WebsiteContext } from './context.js';
import { resolveSiteContext } from './context-source.js';
import { setSiteContext } from './store.js';

export function applySiteContext(host: Element, property: unknown): WebsiteContext {
  const result = resolveSiteContext(host, property);
  if ('error' in result) console.error(`<${host.localName}>: ${result.error}`);
  const context = 'context' in result ? result.context : anonymousContext();
  setSiteContext(context);
  return context;
}
