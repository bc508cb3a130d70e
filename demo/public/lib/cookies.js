/** Reading and writing the cookies the banner cares about, from the page's side. */

export const CONSENT_COOKIE = 'ss_cookieAllowed';
export const TRACKING_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'];

/** The cookies visible to this page, as [name, value] pairs in document order. */
export function readCookies() {
  return document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals < 0 ? ['', pair] : [pair.slice(0, equals), pair.slice(equals + 1)];
    });
}

export function readCookie(name) {
  return readCookies().find(([key]) => key === name)?.[1];
}

export function deleteCookie(name) {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Plausible stand-ins for the visitor-tracking cookies, so declining has something to clear. */
export function setFakeTrackingCookies() {
  const now = Date.now();
  const values = {
    ss_cid: randomId(),
    ss_cpvisit: String(now),
    ss_cvisit: String(now),
    ss_cvr: `${randomId()}|${now}|${now}|${now}|1`,
    ss_cvt: String(now),
  };
  for (const name of TRACKING_COOKIES) document.cookie = `${name}=${encodeURIComponent(values[name])}; Max-Age=86400; Path=/; SameSite=Lax`;
}

/** crypto.randomUUID needs a secure context; a demo opened over a LAN address is not one. */
function randomId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Calls `listener` whenever cookies may have changed: on cookie-store changes where supported, else every second. */
export function watchCookies(listener) {
  if (globalThis.cookieStore?.addEventListener) {
    globalThis.cookieStore.addEventListener('change', listener);
    return;
  }
  setInterval(listener, 1000);
}
