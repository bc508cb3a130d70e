/**
 * Every page of the site, rendered from its definition in the site's layout: the pages of
 * pages.json with their blocks, each product and each blog post at its `fullUrl`, the search page,
 * the closed pages' forms, and the not-found and error pages (404 and 500, in the layout, with
 * their page types). What they show is drawn in server/render (site-content.ts, access-page.ts).
 * API routes keep their JSON errors.
 */
import { hasSiteBanner } from '../../src/shared/blocks/cookie-banner.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { html } from 'lit-html';
import type { App, RouteOptions } from '../app.js';
import { layoutFrameSources, layoutImageSources, layoutScriptSources, layoutTemplates } from '../../src/shared/blocks/index.js';
import { setPageSources } from '../http/security-headers.js';
import { commentScriptSources } from '../site/comments.js';
import { PageType } from '../../src/shared/constants/enums.js';
import { readHeaderFooter } from '../store/header-footer.js';
import { isVisible, siteDocuments } from '../site/context.js';
import { fontStylesheetLink } from '../fonts/links.js';
import { setPageType } from '../http/pages.js';
import { formStateFor } from '../forms/form-state.js';
import { layoutEvents } from '../store/events-calendar.js';
import {
  accessDenial,
  closedPaths,
  dependsOnMember,
  passwordHashOf,
  requestMember,
  unlockCookie,
  unlockValue,
  type AccessDenial,
  type RequestMember,
} from '../site/access.js';
import { isMemberAccess, isMembersOnly, memberMayOpen } from '../site/member-access.js';
import { joinableAreas, memberAreaName } from '../site/member-areas.js';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../accounts/passwords.js';
import { createSession, deleteSession } from '../store/site-users.js';
import { handOverMemberSession, orLimited, SESSION_COOKIE_OPTIONS, signInMember, signInRateLimit } from '../accounts/sign-in.js';
import { crumbRefused } from '../http/crumb.js';
import { isBilling, JOIN_EMAIL_TAKEN, joinMember, joinProblems, type JoinField } from '../accounts/join.js';
import { JOIN_NOT_OFFERED, joinChoiceMain, joinMain, MEMBER_WELCOME_PATH, welcomeMain } from '../render/join-page.js';
import { MEMBER_JOIN_PATH, MEMBER_SIGN_IN_PATH, MEMBER_SIGN_OUT_PATH, type SignedInMember } from '../../src/shared/members/account.js';
import type { BlockContext } from '../../src/shared/blocks/index.js';
import { SITE_USER_COOKIE } from '../accounts/sign-in.js';
import { t } from '../../src/shared/i18n/format.js';
import { siteHref } from '../../src/shared/blocks/links.js';
import { navigationPath } from '../render/site-layout.js';
import { sitePageHtml, type SiteFrame, type SitePageContent } from '../render/site-page.js';
import { searchSite, MAX_SEARCH_RESULTS } from '../store/search.js';
import { MAX_SEARCH_QUERY } from '../../src/shared/search/text.js';
import { blockContext, mapTileUrlOf, postMain, productMain, searchMain } from '../render/site-content.js';
import { cartContext, headerCartCount } from '../commerce/visitor-cart.js';
import { ACCESS_STATUS, accessMain, returnPath, signInMain, type DeniedArea } from '../render/access-page.js';
import { sameSitePath } from '../../src/shared/url/check.js';

/** What a response that depends on the member's session may be kept as: by nobody, the browser included. */
export const MEMBER_CACHE_CONTROL = 'private, no-store';

/** A browser's form post refused for its crumb: the browser kept no cookie, or the page is older than it. */
const FORM_CRUMB_REFUSED =
  'Your form could not be sent, because this browser did not keep the cookie the site needs. Allow cookies for this site, then try again.';

/** The signed-in member as blocks show them: who, never their areas. */
const shownMember = (member: RequestMember | undefined): SignedInMember | undefined => {
  if (!member) return undefined;
  const { memberAreas: _areas, ...shown } = member;
  return shown;
};

