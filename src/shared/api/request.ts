/** The one HTTP client of the runtime: base URL, crumb, bodies, failure routing, retries. */
import { DATA_LAYER_RETRY_INTERVAL_MS } from '../constants/timings.js';
import { encodeBody, readBody, type BodyOptions, type EncodedBody } from './body.js';
import { classifyResponse, NO_RESPONSE } from './classify.js';
import { resolveApiBase } from './config.js';
import { crumbFor, refreshCrumb } from './crumb.js';
import { ApiError } from './errors.js';
import { handleFailure } from './failure.js';
import { attemptSignal, untilAborted, wait } from './signal.js';
import { apiUrl, CRUMB_HEADER, needsCrumb, sendsCrumbHeader, withCrumb, type Method, type Params } from './url.js';

export interface RequestOptions extends BodyOptions {
  query?: Params;
  headers?: Readonly<Record<string, string>>;
  /** Further attempts, 200 ms apart, while the server cannot be reached. */
  retries?: number;
  /** No overlay: the caller shows its own message from the rejected ApiError. */
  quiet?: boolean;
  /** This call's base URL (see `apiBaseFor`); the page-wide base by default. */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Per attempt; a time-out fails the attempt like a network error. */
  timeoutMs?: number;
}

interface Attempt {
  status: number;
  body: unknown;
  crumb: string | undefined;
  cause?: unknown;
}

async function attempt(method: Method, url: URL, encoded: EncodedBody, crumbBase: string | undefined, options: RequestOptions): Promise<Attempt> {
  const { signal, dispose } = attemptSignal(options.signal, options.timeoutMs);
  let crumb: string | undefined;
  try {
    crumb = crumbBase === undefined ? undefined : await untilAborted(crumbFor(crumbBase), signal);
    const headers = new Headers(options.headers);
    if (encoded.contentType) headers.set('Content-Type', encoded.contentType);
    if (crumb !== undefined && sendsCrumbHeader(method)) headers.set(CRUMB_HEADER, crumb);
    const response = await fetch(crumb === undefined ? url : withCrumb(url, crumb), {
      method,
      headers,
      body: encoded.body ?? null,
      // A third-party page posting to a site's server needs the site's cookies too.
      credentials: 'include',
      signal: signal ?? null,
    });
    return { status: response.status, body: await readBody(response, url.href), crumb };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    return { status: NO_RESPONSE, body: undefined, crumb, cause: error };
  } finally {
    dispose();
  }
}

/** A successful answer: its status (any 2xx) and parsed body. */
export interface ApiResponse<T> {
  status: number;
  body: T;
}

/**
 * Calls `path` under the API base. Resolves with the parsed body (JSON, text, or undefined when
 * empty); rejects with an ApiError after the failure handling, or with the caller's abort reason.
 */
export async function request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithStatus<T>(method, path, options)).body;
}

/** `request`, resolving with the status too, for callers that treat some 2xx answers differently. */
export async function requestWithStatus<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const encoded = encodeBody(options);
  if (method === 'GET' && encoded.body !== undefined) throw new TypeError('sq-elements: a GET call has no body.');
  const base = resolveApiBase(options.baseUrl);
  const url = apiUrl(base, path, options.query);
  const crumbBase = needsCrumb(method, path) ? base : undefined;
  const retries = Math.max(0, Math.floor(options.retries ?? 0));
  let retried = 0;
  let crumbRefreshed = false;
  for (;;) {
    const result = await attempt(method, url, encoded, crumbBase, options);
    const verdict = classifyResponse(result.status, result.body);
    if (verdict.kind === 'ok') return { status: result.status, body: result.body as T };
    if (verdict.kind === 'crumbFail' && !crumbRefreshed) {
      crumbRefreshed = true;
      await refreshCrumb(base, result.crumb);
      continue;
    }
    if (verdict.kind === 'connection' && retried < retries) {
      retried += 1;
      await wait(DATA_LAYER_RETRY_INTERVAL_MS, options.signal);
      continue;
    }
    const error = new ApiError(verdict, { status: result.status, data: result.body, url: url.href, cause: result.cause });
    await handleFailure(error, method, options.quiet ?? false);
    throw error;
  }
}

export const get = <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, options);
export const post = <T = unknown>(path: string, options?: RequestOptions) => request<T>('POST', path, options);
export const put = <T = unknown>(path: string, options?: RequestOptions) => request<T>('PUT', path, options);
export const patch = <T = unknown>(path: string, options?: RequestOptions) => request<T>('PATCH', path, options);
/** DELETE (`delete` is a reserved word). */
export const del = <T = unknown>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options);
