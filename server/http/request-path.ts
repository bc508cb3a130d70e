import type { FastifyInstance } from 'fastify';

/**
 * A request path in the one form the server answers for. Anything a file server or router could
 * read two ways is refused before routing: dot segments, empty segments, backslashes, encoded
 * slashes and backslashes, percent signs left after decoding (double encoding) and control
 * characters. The decoded path is what every later check sees.
 * `url` is the request's raw URL, query included; the answer is the decoded path, or null when it
 * is not canonical.
 */
export function canonicalPath(url: string): string | null {
  const raw = url.split('?')[0]?.split('#')[0] ?? '';
  if (!raw.startsWith('/') || /\\|%(2f|5c|00)/i.test(raw)) return null;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (/[\u0000-\u001f\u007f\\]|%[0-9a-f]{2}/i.test(path)) return null;
  const segments = path.slice(1).split('/');
  const inner = segments.slice(0, -1);
  if (segments.some((segment) => segment === '.' || segment === '..') || inner.some((segment) => segment === '')) return null;
  return path;
}

/**
 * Reads (GET, HEAD) of a path that is not canonical get the not-found answer, so no later check
 * or file lookup sees a path that means something else once decoded. State-changing methods meet
 * the crumb check first (crumb.ts), whatever their path.
 */
export function addPathCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (canonicalPath(request.url) === null) return reply.callNotFound();
  });
}
