/**
 * Every page of the site, rendered from its definition in the site's layout: the pages of
 * pages.json with their blocks, each product and each blog post at its `fullUrl`, the search page,
 * and the not-found and error pages (404 and 500, in the layout, with their page types). API
 * routes keep their JSON errors.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { html, nothing, type TemplateResult } from 'lit-html';
import type { App, RouteOptions } from '../app.js';
import { layoutTemplates, type BlockContext } from '../../src/shared/blocks/index.js';
import { imageSrc, siteHref } from '../../src/shared/blocks/links.js';
import { productBlock } from '../../src/shared/blocks/product.js';
import { itemDate, summaryItems } from '../../src/shared/blocks/summary.js';
import { PageType } from '../../src/shared/constants/enums.js';
import { readHeaderFooter } from '../store/header-footer.js';
import { isVisible, siteDocuments } from '../site/context.js';
import type { Item, SiteDocuments, SitePage } from '../site/documents.js';
import { fontStylesheetLink } from '../fonts/links.js';
import { setPageType } from '../http/pages.js';
import { formStateFor } from '../forms/form-state.js';
import { accessDenial, isOpenPage, passwordHashOf, unlockCookie, unlockValue, type AccessDenial } from '../site/access.js';
import { verifyPassword } from '../accounts/passwords.js';
import { createSession, deleteSession, findSiteUserByEmail } from '../store/site-users.js';
import { SESSION_COOKIE_OPTIONS, signInRateLimit } from '../accounts/sign-in.js';
import { SITE_USER_COOKIE } from './site-users.js';
import { navigationPath } from '../render/site-layout.js';
import { sitePageHtml, type SiteFrame, type SitePageContent } from '../render/site-page.js';

const DEFAULT_CURRENCY = 'USD';

/** What a page's blocks may read: the site's visible products and items, its forms and collections. */
export function blockContext(documents: SiteDocuments, path: string, formState?: BlockContext['formState']): BlockContext {
  return {
    formState,
    path,
    currency: documents.website?.websiteSettings?.storeSettings?.currency ?? DEFAULT_CURRENCY,
    // The definition's check (productShapeProblem) let only products of the runtime's shape in.
    products: (documents.products ?? []).filter(isVisible) as BlockContext['products'],
    forms: documents.forms ?? [],
    collections: documents.collections ?? [],
    items: (documents.items ?? []).filter(isVisible),
  };
}

/** Request paths as pages name them: `/shop/` and `/shop/index.html` are `/shop`. */
const pathOf = (request: FastifyRequest): string => navigationPath(decodeURIComponent(request.url.split('?')[0] ?? '/'));

/** A search of the site's pages, products and posts: every word of the query in the title or text. */
function search(documents: SiteDocuments, query: string): { title: string; href: string; excerpt?: string }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const matches = (...texts: unknown[]) => {
    const text = texts
      .filter((part) => typeof part === 'string')
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const pageText = (page: SitePage) => JSON.stringify(page.layout);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return [
    ...(documents.pages ?? [])
      .filter((page) => isOpenPage(documents, page) && matches(page.title, page.description, pageText(page)))
      .map((page) => ({ title: page.title, href: page.path, excerpt: page.description })),
    ...(documents.products ?? [])
      .filter(isVisible)
      .filter((product) => matches(product.title, product.excerpt))
      .map((product) => ({ title: String(product.title ?? ''), href: String(product.fullUrl ?? ''), excerpt: text(product.excerpt) })),
    ...(documents.items ?? [])
      .filter(isVisible)
      .filter((item) => matches(item.title, item.excerpt, ...(Array.isArray(item.body) ? item.body : [])))
      .map((item) => ({ title: String(item.title ?? ''), href: String(item.fullUrl ?? ''), excerpt: text(item.excerpt) })),
  ].filter((result) => siteHref(result.href));
}

function searchMain(documents: SiteDocuments, query: string): TemplateResult {
  const results = search(documents, query);
  return html`<div class="block block-text"><h1>Search</h1></div>
    <form class="search-form" role="search" action="/search" method="get">
      <label for="search-query">Search the site</label>
      <div class="search-row">
        <input id="search-query" name="q" type="search" .value=${query} value=${query} /><button class="button" type="submit">Search</button>
      </div>
    </form>
    ${
      query
        ? html`<section class="search-results" aria-labelledby="search-results-heading">
            <h2 id="search-results-heading">${results.length === 1 ? '1 result' : `${results.length} results`} for “${query}”</h2>
            ${
              results.length
                ? html`<ul>
                    ${results.map((result) => html`<li><a href=${siteHref(result.href) ?? '/'}>${result.title}</a>${result.excerpt ? html`<p>${result.excerpt}</p>` : nothing}</li>`)}
                  </ul>`
                : html`<p>No results found</p>`
            }
          </section>`
        : nothing
    }`;
}

