/** The pages that stand before a closed page: the lock screen's and a protected page's password form, a member area's sign-in. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { siteHref } from '../../src/shared/blocks/links.js';
import { PageType } from '../../src/shared/constants/enums.js';
import type { AccessDenial } from '../site/access.js';

/** A site path to come back to after a form: only a plain path on this site, else the home page. */
export const returnPath = (value: unknown): string => {
  const path = typeof value === 'string' ? value : '';
  return path.startsWith('/') && !path.startsWith('//') && siteHref(path) === path ? path : '/';
};

/** The page that asks for what `denial` needs: the site's or the page's password, or a member's sign-in. */
export function accessMain(denial: AccessDenial, path: string, crumb: string, error?: string): { title: string; main: TemplateResult } {
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
export const ACCESS_STATUS: Record<AccessDenial['pageType'], number> = {
  [PageType.LOCK_SCREEN]: 401,
  [PageType.PROTECTED_CONTENT]: 401,
  [PageType.MEMBER_AREA_ACCESS_DENIED]: 403,
};
