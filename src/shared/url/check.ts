/**
 * The one check every URL the runtime uses goes through before it becomes an href, an image or
 * script source, a navigation or a frame: links in site content, images, redirects, click-throughs,
 * checkout and frame URLs. Pure; the page's address is passed in or read from `location`.
 *
 * A URL is read the way the browser will read it, so what is checked is what is used:
 * - ASCII whitespace at either end is trimmed (the URL parser strips it too);
 * - any control character left (tab and newline included, which the URL parser silently removes
 *   from the middle, turning `java\tscript:` into `javascript:`) and any backslash (which it reads
 *   as `/`, turning `/\evil.example` into `//evil.example`) refuses the URL;
 * - the rest is resolved with `URL` against the page, and its scheme and origin are compared.
 */

/** What the URL is for: each use allows its own schemes. */
export type UrlUse = 'link' | 'navigation' | 'image' | 'script' | 'frame' | 'media';

const SCHEMES: Record<UrlUse, readonly string[]> = {
  /** An href the visitor may follow: the web, mail, phone and text messages. */
  link: ['https:', 'http:', 'mailto:', 'tel:', 'sms:', 'ftp:'],
  /** Where the runtime itself sends the window: the web only. */
  navigation: ['https:', 'http:'],
  image: ['https:', 'http:'],
  script: ['https:', 'http:'],
  frame: ['https:', 'http:'],
  /** An audio or video file the page plays. */
  media: ['https:', 'http:'],
};

export interface UrlCheckOptions {
  /** The page the URL is resolved against (default: the current page). */
  base?: string;
  /** Only a URL on the page's own origin passes: site paths, site images, the site's own frames. */
  sameOrigin?: boolean;
}

export interface CheckedUrl {
  /** The URL as resolved against the page. */
  url: URL;
  /** The text to use: the trimmed input, which the browser resolves to `url`. */
  text: string;
  /** Whether it stays on the page's origin. */
  sameOrigin: boolean;
}

const FALLBACK_BASE = 'https://localhost/';

export function pageBase(): string {
  return typeof location === 'undefined' ? FALLBACK_BASE : location.href;
}

/** Trims ASCII whitespace from both ends, as the URL parser does; undefined when something the parser would remove or reinterpret is left. */
export function cleanUrlText(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  // eslint-disable-next-line no-control-regex -- control characters are what this check refuses
  if (text === '' || /[\u0000-\u001f\u007f\\]/.test(text)) return undefined;
  return text;
}

/** The checked URL, or null when `input` may not be used for `use`. */
export function checkUrl(input: unknown, use: UrlUse, options: UrlCheckOptions = {}): CheckedUrl | null {
  const text = cleanUrlText(input);
  if (text === undefined) return null;
  const base = options.base ?? pageBase();
  let url: URL;
  let page: URL;
  try {
    page = new URL(base);
    url = new URL(text, page);
  } catch {
    return null;
  }
  if (!SCHEMES[use].includes(url.protocol)) return null;
  // A web URL needs a host; `https:example.com` and `http:/x` are malformed, not relative.
  if ((url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'ftp:') && /^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(text)) return null;
  const sameOrigin = url.origin === page.origin;
  if (options.sameOrigin && !sameOrigin) return null;
  return { url, text, sameOrigin };
}

/** Whether `input` is a path on the page's own site (`/about`, `/s/menu.pdf`), never another host however it is spelled. */
export function isSitePath(input: unknown, base: string = pageBase()): boolean {
  const text = cleanUrlText(input);
  return text !== undefined && text.startsWith('/') && !text.startsWith('//') && checkUrl(text, 'link', { base, sameOrigin: true }) !== null;
}

/** A path read as another host: `//host`, or `/\\host`, which browsers read as `//host`. */
const HOST_PATH = /^\/[/\\]/;
/** How many times a path is percent-decoded to see what a server decoding it again would read. */
const DECODINGS = 3;
/** A same-site path longer than this is refused: no page of a site has one. */
const SAME_SITE_PATH_MAX_LENGTH = 2048;

/**
 * A path of this site to send the browser to or to frame, from anything a request carries (a query
 * parameter, a form field, the Referer): its path, query and fragment as the browser will read them,
 * dot segments resolved. Undefined for anything else, however it is spelled: another host (`//host`,
 * `/\\host`, `/.//host`, `/x/..//host`), encoded so that decoding reads another host
 * (`/%2F%2Fhost`, `/%252F%252Fhost`), a scheme, credentials, control characters or backslashes. An
 * absolute http(s) URL counts only when `host` is given and it names that host (the Referer, which
 * browsers send whole).
 */
export function sameSitePath(input: unknown, host?: string): string | undefined {
  const text = cleanUrlText(input);
  if (text === undefined || text.length > SAME_SITE_PATH_MAX_LENGTH) return undefined;
  let url: URL;
  if (text.startsWith('/')) {
    if (HOST_PATH.test(text)) return undefined;
    const checked = checkUrl(text, 'navigation', { base: FALLBACK_BASE, sameOrigin: true });
    if (!checked) return undefined;
    url = checked.url;
  } else {
    const checked = host === undefined ? null : checkUrl(text, 'navigation', { base: FALLBACK_BASE });
    if (!checked || checked.url.host !== host?.toLowerCase() || checked.url.username || checked.url.password) return undefined;
    url = checked.url;
  }
  let path = url.pathname;
  for (let round = 0; round <= DECODINGS; round += 1) {
    // eslint-disable-next-line no-control-regex -- control characters are what this check refuses
    if (HOST_PATH.test(path) || /[\u0000-\u001f\u007f\\]/.test(path)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      // A lone `%` decodes to nothing further, so to no other host.
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The text to use for `input` when it passes the check for `use`, else undefined: what views put in an `href` or `src`. */
export function usableUrl(input: unknown, use: UrlUse, options: UrlCheckOptions = {}): string | undefined {
  return checkUrl(input, use, options)?.text;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A third party's address as a site names it (a widget or booking script, a video player's or the
 * comments provider's host): written whole (`https://…`, never a site path or `//host`), https, or
 * http only on a loopback host (a local stand-in), and no credentials. Undefined otherwise.
 */
export function thirdPartyUrl(input: unknown, use: 'script' | 'frame'): URL | undefined {
  const checked = checkUrl(input, use, { base: 'https://site.invalid/' });
  if (!checked || !/^https?:\/\//i.test(checked.text)) return undefined;
  const { url } = checked;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOST.test(url.hostname))) return undefined;
  return url.username || url.password ? undefined : url;
}

/** A third party's address that paths go under (a player's or comments host): a thirdPartyUrl with no query or fragment, ending in `/`. */
export function thirdPartyBase(input: unknown, use: 'script' | 'frame'): URL | undefined {
  const url = thirdPartyUrl(input, use);
  if (!url || url.search || url.hash) return undefined;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}
