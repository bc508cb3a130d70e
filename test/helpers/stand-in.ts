/** Browser side of api-stand-in.mjs: its base URL, what it received, and a fetch spy. */
export const STAND_IN_PREFIX = '/__stand-in';

export const standInBase = (origin = location.origin) => `${origin}${STAND_IN_PREFIX}`;

/** The same dev server under the other loopback name: a different origin the stand-in allows. */
export function crossOrigin(): string {
  const url = new URL(location.origin);
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.origin;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType?: string;
  csrfHeader?: string;
  cookieCrumb?: string;
  origin?: string;
  userAgent?: string;
  /** The address of the page that sent it. */
  referer?: string;
  body: string;
  at: number;
}

/** A path under `route` that no other test, nor the other browser, uses. */
export function uniquePath(route: string): string {
  return `${route}/${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

/** The requests the stand-in received whose path starts with `path` (query excluded). */
export async function received(path: string): Promise<ReceivedRequest[]> {
  const response = await fetch(`${STAND_IN_PREFIX}/received?path=${encodeURIComponent(path)}`);
  return (await response.json()) as ReceivedRequest[];
}

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

/** Records every window.fetch call while passing it through. */
export function spyOnFetch() {
  const calls: FetchCall[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: input instanceof Request ? input.url : String(input), init });
    return original.call(window, input, init);
  };
  return {
    calls,
    restore() {
      window.fetch = original;
    },
  };
}
