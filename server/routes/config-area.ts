import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Owner } from '../site/documents.js';
import type { App, RouteOptions } from '../app.js';
import { OWNER_SESSION_COOKIE, ownerOfSession } from '../accounts/owners.js';
import { configAssetsDir, configScriptsDir } from '../paths.js';
import { MAX_PASSWORD_LENGTH } from '../accounts/passwords.js';
import { orLimited, signInRateLimit } from '../accounts/sign-in.js';
import { t } from '../../src/shared/i18n/format.js';
import { crumbRefused } from '../http/crumb.js';
import { missingCredentialsMessage } from '../assets/config/messages.js';
import {
  BACK_END_LOCALE,
  backEndPage,
  backEndScreenPage,
  configScriptMessages,
  CONFIG_ASSETS,
  previewFrameUrl,
  SIGN_IN_FORM_PATH,
  signInPage,
} from '../render/config-page.js';
import { BACK_END_REFUSALS, backEndAccess, type BackEndAccess } from '../../src/shared/config/access.js';
import { BACK_END_SCREENS, COLLECTION_PANEL_PREFIX, isCollectionId } from '../../src/shared/config/screens.js';
import { signIn } from './auth.js';
import { siteDocuments } from '../site/context.js';

/**
 * The config area (/config/?frameUrl=…), the back end the runtime sends owners to: a sign-in
 * form without an owner session, else the back-end shell framing `frameUrl`. Like every page it
 * gets the crumb and the website context (server/http/pages.ts); a signed-in owner's copy is private.
 */
export default async function configArea(app: App, { rateLimit }: RouteOptions): Promise<void> {
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

  const siteTitleOf = async () => String((await documents()).website?.website?.siteTitle || 'Your site');

  /**
   * A back-end page for the signed-in owner: `render` draws it for them; without an owner session
   * the answer is the sign-in form (signing in reloads the same address).
   */
  function ownerPage<Request extends FastifyRequest>(
    render: (page: { request: Request; reply: FastifyReply; owner: Owner; access: BackEndAccess; siteTitle: string }) => Promise<string> | string,
  ) {
    return async (request: Request, reply: FastifyReply) => {
      const [siteTitle, owner] = await Promise.all([siteTitleOf(), ownerOfSession(app.db, request.cookies[OWNER_SESSION_COOKIE])]);
      reply.type('text/html; charset=utf-8');
      if (!owner) {
        // The form carries the visitor's crumb, so no cache may keep the page for anyone else.
        reply.header('cache-control', 'no-store');
        return signInPage({ siteTitle, crumb: app.issueCrumb(request, reply) });
      }
      return render({ request, reply, owner, access: backEndAccess(owner), siteTitle });
    };
  }

  app.get<{ Querystring: { frameUrl?: unknown } }>(
    '/config/',
    ownerPage(({ request, owner, access, siteTitle }) => {
      return backEndPage({ siteTitle, displayName: owner.displayName, frameUrl: previewFrameUrl(request.query.frameUrl), access });
    }),
  );

  // The back end's screens, the rule in place of a screen the owner may not enter.
  for (const screen of BACK_END_SCREENS) {
    if (screen.id === 'preview') continue;
    app.get(
      screen.path,
      ownerPage(({ reply, owner, access, siteTitle }) => {
        const refused = 'area' in screen && !access[screen.area];
        if (refused) reply.code(403);
        return backEndScreenPage({
          screen,
          siteTitle,
          displayName: owner.displayName,
          access,
          ...(refused && { refusal: BACK_END_REFUSALS[screen.area] }),
        });
      }),
    );
  }

  // A collection's panel: the content screen for that collection's entries, for an owner who edits content or runs the store.
  const contentScreen = BACK_END_SCREENS.find((screen) => screen.id === 'content')!;
  app.get<{ Params: { collectionId: string } }>(
    `${COLLECTION_PANEL_PREFIX}:collectionId`,
    ownerPage(async ({ request, reply, owner, access, siteTitle }) => {
      const page = { screen: contentScreen, siteTitle, displayName: owner.displayName, access };
      if (!access.content && !access.commerce) {
        reply.code(403);
        return backEndScreenPage({ ...page, refusal: BACK_END_REFUSALS.content });
      }
      const { collectionId } = request.params;
      const collection = isCollectionId(collectionId)
        ? (await documents()).collections?.find((candidate) => candidate.id === collectionId)
        : undefined;
      if (!collection) {
        reply.code(404);
        return backEndScreenPage({ ...page, refusal: t('contentNoCollection', {}, BACK_END_LOCALE) });
      }
      return backEndScreenPage({ ...page, screenData: { collectionId, collectionTitle: String(collection.title ?? '') } });
    }),
  );

  /**
   * The sign-in form posted without scripts: signed in, the browser goes to the back end (303);
   * refused, it gets the sign-in page again with the reason and the email kept. Never JSON. The
   * form's script posts JSON to /api/auth/Login instead; each route counts its own sign-ins under the same limit.
   */
  const signInLimit = signInRateLimit(app, rateLimit.signIn);
  app.post(SIGN_IN_FORM_PATH, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim().slice(0, 256) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const refuse = async (status: number, error: string) => {
      reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return signInPage({ siteTitle: await siteTitleOf(), crumb: app.issueCrumb(request, reply), error, email });
    };
    if (crumbRefused(request)) return refuse(403, t('configCookiesRefused', {}, BACK_END_LOCALE));
    const allowed = await orLimited(signInLimit(request, reply));
    if ('limited' in allowed) return refuse(429, allowed.limited);
    if (email === '' || password === '') return refuse(400, missingCredentialsMessage(configScriptMessages(), email === '', password === ''));
    if (password.length > MAX_PASSWORD_LENGTH) return refuse(401, t('configSignInFailed', {}, BACK_END_LOCALE));
    // The account waits after repeated failures: the same page and words as past the limit per address.
    const signedIn = await orLimited(signIn(app, request, reply, { email, password }));
    if ('limited' in signedIn) return refuse(429, signedIn.limited);
    if (!signedIn.done) return refuse(401, t('configSignInFailed', {}, BACK_END_LOCALE));
    return reply.redirect('/config/', 303);
  });
}
