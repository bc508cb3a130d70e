/** document.cookie, read and written one cookie at a time; values are URI-encoded. */

export type SameSite = 'Strict' | 'Lax' | 'None';

export interface SetCookieOptions {
  /** Lifetime in seconds; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
  path?: string;
  domain?: string;
  sameSite?: SameSite;
  /** Defaults to true for SameSite=None, which browsers reject without it. */
  secure?: boolean;
}

export interface CookieLocation {
  path?: string;
  domain?: string;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    const key = (separator === -1 ? '' : pair.slice(0, separator)).trim();
    if (key === name) return decode(pair.slice(separator + 1).trim());
  }
  return undefined;
}

export function setCookie(name: string, value: string, options: SetCookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const { maxAgeSeconds, path = '/', domain, sameSite = 'Lax', secure = sameSite === 'None' } = options;
  let cookie = `${name}=${encodeURIComponent(value)}; path=${path}; samesite=${sameSite}`;
  if (maxAgeSeconds !== undefined) cookie += `; max-age=${Math.floor(maxAgeSeconds)}`;
  if (domain) cookie += `; domain=${domain}`;
  if (secure) cookie += '; secure';
  document.cookie = cookie;
}

/** Deletes the cookie stored under exactly this path and domain (host-only when no domain). */
export function deleteCookie(name: string, { path = '/', domain }: CookieLocation = {}): void {
  if (typeof document === 'undefined') return;
  let cookie = `${name}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  if (domain) cookie += `; domain=${domain}`;
  document.cookie = cookie;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The domain attributes a cookie visible on `hostname` may have been set with: the host itself,
 * then each parent domain, never a bare top-level domain. An IP address, or no host, has none
 * (its cookies are host-only). Public suffixes such as co.uk are tried too; browsers ignore them.
 */
export function cookieDomainsFor(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return [];
  const labels = host.split('.');
  const domains = [host];
  for (let index = 1; index < labels.length - 1; index += 1) domains.push(`.${labels.slice(index).join('.')}`);
  return domains;
}

/** Every path a cookie visible at `pathname` may have: each prefix, with and without a trailing slash. */
export function cookiePathsFor(pathname: string): string[] {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const paths = ['/'];
  for (let index = 1; index <= segments.length; index += 1) {
    const prefix = `/${segments.slice(0, index).join('/')}`;
    paths.push(prefix, `${prefix}/`);
  }
  return paths;
}

/** Deletes the cookie however it was set: host-only or for any parent domain, on any path of this page. */
export function deleteCookieEverywhere(name: string): void {
  if (typeof location === 'undefined') return;
  const domains: (string | undefined)[] = [undefined, ...cookieDomainsFor(location.hostname)];
  for (const path of cookiePathsFor(location.pathname)) {
    for (const domain of domains) deleteCookie(name, { path, domain });
  }
}
