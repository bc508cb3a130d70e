/** Text that must arrive even as the page goes away: performance records, by beacon or keepalive fetch. */
import { resolveApiBase } from './config.js';
import { crumbFor, crumbNow } from './crumb.js';
import { apiUrl, needsCrumb, withCrumb } from './url.js';

export interface BeaconOptions {
  baseUrl?: string;
}

/**
 * POSTs `text` to `path`, with the crumb in the URL since beacons carry no headers. Uses
 * navigator.sendBeacon, and a keepalive fetch when it is missing or refuses the data. Resolves
 * true when the browser queued or the server accepted it; never rejects.
 */
export async function sendBeacon(path: string, text: string, { baseUrl }: BeaconOptions = {}): Promise<boolean> {
  const base = resolveApiBase(baseUrl);
  const url = apiUrl(base, path);
  // A known crumb is used synchronously: on pagehide there may be no later task.
  const crumb = needsCrumb('POST', path) ? (crumbNow(base) ?? (await crumbFor(base))) : undefined;
  const target = crumb === undefined ? url : withCrumb(url, crumb);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(target.href, text)) return true;
  try {
    // Plain text and no custom header keep this a CORS simple request, which keepalive needs cross-origin.
    const response = await fetch(target, {
      method: 'POST',
      body: text,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'include',
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
