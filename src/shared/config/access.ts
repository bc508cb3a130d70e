/**
 * What an owner may do in the back end, from their permission code (0 authenticated, 1 config,
 * 2 admin) and their contributor roles. One rule for the server, which refuses with 403, and for
 * the back end's screens, which offer only what the owner may do.
 */
import { ContributorRole, PermissionCode } from '../constants/enums.js';
import { t } from '../i18n/format.js';
import { isViewerOnly } from '../site/roles.js';

/** The parts of the back end an owner may be allowed into. */
export const BACK_END_AREAS = [
  /** Read what visitors sent: form submissions, newsletter sign-ups, reviews, test orders, carts. */
  'readInbox',
  /** Delete a submission from the inbox. */
  'deleteFromInbox',
  /** Products' workflow, orders, carts and reviews. */
  'commerce',
  /** Items' workflow and the forms of the form builder. */
  'content',
  /** The site's header and footer, announcement bar and popup overlay (the design editors). */
  'design',
  /** Site-wide settings: the cookie banner and the site's languages. */
  'settings',
  /** Inviting and removing the site's owners. */
  'owners',
] as const;
export type BackEndArea = (typeof BACK_END_AREAS)[number];

export type BackEndAccess = Record<BackEndArea, boolean>;

export interface OwnerAccount {
  permission: number;
  websiteRoles?: unknown;
}

const rolesOf = (owner: OwnerAccount): number[] =>
  Array.isArray(owner.websiteRoles) ? owner.websiteRoles.filter((role): role is number => Number.isInteger(role)) : [];

/**
 * An admin (permission 2, or config permission with the admin role) may do everything. With config
 * permission an editor (or an owner holding no role) edits content, forms and design; a store
 * manager runs commerce; a viewer only reads the inbox, as does an account with no site permission
 * that holds the viewer role. Deleting from the inbox needs admin, or config permission and a role
 * other than viewer.
 */
export function backEndAccess(owner: OwnerAccount): BackEndAccess {
  const roles = rolesOf(owner);
  const config = owner.permission === PermissionCode.CONFIG || owner.permission === PermissionCode.ADMIN;
  const has = (role: number) => config && roles.includes(role);
  const admin = owner.permission === PermissionCode.ADMIN || has(ContributorRole.ADMIN);
  const editor = admin || has(ContributorRole.EDITOR) || (config && roles.length === 0);
  const storeManager = admin || has(ContributorRole.STORE_MANAGER);
  const mayChange = admin || (config && !isViewerOnly(roles));
  return {
    readInbox: mayChange || roles.includes(ContributorRole.VIEWER),
    deleteFromInbox: mayChange,
    commerce: storeManager,
    content: editor,
    design: editor,
    settings: admin,
    owners: admin,
  };
}

/** Why a call was refused for want of an area, stated as the rule (in the back end's language, English). */
export const BACK_END_REFUSALS: Readonly<Record<BackEndArea | 'signIn', string>> = {
  signIn: t('backEndRefusalSignIn', {}, 'en'),
  readInbox: t('backEndRefusalReadInbox', {}, 'en'),
  deleteFromInbox: t('backEndRefusalDeleteFromInbox', {}, 'en'),
  commerce: t('backEndRefusalCommerce', {}, 'en'),
  content: t('backEndRefusalContent', {}, 'en'),
  design: t('backEndRefusalDesign', {}, 'en'),
  settings: t('backEndRefusalSettings', {}, 'en'),
  owners: t('backEndRefusalOwners', {}, 'en'),
};
