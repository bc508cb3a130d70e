import type { FastifyInstance, FastifyReply } from 'fastify';
import { OWNER_SESSION_COOKIE, ownerOfSession } from '../accounts/owners.js';
import { expireForbiddenTrackingCookies } from '../analytics/consent.js';
import { withSiteBanner } from '../render/site-banner.js';
import { CONSENT_ASK_COOKIE_NAME, CONSENT_COOKIE_NAME } from '../../src/shared/constants/cookie-banner.js';
import { DOCS_PREFIX } from '../docs/content.js';
import type { PolicySettings } from '../../src/shared/consent/policy.js';
import { pageContext, siteDocuments } from '../site/context.js';
import { revalidated } from './caching.js';
import { addModulePreloads, readPreloads } from './module-preloads.js';

export const SITE_CONTEXT_ID = 'sq-site-context';

/** The page type of a page a route rendered (the site's pages, not found, error), by its reply. */
const pageTypes = new WeakMap<object, number>();

/** Says which page type the page this reply sends is; the context written into it carries it. */
export function setPageType(reply: FastifyReply, pageType: number): void {
  pageTypes.set(reply.raw, pageType);
}

/** Documents that are not pages of the site (the embed frame): they go out as the route wrote them. */
const ownDocuments = new WeakSet<object>();

/** Sends this reply's HTML as written: no site context, crumb, banner or preloads go into it. */
export function markOwnDocument(reply: FastifyReply): void {
  ownDocuments.add(reply.raw);
}

/** JSON that cannot end its script element or open a comment: every `<` is written as an escape. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The context script goes at the end of `<body>`: the runtime's module scripts, which read it, run
 * only once the document is parsed, and the page's own content comes first in the bytes, so a
 * browser that paints a partly received page draws the header whole.
 */
export function injectSiteContext(html: string, context: unknown): string {
  const script = `<script type="application/json" id="${SITE_CONTEXT_ID}">${scriptJson(context)}</script>\n`;
  const body = html.search(/<\/body>/i);
  return body === -1 ? html + script : `${html.slice(0, body)}${script}${html.slice(body)}`;
}

async function textOf(payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const chunk of payload as AsyncIterable<string | Buffer>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Every HTML page the server sends gets the crumb cookie and the website context as a
 * JSON script the runtime reads. JSON in a script element is data, never run, so the strict CSP
 * allows it. The page now varies with the stored site and the owner's session, so the file's
 * validators are dropped and an ETag of the page as sent replaces them (304 when the browser holds
 * it). A page naming an owner, or setting the visitor's crumb cookie, is for that browser only:
 * no shared cache may keep it. A route's `no-store` is kept. The site's cookie banner goes in
 * first, until the visitor has chosen (render/site-banner.ts), then the modulepreload links for
 * the elements on the page (module-preloads.ts). Tracking cookies the site's policy forbids expire
 * with every page.
 */
/** The site's cookie settings with its banner turned off. */
function withoutBanner(settings: unknown): unknown {
  return settings !== null && typeof settings === 'object' ? { ...settings, isCookieBannerEnabled: false } : settings;
}

export function addPageContext(app: FastifyInstance, { distDir }: { distDir: string }): void {
  const documents = siteDocuments(app.db);
  const preloads = readPreloads(distDir);
  app.addHook('onSend', async (request, reply, payload: unknown) => {
    if (ownDocuments.has(reply.raw)) return payload;
    const pageType = pageTypes.get(reply.raw);
    const sitePage = pageType !== undefined;
    // The site's own pages carry their status: a 404 or 500 page in the layout gets its context too,
    // and so does the page answering a form posted without scripts (server/routes/form-posts.ts).
    const status = reply.statusCode === 200 || sitePage;
    const method = ['GET', 'HEAD'].includes(request.method) || (sitePage && request.method === 'POST');
    if (!method || !status || payload == null) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    app.issueCrumb(request, reply);
    const owner = await ownerOfSession(app.db, request.cookies?.[OWNER_SESSION_COOKIE]);
    const site = await documents();
    expireForbiddenTrackingCookies(request, reply, site.website?.cookieSettings as PolicySettings | undefined);
    // The library's documentation is not the site: it keeps the site's policy (nothing tracks
    // before consent) but shows no banner, the runtime's included.
    const documentation = request.url.startsWith(DOCS_PREFIX);
    const cookieSettings = documentation ? withoutBanner(site.website?.cookieSettings) : site.website?.cookieSettings;
    const bannered = withSiteBanner(await textOf(payload), {
      cookieSettings,
      consentCookieValue: request.cookies?.[CONSENT_COOKIE_NAME],
      // The path only: the page's query comes back through the Referer, and never goes into the markup.
      returnTo: request.url.split('?')[0] ?? '/',
      asked: request.cookies?.[CONSENT_ASK_COOKIE_NAME] !== undefined,
    });
    const page = addModulePreloads(bannered, preloads);
    const context = pageContext(site, request.url, owner, pageType);
    const html = injectSiteContext(page, documentation ? { ...context, cookieSettings } : context);
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    reply.removeHeader('last-modified');
    const routeCaching = String(reply.getHeader('cache-control') ?? '');
    // A route's no-store is kept as it is: `private, no-store` for what depends on a member's session.
    if (routeCaching.includes('no-store') || request.method === 'POST') {
      reply.header('cache-control', routeCaching.includes('no-store') ? routeCaching : 'no-store');
      return html;
    }
    if (reply.statusCode !== 200) {
      reply.header('cache-control', 'no-store');
      return html;
    }
    const personal = Boolean(owner) || reply.hasHeader('set-cookie');
    reply.header('cache-control', personal ? 'private, no-cache' : 'no-cache');
    return revalidated(request, reply, html);
  });
}
