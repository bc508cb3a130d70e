import { Type } from '@sinclair/typebox';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OriginPolicy } from './cors.js';

export const CRUMB_COOKIE = 'crumb';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A plain form on every page of the site posts here without a crumb field, so that the pages
     * stay the same for every visitor (shareable by caches): the browser's own Sec-Fetch-Site or
     * Origin header must say the site itself sent it. A crumb is accepted as everywhere else.
     */
    sameOriginForm?: boolean;
  }
}

/** The browser says the request comes from a page of this very origin (Fetch metadata, else the Origin header). */
export function isSameOriginPost(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin || !request.headers.host) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The requests whose crumb failed on a route that answers that itself (see `answersCrumbFailure`). */
const refused = new WeakSet<object>();

/**
 * A route for a browser's form post sets `config: { answersCrumbFailure: true }`: a failed crumb then
 * reaches its handler, which must call `crumbRefused` first and answer a page saying so (never
 * raw JSON, and never doing what was asked). Every other route keeps the JSON refusal.
 */
export function crumbRefused(request: FastifyRequest): boolean {
  return refused.has(request.raw);
}

/** A crumb is `nonce.signature`: any server process sharing the secret can check it without state. */
export function createCrumb(secret: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

function sign(secret: string, nonce: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

function same(a: unknown, b: unknown): boolean {
  const left = Buffer.from(String(a));
  const right = Buffer.from(String(b));
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isSignedCrumb(secret: string, crumb: unknown): crumb is string {
  if (typeof crumb !== 'string') return false;
  const [nonce, signature, extra] = crumb.split('.');
  return Boolean(nonce && signature && extra === undefined && same(signature, sign(secret, nonce)));
}

/** The crumb a request carries: the `crumb` query parameter, the X-CSRF-Token header, or a `crumb` form field (RecordEvent). */
export function crumbOf(request: FastifyRequest): unknown {
  const { body, query } = request as { body?: unknown; query?: unknown };
  const field = typeof body === 'object' && body !== null ? (body as { crumb?: unknown }).crumb : undefined;
  return (query as { crumb?: unknown } | undefined)?.crumb ?? request.headers['x-csrf-token'] ?? field;
}

/**
 * CSRF protection. Every page sets the `crumb` cookie; every state-changing request must
 * carry the same crumb, or a signed crumb from an allowed CORS origin (a third-party
 * page embedding a block, which cannot read the site's cookie). Otherwise: 401 `{ crumbFail: true }`.
 */
export function addCrumbProtection(app: FastifyInstance, { secret, isAllowedOrigin }: { secret: string; isAllowedOrigin: OriginPolicy }): void {
  // The crumb made for a request, so a form that embeds it and the page's own cookie agree.
  const issued = new WeakMap<FastifyRequest, string>();
  app.decorate('issueCrumb', (request, reply) => {
    const existing = request.cookies?.[CRUMB_COOKIE];
    if (isSignedCrumb(secret, existing)) return existing;
    const made = issued.get(request);
    if (made) return made;
    const crumb = createCrumb(secret);
    issued.set(request, crumb);
    reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', sameSite: 'lax', httpOnly: false });
    return crumb;
  });

  // Every state-changing request, whatever its path looks like and whichever route it matched (or
  // none): a check on the URL's text would miss `/%61pi/…`, which the router decodes to `/api/…`.
  // After body parsing, so a form-encoded `crumb` field counts; before validation and handlers.
  app.addHook('preValidation', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.sameOriginForm === true && isSameOriginPost(request)) return;
    const sent = crumbOf(request);
    const cookie = request.cookies?.[CRUMB_COOKIE];
    const valid = isSignedCrumb(secret, sent) && (same(sent, cookie ?? '') || isAllowedOrigin(request.headers.origin));
    if (valid) return;
    if (request.routeOptions.config?.answersCrumbFailure === true) {
      refused.add(request.raw);
      return;
    }
    return reply.code(401).send({ crumbFail: true });
  });

  // A third-party page asks for a crumb; CORS lets only allowed origins read the answer.
  app.get('/api/crumb', { schema: { response: { 200: Type.Object({ crumb: Type.String() }) } } }, async (request, reply) => ({
    crumb: app.issueCrumb(request, reply),
  }));
}
