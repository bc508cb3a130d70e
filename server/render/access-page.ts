/** The pages that stand before a closed page: the lock screen's and a protected page's password form, a member's sign-in or account. */
import { html, nothing, type TemplateResult } from 'lit-html';
import { sameSitePath } from '../../src/shared/url/check.js';
import { PageType } from '../../src/shared/constants/enums.js';
import { memberAreaTemplate } from '../../src/shared/blocks/member-area.js';
import { MEMBER_JOIN_PATH, MEMBER_SIGN_IN_PATH, type SignedInMember } from '../../src/shared/members/account.js';
import { t } from '../../src/shared/i18n/format.js';
import type { AccessDenial } from '../site/access.js';

/** A site path to come back to after a form: only a path on this site (see sameSitePath), else the home page. */
export const returnPath = (value: unknown): string => sameSitePath(value) ?? '/';

const MEMBERS_ONLY = 'Members only';

/** The join page's address for a plan and a member area. */
export const joinPath = (billing: string, area: string): string => `${MEMBER_JOIN_PATH}?${new URLSearchParams({ billing, area }).toString()}`;
/** What a signed-in member whose membership lacks the page's area reads. */
export const NOT_IN_MEMBERSHIP = 'Your membership does not include this page.';

/** The member area a members-only page is for, as visitors read it, and whether they may join it. */
export interface DeniedArea {
  name: string;
  joinable: boolean;
}

/**
 * The page that asks for what `denial` needs: the site's or the page's password, a member's
 * sign-in (the member area's own form), or, for a member without the page's area, who is signed
 * in and the way to sign out. `area` names the page's member area; 'Join' leads to its plans when
 * visitors may join it, else to all the site's memberships.
 */
export function accessMain(
  denial: AccessDenial,
  path: string,
  crumb: string,
  error?: string,
  area?: DeniedArea,
): { title: string; main: TemplateResult } {
  const errorLine = error ? html`<p class="notice form-error" id="access-error" role="alert">${error}</p>` : nothing;
  const described = error ? 'access-error' : nothing;
  if ('signIn' in denial) {
    return {
      title: MEMBERS_ONLY,
      main: html`<div class="block block-text">
          <h1>${MEMBERS_ONLY}</h1>
          <p>${area ? `This page is for members of ${area.name}.` : 'This page is for members.'} Sign in to see it.</p>
        </div>
        ${memberAreaTemplate({
          id: 'member-sign-in',
          path,
          crumb,
          ...(denial.memberArea && area?.joinable && { joinHref: joinPath('monthly', denial.memberArea) }),
          ...(error && { error }),
        })}`,
    };
  }
  if ('member' in denial) {
    return {
      title: MEMBERS_ONLY,
      main: html`<div class="block block-text">
          <h1>${MEMBERS_ONLY}</h1>
          <p>${NOT_IN_MEMBERSHIP}</p>
        </div>
        ${memberAreaTemplate({ id: 'member-account', member: denial.member, crumb, path })}`,
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

/** What the sign-in page needs: where to go after, and who is signed in already, with the member pages they may open. */
export interface SignInPageOptions {
  /** The page to go to after signing in. */
  path: string;
  crumb: string;
  error?: string;
  member?: SignedInMember;
  memberPages?: readonly { path: string; title: string }[];
}

/**
 * The site's sign-in page (`/members/sign-in`), where the footer's 'Sign in' leads: the member
 * area's sign-in form and the way to join. Signed in, who is signed in, their member pages and
 * the way to sign out.
 */
export function signInMain({ path, crumb, error, member, memberPages = [] }: SignInPageOptions): { title: string; main: TemplateResult } {
  if (member) {
    return {
      title: 'Your account',
      main: html`<div class="block block-text">
          <h1>Your account</h1>
          <p>${member.firstName ? `Welcome back, ${member.firstName}.` : 'Welcome back.'}</p>
          ${
            memberPages.length
              ? html`<p>Your membership includes:</p>
                  <ul class="member-pages">
                    ${memberPages.map((page) => html`<li><a href=${page.path}>${page.title}</a></li>`)}
                  </ul>`
              : html`<p>Your membership does not include any member pages yet. <a href=${MEMBER_JOIN_PATH}>See the memberships</a></p>`
          }
        </div>
        ${memberAreaTemplate({ id: 'member-account', member, crumb, path: MEMBER_SIGN_IN_PATH })}`,
    };
  }
  const title = t('memberSignIn');
  return {
    title,
    main: html`<div class="block block-text">
        <h1>${title}</h1>
        <p>Sign in with the email address and password of your membership.</p>
      </div>
      ${memberAreaTemplate({ id: 'member-sign-in', path, crumb, ...(error && { error }) })}`,
  };
}

/** Lock screen and protected content ask for a password or a sign-in (401); a member without the page's area is turned away (403). */
export const ACCESS_STATUS: Record<AccessDenial['pageType'], number> = {
  [PageType.LOCK_SCREEN]: 401,
  [PageType.PROTECTED_CONTENT]: 401,
  [PageType.MEMBER_AREA_ACCESS_DENIED]: 403,
};
