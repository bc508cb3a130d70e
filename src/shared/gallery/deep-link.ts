/** The gallery deep link and history: which slide to start on, and the address of the current one. */

export interface SlideRef {
  /** data-slide-id */
  id?: string | null | undefined;
  /** data-slide-url */
  url?: string | null | undefined;
}

export const ITEM_ID_PARAM = 'itemId';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** itemId from a hash such as '#itemId=abc' or '#a=1&itemId=abc'. */
export function itemIdFromHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(ITEM_ID_PARAM);
  return value ? value : undefined;
}

/** The path of a collection URL, absolute ('https://site/gallery') or site-relative ('/gallery'), without trailing slashes. */
function collectionPath(collectionUrl: string): string | undefined {
  try {
    return new URL(collectionUrl, 'https://site.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** The last path segment after the collection URL: '/gallery/a/b/' under '/gallery' is 'b'. */
export function itemIdFromPath(pathname: string, collectionUrl: string): string | undefined {
  const base = collectionPath(collectionUrl);
  if (base === undefined || !pathname.startsWith(`${base}/`)) return undefined;
  const last = pathname.slice(base.length).split('/').filter(Boolean).pop();
  return last === undefined ? undefined : decode(last);
}

/** The index of the slide whose id or url is `itemId`. */
export function indexOfItem(slides: readonly SlideRef[], itemId: string): number | undefined {
  const index = slides.findIndex((slide) => slide.id === itemId || slide.url === itemId);
  return index === -1 ? undefined : index;
}

/** The initial slide: itemId in the hash, else the last path segment after the collection url; undefined when neither matches. */
export function findInitialIndex(location: {
  hash: string;
  pathname: string;
  collectionUrl?: string | null | undefined;
  slides: readonly SlideRef[];
}): number | undefined {
  const fromHash = itemIdFromHash(location.hash);
  const hashIndex = fromHash === undefined ? undefined : indexOfItem(location.slides, fromHash);
  if (hashIndex !== undefined || !location.collectionUrl) return hashIndex;
  const fromPath = itemIdFromPath(location.pathname, location.collectionUrl);
  return fromPath === undefined ? undefined : indexOfItem(location.slides, fromPath);
}

/**
 * The address that records the current slide: the collection's full URL plus a trailing slash, with
 * the slide's id (else its url) as itemId in the hash, which findInitialIndex reads back:
 *   historyUrl({ collectionUrl: '/gallery', origin: 'https://example.com', slide: { id: 'abc' } })
 *   → 'https://example.com/gallery/#itemId=abc'
 * Without an origin a site-relative collection URL stays site-relative ('/gallery/#itemId=abc').
 * Undefined when the slide has neither id nor url or the collection URL cannot be read.
 */
export function historyUrl({ collectionUrl, slide, origin }: { collectionUrl: string; slide: SlideRef; origin?: string }): string | undefined {
  const itemId = slide.id || slide.url;
  if (!itemId) return undefined;
  let url: URL;
  try {
    url = new URL(collectionUrl, origin ?? 'https://site.invalid');
  } catch {
    return undefined;
  }
  const path = `${url.pathname.replace(/\/+$/, '')}/`;
  const hash = `#${ITEM_ID_PARAM}=${encodeURIComponent(itemId)}`;
  const absolute = origin !== undefined || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(collectionUrl);
  return absolute ? `${url.origin}${path}${hash}` : `${path}${hash}`;
}

/** History is written when the gallery's setting asks for it, never in the back-end editor. */
export function isHistoryEnabled({ setting, inEditor }: { setting: boolean; inEditor: boolean }): boolean {
  return setting && !inEditor;
}

/**
 * The current address with itemId in its hash, for a gallery without a collection URL: the page keeps its
 * own path and query, and findInitialIndex reads the slide back from the hash.
 */
export function itemHashUrl({ pathname, search, slide }: { pathname: string; search: string; slide: SlideRef }): string | undefined {
  const itemId = slide.id || slide.url;
  return itemId ? `${pathname}${search}#${ITEM_ID_PARAM}=${encodeURIComponent(itemId)}` : undefined;
}