/** A blog post: its title, date and author, its body as paragraphs of text, and the way back to its blog. */
function postMain(item: Item, documents: SiteDocuments): TemplateResult {
  const date = itemDate(item.publishOn);
  const collection = (documents.collections ?? []).find((entry) => entry.id === item.collectionId);
  const body = Array.isArray(item.body) ? item.body.filter((paragraph): paragraph is string => typeof paragraph === 'string') : [];
  const image = imageSrc(item.assetUrl);
  const size = /^(\d{1,5})x(\d{1,5})$/.exec(String(item.originalSize ?? ''));
  const more = summaryItems(blockContext(documents, '').items, item.collectionId, 4)
    .filter((entry) => entry.id !== item.id)
    .slice(0, 3);
  return html`<article class="post">
      <header class="post-header">
        ${collection ? html`<p class="post-collection"><a href=${siteHref(collection.fullUrl) ?? '/'}>${String(collection.title ?? '')}</a></p>` : nothing}
        <h1>${item.title ?? ''}</h1>
        <p class="post-meta">
          ${date ? html`<time datetime=${date.iso}>${date.text}</time>` : nothing}${item.author ? html` · ${String(item.author)}` : nothing}
        </p>
      </header>
      ${image && size ? html`<img class="post-image" src=${image} alt="" width=${size[1] ?? ''} height=${size[2] ?? ''} />` : nothing}
      ${body.map((paragraph) => html`<p>${paragraph}</p>`)}
    </article>
    ${
      more.length
        ? html`<nav class="post-more" aria-label="More posts">
            <h2>More from ${String(collection?.title ?? 'the site')}</h2>
            <ul>
              ${more.map((entry) => html`<li><a href=${siteHref(entry.fullUrl) ?? '/'}>${entry.title ?? ''}</a></li>`)}
            </ul>
          </nav>`
        : nothing
    }`;
}

/** A product's own page: where it belongs, the product block with its images, price and options. */
function productMain(productId: string, documents: SiteDocuments, path: string): TemplateResult {
  const product = (documents.products ?? []).find((entry) => entry.id === productId);
  const collection = (documents.collections ?? []).find((entry) => entry.id === product?.collectionId);
  return html`${
    collection
      ? html`<nav class="breadcrumbs" aria-label="Breadcrumb">
          <ol>
            <li><a href=${siteHref(collection.fullUrl) ?? '/'}>${String(collection.title ?? '')}</a></li>
            <li aria-current="page">${String(product?.title ?? '')}</li>
          </ol>
        </nav>`
      : nothing
  }
  ${productBlock.template({ type: 'product', id: 'product', productId, page: true }, blockContext(documents, path))}`;
}

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
}

/** A browser asking for a page, not a script asking for data or a file. */
export const wantsPage = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !/^\/(api|dist|vendor)\//.test(request.url) &&
  String(request.headers.accept ?? '').includes('text/html');

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

  async function frame(): Promise<SiteFrame> {
    const docs = await documents();
    const stored = await readHeaderFooter(app.db);
    latest = {
      siteTitle: String(docs.website?.website.siteTitle ?? ''),
      language: String(docs.website?.website.language ?? 'en'),
      header: stored?.header ?? docs.headerFooter?.header,
      footer: stored?.footer ?? docs.headerFooter?.footer,
      head: docs.website ? fontStylesheetLink(docs.website) : '',
    };
    return latest;
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
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(sitePageHtml(await frame(), content));
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

  return {
    answer,
    plainPage: ({ title, message }) => sitePageHtml(latest, { ...messagePage(title, message, '/'), static: true }),
    async notFound(request, reply) {
      if (!wantsPage(request)) return false;
      await answer(request, reply, 404, PageType.NOT_FOUND, notFoundContent(pathOf(request)));
      return true;
    },
    async serverError(request, reply) {
      if (!wantsPage(request)) return false;
      const content = messagePage('Something went wrong', 'The page could not be shown just now. Please try again in a moment.', pathOf(request));
      // The error page is drawn in the layout as last read: reading the database again may be what failed.
      setPageType(reply, PageType.ERROR);
      reply.code(500).type('text/html; charset=utf-8').send(sitePageHtml(latest, content));
      return true;
    },
  };
}

/** A site path to come back to after a form: only a plain path on this site, else the home page. */
const returnPath = (value: unknown): string => {
  const path = typeof value === 'string' ? value : '';
  return path.startsWith('/') && !path.startsWith('//') && siteHref(path) === path ? path : '/';
};

