/**
 * The member area block: `<sq-member-area>` around the member's forms. Signed out, a sign-in
 * form (email, password, stay signed in) and a link to join; signed in, who is signed in and a
 * sign-out button. Both are plain POST forms that work without scripts; the element sends them
 * as the account session calls instead and reloads the page as the member now sees it.
 */
import { html, nothing, type TemplateResult } from 'lit-html';
import { t } from '../i18n/format.js';
import {
  MEMBER_JOIN_PATH,
  MEMBER_SIGN_IN_PATH,
  MEMBER_SIGN_OUT_PATH,
  PASSWORD_PLACEHOLDER,
  memberName,
  type SignedInMember,
} from '../members/account.js';
import { siteHref } from './links.js';
import { isOptionalText, type Block, type BlockContext, type BlockType } from './types.js';

export interface MemberAreaBlock extends Block {
  type: 'member-area';
  /** Above the forms; none by default. */
  heading?: string;
  /** Where 'Join' leads; the member sign-up page by default. */
  joinHref?: string;
}

/** What the member area needs to render, for a block and for the pages that stand before a member area. */
export interface MemberAreaOptions {
  id: string;
  heading?: string;
  joinHref?: string;
  /** The signed-in member, if any. */
  member?: SignedInMember;
  /** The page's crumb, which the forms send without scripts. */
  crumb?: string;
  /** The page to come back to after signing in or out. */
  path: string;
  /** Why the last sign-in failed, from a post without scripts. */
  error?: string;
}

const signInForm = ({ id, joinHref, crumb, path, error }: MemberAreaOptions) => {
  const errorId = `${id}-error`;
  const described = error ? errorId : nothing;
  return html`<form class="member-form" method="post" action=${MEMBER_SIGN_IN_PATH} data-member="sign-in">
      <input type="hidden" name="crumb" value=${crumb ?? ''} />
      <input type="hidden" name="path" value=${path} />
      <p class="member-error" id=${errorId} role="alert" ?hidden=${!error}>${error ?? ''}</p>
      <label for=${`${id}-email`}>${t('memberEmail')}</label>
      <input
        id=${`${id}-email`}
        name="email"
        type="email"
        autocomplete="email"
        required
        aria-describedby=${described}
        aria-invalid=${error ? 'true' : nothing}
      />
      <label for=${`${id}-password`}>${t('memberPassword')}</label>
      <input
        id=${`${id}-password`}
        name="password"
        type="password"
        autocomplete="current-password"
        required
        aria-describedby=${described}
        aria-invalid=${error ? 'true' : nothing}
      />
      <label class="member-remember"><input type="checkbox" name="rememberMe" value="true" /> ${t('memberRemember')}</label>
      <button class="button" type="submit">${t('memberSignIn')}</button>
    </form>
    <p class="member-join">${t('memberJoinPrompt')} <a href=${siteHref(joinHref) ?? MEMBER_JOIN_PATH}>${t('memberJoin')}</a></p>`;
};

const account = ({ id, member, crumb, path }: MemberAreaOptions & { member: SignedInMember }) =>
  html`<p class="member-greeting">${t('memberSignedInAs', { name: memberName(member) })}</p>
    <dl class="member-account">
      <dt>${t('memberEmail')}</dt>
      <dd>${member.email}</dd>
      <dt>${t('memberPassword')}</dt>
      <dd>${PASSWORD_PLACEHOLDER}</dd>
    </dl>
    <form class="member-form" method="post" action=${MEMBER_SIGN_OUT_PATH} data-member="sign-out">
      <input type="hidden" name="crumb" value=${crumb ?? ''} />
      <input type="hidden" name="path" value=${path} />
      <p class="member-error" id=${`${id}-error`} role="alert" hidden></p>
      <button class="button" type="submit">${t('memberSignOut')}</button>
    </form>`;

/** The member area's markup: the sign-in form, or the signed-in member and the sign-out form. */
export function memberAreaTemplate(options: MemberAreaOptions): TemplateResult {
  const { id, heading, member } = options;
  return html`<sq-member-area id=${id} class="block block-member-area" ?signed-in=${member !== undefined}
    >${heading ? html`<h2 class="member-heading">${heading}</h2>` : nothing}${member ? account({ ...options, member }) : signInForm(options)}</sq-member-area
  >`;
}

export const memberAreaBlock: BlockType<MemberAreaBlock> = {
  type: 'member-area',
  element: 'sq-member-area',
  check: (block) => {
    if (!isOptionalText(block.heading)) return 'heading must be text';
    if (block.joinHref !== undefined && !siteHref(block.joinHref)) return 'joinHref must be an http(s) or site address';
    return undefined;
  },
  template: (block, context: BlockContext) =>
    memberAreaTemplate({
      id: block.id,
      path: context.path,
      ...(block.heading && { heading: block.heading }),
      ...(block.joinHref && { joinHref: block.joinHref }),
      ...(context.member && { member: context.member }),
      ...(context.crumb && { crumb: context.crumb }),
    }),
};
