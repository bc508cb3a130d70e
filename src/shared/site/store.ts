/** `$site`: the page's website context, shared by every element on the page. */
import { atom, onMount } from 'nanostores';
import { anonymousContext, readSiteContextFromPage, type WebsiteContext } from './context.js';
import { resolveSiteContext } from './context-source.js';

export const $site = atom<WebsiteContext>(anonymousContext());

/** Set by `setSiteContext`, so that a context given explicitly is never replaced by the page's. */
let given = false;

export function setSiteContext(context: WebsiteContext): void {
  given = true;
  $site.set(context);
}

/**
 * Reads the page's context into `$site`: what its `<sq-site>` will apply (the JSON inside it), else the
 * page's #sq-site-context, so an element drawn before `<sq-site>` has upgraded draws from the same
 * context. An unreadable one logs one console error and leaves the anonymous defaults.
 */
export function loadSiteContextFromPage(doc: Document = document): void {
  const site = doc.querySelector('sq-site');
  const result = site ? resolveSiteContext(site, undefined) : readSiteContextFromPage(doc);
  if ('error' in result) {
    console.error(result.error);
    return;
  }
  $site.set(result.context);
}

// The page is read lazily, the first time anything listens to the store.
onMount($site, () => {
  if (!given && typeof document !== 'undefined') loadSiteContextFromPage(document);
  given = true;
});