/**
 * A visitor's footer: 'Sign in' (to the sign-in page, and back to that page after) where its first
 * link to a members' page was, or last when it has none, on a site with members' pages; the other
 * members' links leave it as the navigation's do.
 */
function withSignIn(footer: Record<string, unknown> | undefined, closed: readonly string[]): Record<string, unknown> | undefined {
  if (!closed.length) return footer;
  const links: unknown[] = Array.isArray(footer?.links) ? footer.links : [];
  const paths = new Set(closed.map(navigationPath));
  const at = links.findIndex((link) => {
    const href = typeof link === 'object' && link !== null ? siteHref((link as { href?: unknown }).href) : undefined;
    return href !== undefined && paths.has(navigationPath(href));
  });
  const target = at < 0 ? undefined : siteHref((links[at] as { href: unknown }).href);
  const signIn = {
    title: t('memberSignIn'),
    // A slash may stand as it is in a query: '?path=/members' reads better than '?path=%2Fmembers'.
    href: target ? `${MEMBER_SIGN_IN_PATH}?path=${encodeURIComponent(target).replace(/%2F/g, '/')}` : MEMBER_SIGN_IN_PATH,
  };
  return { ...footer, links: at < 0 ? [...links, signIn] : [...links.slice(0, at), signIn, ...links.slice(at + 1)] };
}

/** What every page's blocks know of the request: the signed-in member and the page's crumb. */
const memberContext = (member: RequestMember | undefined, crumb: string): Pick<BlockContext, 'member' | 'crumb'> => {
  const shown = shownMember(member);
  return { crumb, ...(shown && { member: shown }) };
};

/** Request paths as pages name them: `/shop/` and `/shop/index.html` are `/shop`. */
const pathOf = (request: FastifyRequest): string => navigationPath(decodeURIComponent(request.url.split('?')[0] ?? '/'));

export interface SitePages {
  /**
   * A page in the layout as last drawn, with no stored data read: for answers given before any
   * route runs (an address too long for the HTTP parser). Title and message are text.
   */
  plainPage(content: { title: string; message: string }): string;
  /** Answers the site's not-found page (404) for a browser's request, or undefined for an API call or a file. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Answers the site's error page (500) for a browser's request. */
  serverError(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** Answers the site's error page with 503 and `reason` for a browser's request, when the database cannot serve it. */
  unavailable(request: FastifyRequest, reply: FastifyReply, reason: string): Promise<boolean>;
}

/**
 * A read of any address outside the API: it gets the site's pages (not found, error), whatever its
 * `Accept` says, so a link checker, a crawler or curl sees what a browser sees. Only `/api/` answers JSON.
 */
export const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|\?|$)/.test(request.url);

/** The site's pages of an app, and the answers that draw one. */
export interface SitePageAnswers extends SitePages {
  /** Sends `content` in the site's layout with this status and page type. */
  answer(request: FastifyRequest, reply: FastifyReply, status: number, pageType: number, content: SitePageContent): Promise<FastifyReply>;
}

const ofApp = new WeakMap<object, SitePageAnswers>();

/** One per app (its HTTP server, which every plugin scope shares), so the error pages and the routes share the layout as last drawn. */
export function sitePages(app: App): SitePageAnswers {
  let pages = ofApp.get(app.server);
  if (!pages) ofApp.set(app.server, (pages = makeSitePages(app)));
  return pages;
}

