/**
 * The site's layout around every page the server renders from the site definition: the document
 * head (styles, the loader, the website context), the skip link, the site header with its
 * navigation, the page's main content, the footer and `<sq-site>`. The header and footer are the
 * ones stored through /api/site-header-footer (the definition seeds them). Everything site owners
 * wrote is text in a template, so it can never become markup.
 */
import { cookiePreferencesForm } from '../../src/shared/blocks/cookie-banner.js';
import { html, nothing, type TemplateResult } from 'lit-html';
import { siteHref } from '../../src/shared/blocks/links.js';
import { searchBoxTemplate } from '../../src/shared/blocks/search.js';
import { SEARCH_PATH } from '../../src/shared/analytics/census.js';
import { cartCountLabel } from '../../src/shared/commerce/cart-count.js';
import { CART_PAGE_PATH } from '../../src/shared/commerce/cart-forms.js';
import { t } from '../../src/shared/i18n/format.js';

/** A link of the header's navigation or the footer. */
export interface SiteLink {
  title: string;
  href: string;
}

/** The stored header: the site's name, its navigation, and whether it shows the cart and the search box. */
export interface SiteHeader {
  title?: string;
  navigation?: SiteLink[];
  cart?: boolean;
  search?: boolean;
}

/** The stored footer: a line of text, links, and the studio's address lines. */
export interface SiteFooter {
  text?: string;
  links?: SiteLink[];
  address?: string[];
}

const isLink = (value: unknown): value is SiteLink =>
  typeof value === 'object' && value !== null && typeof (value as SiteLink).title === 'string' && siteHref((value as SiteLink).href) !== undefined;

/** The header and footer as stored: whatever an owner saved is read defensively, bad links left out. */
export function readHeader(stored: Record<string, unknown> | undefined, siteTitle: string): Required<SiteHeader> {
  const navigation = Array.isArray(stored?.navigation) ? stored.navigation.filter(isLink) : [];
  return {
    title: typeof stored?.title === 'string' && stored.title ? stored.title : siteTitle,
    navigation,
    cart: stored?.cart !== false,
    search: stored?.search !== false,
  };
}

export function readFooter(stored: Record<string, unknown> | undefined): SiteFooter {
  return {
    text: typeof stored?.text === 'string' ? stored.text : undefined,
    links: Array.isArray(stored?.links) ? stored.links.filter(isLink) : [],
    address: Array.isArray(stored?.address) ? stored.address.filter((line): line is string => typeof line === 'string') : [],
  };
}

/** The navigation path of a page: no query, no trailing slash but the root's. */
export function navigationPath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/\/index\.html$/, '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : '/';
}

/** Whether `href` is the current page or a section it belongs to (the shop for a product page). */
function current(href: string, path: string): 'page' | 'true' | undefined {
  const target = navigationPath(href);
  if (target === path) return 'page';
  return target !== '/' && path.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * The cart indicator, holding a plain link to the cart with the count the server knows (none on a
 * page drawn without reading the visitor's cart) for browsers that run no scripts; where scripts run
 * the element draws its own link in the space it reserves, and this one stays hidden.
 */
function cartLinkTemplate(count: number | undefined): TemplateResult {
  const label = count === undefined ? undefined : cartCountLabel(count);
  return html`<sq-cart-indicator id="cart-indicator" class="site-cart"
    ><a class="sq-fallback site-cart-link" href=${CART_PAGE_PATH}
      >${t('cartLink')}${label && !label.empty ? html`<span class="site-cart-count" aria-hidden="true">${label.text}</span>` : nothing}${
        label ? html`<span class="visually-hidden"> ${label.spokenLabel}</span>` : nothing
      }</a
    ></sq-cart-indicator
  >`;
}

/**
 * The header: the site's name linking home, the navigation and the cart. On narrow screens the
 * navigation folds behind a menu button that opens it as a popover: the browser opens and closes
 * it, moves focus and closes it on Escape or a click outside, with or without scripts.
 */
export function headerTemplate(header: Required<SiteHeader>, path: string, cartCount?: number): TemplateResult {
  const page = navigationPath(path);
  return html`<header class="site-header">
    <div
      class=${['site-header-inner', header.cart ? 'site-header-inner--cart' : '', header.search && page !== SEARCH_PATH ? 'site-header-inner--search' : ''].filter(Boolean).join(' ')}
    >
      <a class="site-title" href="/">${header.title}</a>
      <nav class="site-nav" aria-label="Main">
        <button class="site-menu-button" type="button" popovertarget="site-menu" aria-label="Menu">
          <span class="site-menu-icon" aria-hidden="true"></span>
        </button>
        <ul id="site-menu" class="site-menu" popover>
          ${header.navigation.map((link) => {
            const href = siteHref(link.href) ?? '/';
            return html`<li><a href=${href} aria-current=${current(href, page) ?? nothing}>${link.title}</a></li>`;
          })}
        </ul>
      </nav>
      ${header.search && page !== SEARCH_PATH ? searchBoxTemplate({ id: 'site-search', compact: true, placeholder: t('searchButton'), className: 'site-search' }) : nothing}
      ${header.cart ? cartLinkTemplate(cartCount) : nothing}
    </div>
  </header>`;
}

export function footerTemplate(footer: SiteFooter, siteTitle: string, cookiePreferences = false): TemplateResult {
  return html`<footer class="site-footer">
    <div class="site-footer-inner">
      <div>
        <p class="site-footer-title">${siteTitle}</p>
        ${(footer.address ?? []).length ? html`<address>${(footer.address ?? []).map((line) => html`${line}<br />`)}</address>` : nothing}
      </div>
      ${
        (footer.links ?? []).length || cookiePreferences
          ? html`<nav aria-label="Footer">
              <ul class="site-footer-links">
                ${(footer.links ?? []).map((link) => html`<li><a href=${siteHref(link.href) ?? '/'}>${link.title}</a></li>`)}
                ${cookiePreferences ? html`<li>${cookiePreferencesForm()}</li>` : nothing}
              </ul>
            </nav>`
          : nothing
      }
      ${footer.text ? html`<p class="site-footer-text">${footer.text}</p>` : nothing}
    </div>
  </footer>`;
}
