/**
 * The cookie banner's markup in the page's light DOM, so that it shows at first paint and its
 * buttons work before (and without) any script: a plain form that posts the choice to the server's
 * consent route, which stores it and comes back to the page. `<sq-cookie-banner>` enhances it: the
 * same markup, the same stylesheet (consent/banner-css.ts), its buttons then choose in place.
 * The site's banner comes from `cookieSettings` (siteBannerTemplate); a page may put its own as a
 * block, which wins over the site's.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { CONSENT_FORM, type CookieBannerSettingsInput } from '../constants/cookie-banner.js';
import { bannerLook } from '../consent/banner-look.js';
import { consentOfCookie } from '../consent/policy.js';
import { normalizeCookieBannerSettings, type CookieBannerSettings } from '../consent/settings.js';
import { parseRichText, type RichNode } from '../dom/rich-text.js';
import { englishText } from '../i18n/tables.js';
import { type Block, type BlockType } from './types.js';

export const BANNER_TEXT_ID = 'sq-cookie-banner-text';

export interface CookieBannerBlock extends Block {
  type: 'cookie-banner';
  /** Cookie banner settings, as the element's `settings` takes them; the site's own are not read. */
  settings?: CookieBannerSettingsInput;
}

/**
 * What the form needs from the page being rendered: where to come back to. It carries no crumb, so
 * the page is the same for every visitor; the consent route checks the browser's same-origin headers.
 */
export interface ConsentFormTarget {
  returnTo?: string;
}

function richText(nodes: readonly RichNode[]): unknown[] {
  return nodes.map((node) => {
    if (node.type === 'text') return node.text;
    const children = richText(node.children);
    switch (node.tag) {
      case 'a':
        return html`<a href=${ifDefined(node.href)}>${children}</a>`;
      case 'p':
        return html`<p>${children}</p>`;
      case 'strong':
        return html`<strong>${children}</strong>`;
      case 'em':
        return html`<em>${children}</em>`;
      case 'br':
        return html`<br />`;
    }
  });
}

const icon = html`<svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
  <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round" fill="none" />
</svg>`;

/**
 * The banner box and its form, as the element's view draws it, with the same classes. It lives in
 * the page, not a shadow root, so it names its parts with classes only: `part` is for shadow trees.
 */
export function bannerMarkup(settings: CookieBannerSettings, target: ConsentFormTarget = {}): TemplateResult {
  const look = bannerLook(settings);
  const icons = settings.cookieBannerCtaVariant === 'ICON';
  return html`<div
    class=${look.className}
    role=${look.role}
    aria-modal=${ifDefined(look.ariaModal === undefined ? undefined : String(look.ariaModal))}
    aria-label=${englishText('cookieBannerLabel')}
    aria-describedby=${BANNER_TEXT_ID}
    tabindex="-1"
  >
    <div class="text" id=${BANNER_TEXT_ID}>${richText(parseRichText(settings.cookieBannerText))}</div>
    <form class="actions" method="post" action=${CONSENT_FORM.action}>
      ${target.returnTo ? html`<input type="hidden" name=${CONSENT_FORM.returnField} value=${target.returnTo} />` : nothing}
      ${
        settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT'
          ? html`<button type="submit" class="decline" name=${CONSENT_FORM.choiceField} value="false">${settings.cookieBannerOptOutCtaText}</button>`
          : nothing
      }
      <button
        type="submit"
        class="accept"
        name=${CONSENT_FORM.choiceField}
        value="true"
        aria-label=${ifDefined(icons ? settings.cookieBannerCtaText : undefined)}
        title=${ifDefined(icons ? settings.cookieBannerCtaText : undefined)}
      >
        ${icons ? icon : settings.cookieBannerCtaText}
      </button>
    </form>
  </div>`;
}

/** Whether the site shows a cookie banner, so its visitors have a choice to change. */
export function hasSiteBanner(cookieSettings: unknown): boolean {
  return cookieSettings !== null && typeof cookieSettings === 'object' && normalizeCookieBannerSettings(cookieSettings).isCookieBannerEnabled;
}

/**
 * 'Cookie preferences': a form that asks the banner again. Without scripts it posts `ask` to the
 * consent route, and the next page draws the banner; the runtime instead opens the banner in place
 * through its force event.
 */
export function cookiePreferencesForm(buttonClass?: string): TemplateResult {
  return html`<form class="cookie-preferences" method="post" action=${CONSENT_FORM.action}>
    <button type="submit" class=${ifDefined(buttonClass)} name=${CONSENT_FORM.choiceField} value=${CONSENT_FORM.ask}>
      ${englishText('cookiePreferences')}
    </button>
  </form>`;
}

/**
 * The site's banner for a page: `<sq-cookie-banner>` marked with SITE_BANNER_ATTRIBUTE, with its markup, from the
 * site's `cookieSettings` and the consent cookie the request carried (`ss_cookieAllowed`). Nothing
 * once the visitor has chosen, unless they asked for it again (`asked`), or when the site turned its banner off.
 */
export function siteBannerTemplate(
  cookieSettings: unknown,
  consentCookieValue: string | undefined,
  target: ConsentFormTarget = {},
  asked = false,
): TemplateResult | typeof nothing {
  if (!hasSiteBanner(cookieSettings)) return nothing;
  const settings = normalizeCookieBannerSettings(cookieSettings);
  if (!asked && consentOfCookie(consentCookieValue) !== undefined) return nothing;
  // SITE_BANNER_ATTRIBUTE, written out: lit binds attribute values, not names (a test checks they agree).
  return html`<sq-cookie-banner data-sq-site-banner>${bannerMarkup(settings, target)}</sq-cookie-banner>`;
}

export const cookieBannerBlock: BlockType<CookieBannerBlock> = {
  type: 'cookie-banner',
  element: 'sq-cookie-banner',
  check: (block) =>
    block.settings !== undefined && (block.settings === null || typeof block.settings !== 'object' || Array.isArray(block.settings))
      ? 'settings must be an object of cookie banner settings'
      : undefined,
  // A page's own banner: drawn whatever the visitor chose, the element hides it once chosen.
  template: (block, context) => {
    const settings = normalizeCookieBannerSettings(block.settings);
    return html`<sq-cookie-banner id=${block.id} settings=${JSON.stringify(block.settings ?? {})}
      >${bannerMarkup(settings, { returnTo: context.path })}</sq-cookie-banner
    >`;
  },
};

export interface CookiePreferencesBlock extends Block {
  type: 'cookie-preferences';
}

/** 'Cookie preferences' in a page (the cookie policy): the visitor changes their answer there. */
export const cookiePreferencesBlock: BlockType<CookiePreferencesBlock> = {
  type: 'cookie-preferences',
  check: () => undefined,
  template: (block) => html`<div class="block block-cookie-preferences" id=${block.id}>${cookiePreferencesForm('button')}</div>`,
};
