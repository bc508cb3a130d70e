/** The campaign tracking pixel (GET /api/track/Track): loaded once, as an image, when the page URL carries campaign parameters. */
import { apiUrl } from '../api/index.js';
import { globalApiBase } from '../api/config.js';
import { TRACK_PARAMS } from './track-params.js';

/** The pixel's URL, or undefined without a tracking parameter or when it would leave the page's origin. */
export function trackingPixelUrl(search: string, base: string, origin: string): string | undefined {
  const page = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const name of TRACK_PARAMS) {
    const value = page.get(name);
    if (value !== null) query[name] = value;
  }
  if (Object.keys(query).length === 0) return undefined;
  try {
    const url = apiUrl(base, '/api/track/Track', query);
    // An image request carries the visitor's cookies: only to the page's own origin.
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

let sent = false;

export function loadTrackingPixel(): void {
  if (sent) return;
  const src = trackingPixelUrl(location.search, globalApiBase(), location.origin);
  if (!src) return;
  sent = true;
  new Image().src = src;
}

/** Tests start a fresh page. */
export function resetTrackingPixel(): void {
  sent = false;
}
