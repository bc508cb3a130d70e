/**
 * The crumb: on the page's own origin it is the `crumb` cookie; a cross-origin base (a
 * third-party page embedding a block cannot read the site's cookie) gets one from `{base}/api/crumb`,
 * kept per base.
 */
import { deleteCookieEverywhere, getCookie } from '../dom/cookies.js';

export const CRUMB_COOKIE = 'crumb';

const crossOrigin = new Map<string, string>();
const pending = new Map<string, Promise<string | undefined>>();

function isPageOrigin(base: string): boolean {
  return new URL(base).origin === location.origin;
}

/** The crumb known without a request, or undefined. */
export function crumbNow(base: string): string | undefined {
  return (isPageOrigin(base) ? getCookie(CRUMB_COOKIE) : crossOrigin.get(base)) || undefined;
}

async function loadCrumb(base: string): Promise<string | undefined> {
  try {
    // The server also sets the cookie on this answer; credentials let a cross-origin server see its own.
    const response = await fetch(`${base}/api/crumb`, { credentials: 'include' });
    const data = (response.ok ? await response.json() : undefined) as { crumb?: unknown } | null | undefined;
    const crumb = typeof data?.crumb === 'string' && data.crumb !== '' ? data.crumb : undefined;
    if (crumb !== undefined && !isPageOrigin(base)) crossOrigin.set(base, crumb);
    return crumb ?? crumbNow(base);
  } catch {
    return undefined;
  }
}

/** One request per base at a time: parallel calls share the answer. */
function fetchCrumb(base: string): Promise<string | undefined> {
  let request = pending.get(base);
  if (!request) {
    request = loadCrumb(base).finally(() => pending.delete(base));
    pending.set(base, request);
  }
  return request;
}

/** The crumb for a state-changing call to `base`; undefined when none can be had (the server then answers crumbFail). */
export function crumbFor(base: string): Promise<string | undefined> {
  const known = crumbNow(base);
  return known === undefined ? fetchCrumb(base) : Promise.resolve(known);
}

/**
 * After a crumbFail answer to a call that sent `stale`: delete the crumb and fetch a fresh one.
 * When another call has already replaced it, the current crumb is kept.
 */
export async function refreshCrumb(base: string, stale: string | undefined): Promise<void> {
  const inFlight = pending.get(base);
  if (inFlight) {
    await inFlight;
    return;
  }
  const current = crumbNow(base);
  if (current !== undefined && current !== stale) return;
  if (isPageOrigin(base)) deleteCookieEverywhere(CRUMB_COOKIE);
  else crossOrigin.delete(base);
  await fetchCrumb(base);
}