function makeSitePages(app: App): SitePageAnswers {
  const documents = siteDocuments(app.db);

  /** The frame of the last page drawn, for pages drawn without reading the database. */
  let latest: SiteFrame = { siteTitle: '', language: 'en', header: undefined, footer: undefined };

  /** The frame for `member`: the navigation leaves out the pages they may not open. */
  async function frame(member: RequestMember | undefined): Promise<SiteFrame> {
    const docs = await documents();
    const stored = await readHeaderFooter(app.db);
    const drawn = {
      siteTitle: String(docs.website?.website.siteTitle ?? ''),
      language: String(docs.website?.website.language ?? 'en'),
      header: stored?.header ?? docs.headerFooter?.header,
      footer: stored?.footer ?? docs.headerFooter?.footer,
      head: docs.website ? fontStylesheetLink(docs.website) : '',
      cookiePreferences: hasSiteBanner(docs.website?.cookieSettings),
      commentsBase: docs.website?.commentsBase,
    };
    // Pages drawn without reading the database show the navigation as a visitor sees it.
    const closedToVisitors = closedPaths(docs, undefined);
    latest = { ...drawn, footer: withSignIn(drawn.footer, closedToVisitors), closedPaths: closedToVisitors };
    return member ? { ...drawn, closedPaths: closedPaths(docs, member) } : latest;
  }

  const messagePage = (title: string, message: string, path: string): SitePageContent => ({
    title,
    path,
    noindex: true,
    width: 'narrow',
    main: html`<div class="block block-text">
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a class="button" href="/">Back to the home page</a></p>
    </div>`,
  });

  async function answer(request: FastifyRequest, reply: FastifyReply, status: number, pageType: number, content: SitePageContent) {
    setPageType(reply, pageType);
    // A signed-in member's navigation shows their member pages: nobody else may be given it.
    if (dependsOnMember(request)) reply.header('cache-control', MEMBER_CACHE_CONTROL);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(sitePageHtml({ ...(await frame(await requestMember(app.db, request))), cartCount: await headerCartCount(app, request, reply) }, content));
  }

  const notFoundContent = (path: string): SitePageContent => ({
    title: 'Page not found',
    path,
    noindex: true,
    width: 'narrow',
    main: html`<div class="block block-text">
      <h1>Page not found</h1>
      <p>We couldn’t find the page you were looking for. It may have moved, or the address may be mistyped.</p>
      <p><a class="button" href="/">Back to the home page</a> <a href="/search">Search the site</a></p>
    </div>`,
  });

  async function errorPage(request: FastifyRequest, reply: FastifyReply, status: number, message: string): Promise<boolean> {
    if (!wantsPage(request)) return false;
    const content = messagePage('Something went wrong', message, pathOf(request));
    // The error page is drawn in the layout as last read: reading the database again may be what failed.
    setPageType(reply, PageType.ERROR);
    reply.code(status).type('text/html; charset=utf-8').send(sitePageHtml(latest, content));
    return true;
  }

  return {
    answer,
    plainPage: ({ title, message }) => sitePageHtml(latest, { ...messagePage(title, message, '/'), static: true }),
    async notFound(request, reply) {
      if (!wantsPage(request)) return false;
      await answer(request, reply, 404, PageType.NOT_FOUND, notFoundContent(pathOf(request)));
      return true;
    },
    serverError: (request, reply) => errorPage(request, reply, 500, 'The page could not be shown just now. Please try again in a moment.'),
    unavailable: (request, reply, reason) =>
      errorPage(request, reply, 503, `The page could not be shown just now (${reason}). Please try again in a moment.`),
  };
}

