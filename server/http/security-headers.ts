import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRUSTED_TYPES_DIRECTIVES } from '../../src/shared/dom/trusted-types.js';

/**
 * The Content-Security-Policy every response carries. No 'unsafe-inline': the runtime styles its
 * shadow roots through adoptedStyleSheets, and the demo keeps its scripts and styles in files.
 * Trusted Types are enforced with exactly the runtime's policies (src/shared/dom/trusted-types.ts),
 * so no HTML or script sink takes a plain string. Forms post only to this site.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  ...TRUSTED_TYPES_DIRECTIVES,
].join('; ');

/** A source a block names: an exact origin, or a path on this site (read against the request's origin). */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9._~/-]*$/;

/** What a page's blocks load from beyond the site's own policy: frames and scripts. */
export interface PageSources {
  frame?: readonly string[];
  script?: readonly string[];
  /** Third-party image origins (a map's tile service). */
  img?: readonly string[];
}

/** The sources that are an origin or a plain site path, as policy sources, each once; anything else is left out. */
function policySources(sources: readonly string[] | undefined, siteOrigin: string): string[] {
  return [
    ...new Set(
      (sources ?? []).flatMap((source) =>
        ORIGIN.test(source) ? [source] : SITE_PATH.test(source) && ORIGIN.test(siteOrigin) ? [siteOrigin + source] : [],
      ),
    ),
  ];
}

/**
 * A page's policy: the site's own, with `frame-src` for exactly the frames its blocks load (video
 * providers' origins, this site's embed frames) and `script-src` widened by exactly the third-party
 * scripts they load (social widgets, booking scripts). A page without such blocks gets the site's
 * policy unchanged, byte for byte.
 */
export function pagePolicy(sources: PageSources, siteOrigin: string): string {
  const frames = policySources(sources.frame, siteOrigin);
  const scripts = policySources(sources.script, siteOrigin);
  let policy = contentSecurityPolicy;
  if (scripts.length > 0) policy = policy.replace("script-src 'self'", `script-src 'self' ${scripts.join(' ')}`);
  if (frames.length > 0) policy = policy.replace("object-src 'none'", `frame-src ${frames.join(' ')}; object-src 'none'`);
  const images = policySources(sources.img, siteOrigin);
  if (images.length > 0) policy = policy.replace("img-src 'self' data:", `img-src 'self' data: ${images.join(' ')}`);
  return policy;
}

const pageSources = new WeakMap<FastifyReply, PageSources>();
const ownPolicies = new WeakMap<FastifyReply, string>();

/** What this reply's page loads beyond the site's policy; its policy is built from them as it goes out. */
export function setPageSources(reply: FastifyReply, sources: PageSources): void {
  pageSources.set(reply, sources);
}

/** A document with a policy of its own instead of the site's (the embed frame's sandbox). */
export function setOwnPolicy(reply: FastifyReply, policy: string): void {
  ownPolicies.set(reply, policy);
}

/**
 * Powerful features no page of the site uses, switched off for the page and every frame in it: only
 * names browsers know, since Chromium logs a warning on every page for one it does not.
 */
export const permissionsPolicy = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi']
  .map((feature) => `${feature}=()`)
  .join(', ');

export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
};

/**
 * A window this site opens, or that opens it, gets no handle on the other across origins. Browsers
 * apply this only to a trustworthy origin (https, or a loopback host) and complain about it on any
 * other, so it goes only there.
 */
export const openerPolicy = { 'cross-origin-opener-policy': 'same-origin' };

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

export function isTrustworthyOrigin(request: FastifyRequest): boolean {
  return request.protocol === 'https' || LOOPBACK.test(request.host ?? '');
}

/** Sent on every response, not only HTML: an SVG or a file opened directly is a document too. */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.headers(securityHeaders);
    const own = ownPolicies.get(reply);
    const sources = pageSources.get(reply);
    if (own) reply.header('content-security-policy', own);
    else if (sources) reply.header('content-security-policy', pagePolicy(sources, `${request.protocol}://${request.host}`));
    if (isTrustworthyOrigin(request)) reply.headers(openerPolicy);
  });
}
