/**
 * The site's public address: where owners and visitors reach it, from the server's settings, never
 * from a request. Invitation links are built from it (a Host header chosen by whoever sends the
 * request would otherwise choose where the link points), and where it is https every cookie the
 * server sets is Secure, with or without a proxy that says so (SQ_TRUST_PROXY).
 */
import type { FastifyInstance } from 'fastify';

/** An http(s) origin, with no credentials, path, query or fragment; undefined for anything else. */
export function publicOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/') return undefined;
  return url.origin;
}

/** The address: SQ_PUBLIC_URL (`configured`) first, else the site definition's `website.baseUrl`. */
export function sitePublicOrigin(configured: string | undefined, baseUrl: unknown): string | undefined {
  return configured ?? publicOrigin(baseUrl);
}

const SECURE = /;\s*secure\s*(;|$)/i;

/** Marks every cookie the server sets Secure while `isHttps()` says the public address is https. */
export function addSecureCookies(app: FastifyInstance, isHttps: () => Promise<boolean>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const cookies = reply.getHeader('set-cookie');
    if (cookies === undefined || !(await isHttps())) return payload;
    const list = (Array.isArray(cookies) ? cookies : [String(cookies)]).map((cookie) => (SECURE.test(cookie) ? cookie : `${cookie}; Secure`));
    reply.removeHeader('set-cookie');
    reply.header('set-cookie', list);
    return payload;
  });
}