/** The routes: one for every path, which finds the page, product or post there. */
export default async function sitePageRoutes(app: App, { rateLimit }: RouteOptions): Promise<void> {
  const pages = sitePages(app);
  const documents = siteDocuments(app.db);

  async function page(request: FastifyRequest<{ Querystring: { q?: unknown } }>, reply: FastifyReply) {
    const docs = await documents();
    const path = pathOf(request);
    // One address per page: `/shop/` and `/shop/index.html` send the browser to `/shop`, its query kept.
    const [asked = '/', query] = request.url.split(/\?(.*)/s);
    const tidy = sameSitePath(query === undefined ? path : `${path}?${query}`);
    if (asked !== '/' && asked !== path && navigationPath(asked) === path && !asked.includes('//') && tidy !== undefined) {
      return reply.redirect(tidy, 301);
    }
    const found = (docs.pages ?? []).find((entry) => navigationPath(entry.path) === path);
    const crumb = app.issueCrumb(request, reply);
    // What the page shows depends on who is signed in: a member's page, or a member area block on any page.
    if (found && (isMembersOnly(found) || found.layout.some((block) => block.type === 'member-area'))) {
      reply.header('cache-control', MEMBER_CACHE_CONTROL);
    }
    const denial = await accessDenial(request, app, docs, found);
    if (denial) return deny(request, reply, denial, path);
    if (found) {
      setPageSources(reply, {
        frame: layoutFrameSources(found.layout),
        // The comments provider's count script, only where post summaries ask for counts and the site has comments on.
        script: [...layoutScriptSources(found.layout), ...commentScriptSources(docs, found.layout)],
        img: layoutImageSources(found.layout, { mapTileUrl: mapTileUrlOf(docs) }),
      });
      return pages.answer(request, reply, 200, found.pageType ?? PageType.PAGE, {
        title: found.title,
        description: found.description,
        path,
        width: found.width,
        main: layoutTemplates(found.layout, {
          ...blockContext(docs, path, await formStateFor(app, request, reply, docs.forms ?? [], found.layout)),
          ...(await layoutEvents(app.db, found.layout)),
          ...memberContext(await requestMember(app.db, request), crumb),
          ...(await cartContext(app, request, reply)),
        }),
      });
    }
    if (path === '/search') {
      const query = typeof request.query.q === 'string' ? request.query.q.slice(0, MAX_SEARCH_QUERY) : '';
      const results = query ? await searchSite(app.db, app.dialect, docs, query, MAX_SEARCH_RESULTS) : [];
      return pages.answer(request, reply, 200, PageType.SEARCH, {
        title: 'Search',
        path,
        noindex: true,
        width: 'narrow',
        main: searchMain(query, results),
      });
    }
    const product = (docs.products ?? [])
      .filter(isVisible)
      .find((entry) => typeof entry.fullUrl === 'string' && navigationPath(entry.fullUrl) === path);
    if (product) {
      return pages.answer(request, reply, 200, PageType.CONTENT_ITEM, {
        title: String(product.title ?? ''),
        description: typeof product.excerpt === 'string' ? product.excerpt : undefined,
        path,
        main: productMain(product.id, docs, path, { crumb, ...(await cartContext(app, request, reply)) }),
      });
    }
    const item = (docs.items ?? []).filter(isVisible).find((entry) => typeof entry.fullUrl === 'string' && navigationPath(entry.fullUrl) === path);
    if (item) {
      // A member-only item shows on its own page only, to a member with access.
      if (isMembersOnly(item)) {
        reply.header('cache-control', MEMBER_CACHE_CONTROL);
        const itemDenial = await accessDenial(request, app, docs, item);
        if (itemDenial) return deny(request, reply, itemDenial, path);
      }
      return pages.answer(request, reply, 200, PageType.CONTENT_ITEM, {
        title: String(item.title ?? ''),
        description: typeof item.excerpt === 'string' ? item.excerpt : undefined,
        path,
        width: 'narrow',
        main: postMain(item, docs),
      });
    }
    if (await pages.notFound(request, reply)) return reply;
    return reply.code(404).send({ error: 'Not found' });
  }

  /** The page that stands before a closed page, with why the last try failed. */
  async function deny(request: FastifyRequest, reply: FastifyReply, denial: AccessDenial, path: string, error?: string, status?: number) {
    if ('signIn' in denial || 'member' in denial) reply.header('cache-control', MEMBER_CACHE_CONTROL);
    const area = 'signIn' in denial && denial.memberArea ? deniedArea(await documents(), denial.memberArea) : undefined;
    const { title, main } = accessMain(denial, path, app.issueCrumb(request, reply), error, area);
    return pages.answer(request, reply, status ?? ACCESS_STATUS[denial.pageType], denial.pageType, {
      title,
      path,
      main,
      noindex: true,
      width: 'narrow',
    });
  }

  /** A members-only page's area by its name, and whether visitors may join it. */
  const deniedArea = (docs: Awaited<ReturnType<typeof documents>>, id: string): DeniedArea => ({
    name: memberAreaName(docs.website, id),
    joinable: joinableAreas(docs.website).has(id),
  });

  app.get('/', page);
  app.get('/*', page);

  type Form = Partial<Record<string, unknown>>;
  const field = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

  /** A password form's post: the right password sets the unlock cookie and goes back to the page (303); a wrong one asks again (401). */
  app.post<{ Body: Form }>('/unlock', { preHandler: signInRateLimit(app, rateLimit.signIn) }, async (request, reply) => {
    const body = request.body ?? {};
    const path = returnPath(body.path);
    const scope = field(body.scope, 128);
    const hash = passwordHashOf(await documents(), scope);
    if (hash && (await verifyPassword(field(body.password, 1024), hash))) {
      reply.setCookie(unlockCookie(scope), unlockValue(app.sign, scope, hash), SESSION_COOKIE_OPTIONS);
      return reply.redirect(path, 303);
    }
    const denial: AccessDenial = scope === 'site' ? { pageType: PageType.LOCK_SCREEN, scope } : { pageType: PageType.PROTECTED_CONTENT, scope };
    const { title, main } = accessMain(denial, path, app.issueCrumb(request, reply), 'That password is not right. Try again.');
    return pages.answer(request, reply, 401, denial.pageType, { title, path, main, noindex: true, width: 'narrow' });
  });

  const signInLimit = signInRateLimit(app, rateLimit.signIn);
  /** Runs the sign-in limit per address; the refusal's message when it is spent. */
  async function overLimit(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    const outcome = await orLimited(signInLimit(request, reply));
    return 'limited' in outcome ? outcome.limited : undefined;
  }
  const SIGN_IN = { pageType: PageType.PROTECTED_CONTENT, signIn: true } as const;

  /** The sign-in page: the form, going to `path` after; or, signed in, the member's account and member pages. */
  async function signInPage(request: FastifyRequest, reply: FastifyReply, status: number, path: string, error?: string) {
    reply.header('cache-control', MEMBER_CACHE_CONTROL);
    const docs = await documents();
    const member = await requestMember(app.db, request);
    const shown = shownMember(member);
    const memberPages = (docs.pages ?? [])
      .filter((entry) => isMemberAccess(entry.access) && memberMayOpen(entry.access, member))
      .map((entry) => ({ path: entry.path, title: entry.title }));
    const { title, main } = signInMain({
      path,
      crumb: app.issueCrumb(request, reply),
      ...(error && { error }),
      ...(shown && { member: shown }),
      memberPages,
    });
    return pages.answer(request, reply, status, PageType.PAGE, { title, path: MEMBER_SIGN_IN_PATH, main, noindex: true, width: 'narrow' });
  }

  /** The site's sign-in page, where the footer's 'Sign in' leads; `path` is where to go after (the account by default). */
  app.get<{ Querystring: { path?: unknown } }>(MEMBER_SIGN_IN_PATH, (request, reply) =>
    signInPage(request, reply, 200, request.query.path === undefined ? MEMBER_SIGN_IN_PATH : returnPath(request.query.path)),
  );

  /** A refused sign-in: the page it was posted from again, with why: a members-only page's, else the sign-in page. */
  async function refuseSignIn(request: FastifyRequest, reply: FastifyReply, path: string, error: string, status = 401) {
    const docs = await documents();
    const entries = [
      ...(docs.pages ?? []).map((entry) => ({ at: entry.path, access: entry.access })),
      ...(docs.items ?? []).map((entry) => ({ at: entry.fullUrl, access: entry.access })),
    ];
    const closed = entries.find((entry) => isMemberAccess(entry.access) && typeof entry.at === 'string' && navigationPath(entry.at) === path)?.access;
    if (!isMemberAccess(closed)) return signInPage(request, reply, status, path, error);
    return deny(request, reply, { ...SIGN_IN, ...(closed !== 'members' && { memberArea: closed.memberArea }) }, path, error, status);
  }

  /**
   * A member's sign-in posted without scripts (the member area's form): a session as the API's
   * sign-in makes, then back to the page (303). Refused, the members-only page again with the
   * reason in the form.
   */
  app.post<{ Body: Form }>(MEMBER_SIGN_IN_PATH, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const body = request.body ?? {};
    const path = returnPath(body.path);
    if (crumbRefused(request)) return refuseSignIn(request, reply, path, FORM_CRUMB_REFUSED, 403);
    const limited = await overLimit(request, reply);
    if (limited) return refuseSignIn(request, reply, path, limited, 429);
    const password = field(body.password, MAX_PASSWORD_LENGTH + 1);
    const email = field(body.email, 256);
    const outcome = await orLimited(signInMember(app.db, reply, email, password));
    // The account waits after repeated failures: the same page and words as past the limit per address.
    if ('limited' in outcome) return refuseSignIn(request, reply, path, outcome.limited, 429);
    const user = outcome.done;
    if (user) {
      const rememberMe = body.rememberMe === 'true' || body.rememberMe === 'on';
      await handOverMemberSession(app.db, request, reply, await createSession(app.db, user.id, { rememberMe }), rememberMe);
      return reply.redirect(path, 303);
    }
    return refuseSignIn(request, reply, path, t('memberSignInFailed'));
  });

  /** A member's sign-out posted without scripts: the session ends, its cookie goes, and the browser goes back to the page (303). */
  app.post<{ Body: Form }>(MEMBER_SIGN_OUT_PATH, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const body = request.body ?? {};
    const path = returnPath(body.path);
    if (crumbRefused(request)) {
      reply.header('cache-control', MEMBER_CACHE_CONTROL);
      return pages.answer(request, reply, 403, PageType.PAGE, {
        title: 'Sign out',
        path,
        noindex: true,
        width: 'narrow',
        main: html`<div class="block block-text">
          <h1>Sign out</h1>
          <p class="notice form-error" role="alert">${FORM_CRUMB_REFUSED}</p>
          <p><a class="button" href=${path}>Back to the page</a></p>
        </div>`,
      });
    }
    await deleteSession(app.db, request.cookies[SITE_USER_COOKIE]);
    reply.clearCookie(SITE_USER_COOKIE, SESSION_COOKIE_OPTIONS);
    return reply.redirect(path, 303);
  });

  type JoinQuery = { billing?: unknown; area?: unknown };
  type Joinable = ReturnType<typeof joinableAreas>;
  /** The join page for a plan and area the site offers; undefined when the link names neither. */
  function joinTerms(query: JoinQuery, areas: Joinable) {
    const { billing, area } = query;
    const joinable = typeof area === 'string' ? areas.get(area) : undefined;
    return isBilling(billing) && joinable ? { billing, area: joinable } : undefined;
  }
  /** No plan and area named: the memberships to choose from; a plan or area the site does not offer: the same, with 400. */
  const chooseMembership = (request: FastifyRequest, reply: FastifyReply, areas: Joinable, status: number, notice?: string) => {
    reply.header('cache-control', 'no-store');
    return pages.answer(request, reply, status, PageType.PAGE, {
      title: 'Join',
      path: MEMBER_JOIN_PATH,
      noindex: true,
      width: 'narrow',
      main: joinChoiceMain([...areas.values()], notice),
    });
  };
  /** The first page of an area: where its new members go on from their welcome. */
  const areaPage = (docs: Awaited<ReturnType<typeof documents>>, area: string) =>
    (docs.pages ?? []).find((entry) => typeof entry.access === 'object' && 'memberArea' in entry.access && entry.access.memberArea === area);

  /** The join page: the plan and area from the pricing links, and the form. */
  app.get<{ Querystring: JoinQuery }>(MEMBER_JOIN_PATH, async (request, reply) => {
    const areas = joinableAreas((await documents()).website);
    const terms = joinTerms(request.query, areas);
    if (!terms) {
      return request.query.billing === undefined && request.query.area === undefined
        ? chooseMembership(request, reply, areas, 200)
        : chooseMembership(request, reply, areas, 400, JOIN_NOT_OFFERED);
    }
    reply.header('cache-control', MEMBER_CACHE_CONTROL);
    return pages.answer(request, reply, 200, PageType.PAGE, {
      title: 'Join',
      path: MEMBER_JOIN_PATH,
      noindex: true,
      width: 'narrow',
      main: joinMain({ ...terms, crumb: app.issueCrumb(request, reply) }),
    });
  });

  /**
   * The join form posted without scripts: the member stored and signed in, then to their welcome
   * (303). Refused, the form again with the values (never the password) and each field's error.
   */
  app.post<{ Body: Form }>(MEMBER_JOIN_PATH, { config: { answersCrumbFailure: true } }, async (request, reply) => {
    const body = request.body ?? {};
    const docs = await documents();
    const areas = joinableAreas(docs.website);
    const terms = joinTerms({ billing: body.billing, area: body.area }, areas);
    // Without the page's crumb nothing is read: the refusal comes first.
    if (!terms) {
      return crumbRefused(request)
        ? chooseMembership(request, reply, areas, 403, FORM_CRUMB_REFUSED)
        : chooseMembership(request, reply, areas, 400, JOIN_NOT_OFFERED);
    }
    const fields = {
      firstName: field(body.firstName, 1000),
      lastName: field(body.lastName, 1000),
      email: field(body.email, 1000),
      password: field(body.password, MAX_PASSWORD_LENGTH + 1),
      memberArea: terms.area.id,
      billing: terms.billing,
    };
    const again = (status: number, errors: Partial<Record<JoinField | 'form', string>>) => {
      reply.header('cache-control', MEMBER_CACHE_CONTROL);
      return pages.answer(request, reply, status, PageType.PAGE, {
        title: 'Join',
        path: MEMBER_JOIN_PATH,
        noindex: true,
        width: 'narrow',
        main: joinMain({
          ...terms,
          crumb: app.issueCrumb(request, reply),
          values: { firstName: fields.firstName.slice(0, 100), lastName: fields.lastName.slice(0, 100), email: fields.email.slice(0, 256) },
          errors,
        }),
      });
    };
    if (crumbRefused(request)) return again(403, { form: FORM_CRUMB_REFUSED });
    const limited = await overLimit(request, reply);
    if (limited) return again(429, { form: limited });
    const problems = joinProblems(fields, new Set(areas.keys()));
    if (Object.keys(problems).length) return again(400, problems);
    if (!(await joinMember(app, request, reply, fields))) return again(409, { email: JOIN_EMAIL_TAKEN });
    return reply.redirect(`${MEMBER_WELCOME_PATH}?${new URLSearchParams({ billing: terms.billing, area: terms.area.id }).toString()}`, 303);
  });

  /**
   * A new member's welcome (membership confirmed), where a join leads: greeted by name, the
   * membership and plan they chose, and the way into the area. Nobody signed in: the sign-in page.
   */
  app.get<{ Querystring: JoinQuery }>(MEMBER_WELCOME_PATH, async (request, reply) => {
    reply.header('cache-control', MEMBER_CACHE_CONTROL);
    const member = await requestMember(app.db, request);
    if (!member) return reply.redirect(MEMBER_SIGN_IN_PATH, 303);
    const docs = await documents();
    const { billing, area } = request.query;
    const joined = typeof area === 'string' && member.memberAreas.includes(area) ? joinableAreas(docs.website).get(area) : undefined;
    const home = joined && areaPage(docs, joined.id);
    return pages.answer(request, reply, 200, PageType.MEMBERSHIP_CONFIRMED, {
      title: 'Welcome',
      path: MEMBER_WELCOME_PATH,
      noindex: true,
      width: 'narrow',
      main: welcomeMain({
        ...(member.firstName && { firstName: member.firstName }),
        ...(joined && { area: joined }),
        ...(joined && isBilling(billing) && { billing }),
        next: home ? { href: home.path, title: home.title } : { href: MEMBER_SIGN_IN_PATH, title: 'your account' },
      }),
    });
  });
}
