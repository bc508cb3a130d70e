import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A file whose name changes whenever its content does: browsers and CDNs keep it a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may be stored but is revalidated on every use (an ETag answered with 304). */
export const REVALIDATE = 'no-cache';
/** Answers that hold one visitor's data, or change on every call. */
export const NO_STORE = 'no-store';

/**
 * Rollup names every chunk `chunks/[name]-[hash].js` (rollup.config.mjs), the hash taken from its
 * content; entry files (sq-elements.js, elements/*.js, the stylesheets) keep their names across builds.
 */
const CONTENT_HASHED = /(^|\/)chunks\/[^/]+-[\w-]{8,}\.js(\.map)?(\.br|\.gz)?$/;

/** The Cache-Control of a file of the build, by its path inside dist/. */
export function cacheControlOfBuildFile(path: string): string {
  return CONTENT_HASHED.test(path.split('\\').join('/')) ? IMMUTABLE : REVALIDATE;
}

/** A weak validator of a generated body: the same bytes, the same ETag, whatever the transfer encoding. */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names `etag` (or `*`), compared weakly as RFC 9110 says for GET. */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Sends `body` with its ETag, or an empty 304 when the browser already holds the same bytes.
 * Returns what the onSend hook passes on.
 */
export function revalidated(request: FastifyRequest, reply: FastifyReply, body: string): string {
  const etag = etagOf(body);
  reply.header('etag', etag);
  if (!matchesIfNoneMatch(request, etag)) return body;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}

/**
 * API answers are never stored by a browser or a shared cache unless their route says otherwise:
 * they hold a visitor's cart, session or crumb, or change from one call to the next.
 */
export function addApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    const json = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    if (json || new URL(request.url, 'http://localhost').pathname.startsWith('/api/')) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