/** The page that asks for what `denial` needs: the site's or the page's password, or a member's sign-in. */
function accessMain(denial: AccessDenial, path: string, crumb: string, error?: string): { title: string; main: TemplateResult } {
  const errorLine = error ? html`<p class="notice form-error" id="access-error" role="alert">${error}</p>` : nothing;
  const described = error ? 'access-error' : nothing;
  if (denial.pageType === PageType.MEMBER_AREA_ACCESS_DENIED) {
    return {
      title: 'Members only',
      main: html`<div class="block block-text">
          <h1>Members only</h1>
          <p>This page is for members of the studio. Sign in to see it.</p>
        </div>
        ${errorLine}
        <form class="access-form" method="post" action="/members/sign-in">
          <input type="hidden" name="crumb" value=${crumb} />
          <input type="hidden" name="path" value=${path} />
          <label for="member-email">Email</label>
          <input id="member-email" name="email" type="email" autocomplete="email" required aria-describedby=${described} />
          <label for="member-password">Password</label>
          <input id="member-password" name="password" type="password" autocomplete="current-password" required aria-describedby=${described} />
          <button class="button" type="submit">Sign in</button>
        </form>`,
    };
  }
  const site = denial.pageType === PageType.LOCK_SCREEN;
  const title = site ? 'Private site' : 'Protected page';
  return {
    title,
    main: html`<div class="block block-text">
        <h1>${title}</h1>
        <p>${site ? 'Enter the password to see the site.' : 'Enter the password to see this page.'}</p>
      </div>
      ${errorLine}
      <form class="access-form" method="post" action="/unlock">
        <input type="hidden" name="crumb" value=${crumb} />
        <input type="hidden" name="scope" value=${denial.scope} />
        <input type="hidden" name="path" value=${path} />
        <label for="access-password">Password</label>
        <input id="access-password" name="password" type="password" autocomplete="current-password" required aria-describedby=${described} />
        <button class="button" type="submit">Enter</button>
      </form>`,
  };
}

/** Lock screen and protected content ask for a password (401); a member area turns a visitor away (403). */
const ACCESS_STATUS: Record<AccessDenial['pageType'], number> = {
  [PageType.LOCK_SCREEN]: 401,
  [PageType.PROTECTED_CONTENT]: 401,
  [PageType.MEMBER_AREA_ACCESS_DENIED]: 403,
};

/** The routes: one for every path, which finds the page, product or post there. */
export default async function sitePageRoutes(app: App, { rateLimit }: RouteOptions): Promise<void> {
  const pages = sitePages(app);
  const documents = siteDocuments(app.db);

  async function page(request: FastifyRequest<{ Querystring: { q?: unknown } }>, reply: FastifyReply) {
    const docs = await documents();
    const path = pathOf(request);
    // One address per page: `/shop/` and `/shop/index.html` send the browser to `/shop`, its query kept.
    const [asked = '/', query] = request.url.split(/\?(.*)/s);
    if (asked !== '/' && asked !== path && navigationPath(asked) === path && !asked.includes('//')) {
      return reply.redirect(query === undefined ? path : `${path}?${query}`, 301);
    }
    const found = (docs.pages ?? []).find((entry) => navigationPath(entry.path) === path);
    const denial = await accessDenial(request, app, docs, found);
    if (denial) {
      const { title, main } = accessMain(denial, path, app.issueCrumb(request, reply));
      return pages.answer(request, reply, ACCESS_STATUS[denial.pageType], denial.pageType, { title, path, main, noindex: true, width: 'narrow' });
    }
    if (found) {
      return pages.answer(request, reply, 200, found.pageType ?? PageType.PAGE, {
        title: found.title,
        description: found.description,
        path,
        width: found.width,
        main: layoutTemplates(found.layout, blockContext(docs, path, await formStateFor(app, request, reply, docs.forms ?? [], found.layout))),
      });
    }
    if (path === '/search') {
      const query = typeof request.query.q === 'string' ? request.query.q.slice(0, 200) : '';
      return pages.answer(request, reply, 200, PageType.SEARCH, {
        title: 'Search',
        path,
        noindex: true,
        width: 'narrow',
        main: searchMain(docs, query),
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
        main: productMain(product.id, docs, path),
      });
    }
    const item = (docs.items ?? []).filter(isVisible).find((entry) => typeof entry.fullUrl === 'string' && navigationPath(entry.fullUrl) === path);
    if (item) {
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

  /** A member's sign-in from a member area's page: a session as the API's sign-in makes, then back to the page. */
  app.post<{ Body: Form }>('/members/sign-in', { preHandler: signInRateLimit(app, rateLimit.signIn) }, async (request, reply) => {
    const body = request.body ?? {};
    const path = returnPath(body.path);
    const user = await findSiteUserByEmail(app.db, field(body.email, 256));
    if (user && (await verifyPassword(field(body.password, 1024), user.password_hash))) {
      await deleteSession(app.db, request.cookies[SITE_USER_COOKIE]);
      const session = await createSession(app.db, user.id, { rememberMe: false });
      reply.setCookie(SITE_USER_COOKIE, session.token, SESSION_COOKIE_OPTIONS);
      return reply.redirect(path, 303);
    }
    const { title, main } = accessMain(
      { pageType: PageType.MEMBER_AREA_ACCESS_DENIED },
      path,
      app.issueCrumb(request, reply),
      'The email address or password is incorrect.',
    );
    return pages.answer(request, reply, 401, PageType.MEMBER_AREA_ACCESS_DENIED, { title, path, main, noindex: true, width: 'narrow' });
  });
}
