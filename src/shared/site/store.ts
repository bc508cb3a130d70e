/** `$site`: the page's website context (§3), shared by every element on the page. */
import { atom, onMount } from 'nanostores';
import { anonymousContext, readSiteContextFromPage, type WebsiteContext } from './context.js';

export const $site = atom<WebsiteContext>(anonymousContext());

/** Set by `setSiteContext`, so that a context given explicitly is never replaced by the page's. */
let given = false;

export function setSiteContext(context: WebsiteContext): void {
  given = true;
  $site.set(context);
}

/** Reads the page's context into `$site`; an unreadable one logs one console error and leaves the anonymous defaults. */
export function loadSiteContextFromPage(doc: Document = document): void {
  const result = readSiteContextFromPage(doc);
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
