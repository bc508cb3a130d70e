import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { OWNER_SESSION_COOKIE, ownerOfSession } from '../accounts/owners.js';
import { configAssetsDir, configScriptsDir } from '../paths.js';
import { backEndPage, CONFIG_ASSETS, previewFrameUrl, signInPage } from '../render/config-page.js';
import { siteDocuments } from '../site/context.js';

/** The page's own origin, as the browser sees it; frameUrl must resolve to it. */
function originOf(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The config area (§2 /config/?frameUrl=…), the back end the runtime sends owners to: a sign-in
 * form without an owner session, else the back-end shell framing `frameUrl`. Like every page it
 * gets the crumb and the website context (server/http/pages.ts); a signed-in owner's copy is private.
 */
export default async function configArea(app: App): Promise<void> {
  const documents = siteDocuments(app.db);

  // The compiled scripts and the styles, never the TypeScript sources beside them.
  app.register(fastifyStatic, {
    root: [configScriptsDir, configAssetsDir],
    prefix: CONFIG_ASSETS,
    decorateReply: false,
    allowedPath: (path) => /^\/[\w-]+\.(js|js\.map|css)$/.test(path),
  });

  app.get('/config', async (request, reply) => {
    const queryAt = request.url.indexOf('?');
    return reply.redirect(`/config/${queryAt === -1 ? '' : request.url.slice(queryAt)}`, 301);
  });

  app.get<{ Querystring: { frameUrl?: unknown } }>('/config/', async (request, reply) => {
    const { website } = await documents();
    const siteTitle = String(website?.website?.siteTitle || 'Your site');
    const owner = await ownerOfSession(app.db, request.cookies[OWNER_SESSION_COOKIE]);
    reply.type('text/html; charset=utf-8');
    if (!owner) return signInPage({ siteTitle });
    const origin = originOf(request);
    const frameUrl = origin ? previewFrameUrl(request.query.frameUrl, origin) : '/';
    return backEndPage({ siteTitle, displayName: owner.displayName, frameUrl });
  });
}
