/**
 * Owner accounts as the back end and the server both check them: the password rule, the
 * invitation's fields (the editor's email messages among them), the names of permissions and
 * contributor roles, and which billing link the site's plan calls for. Pure, no I/O.
 */
import { ContributorRole, PermissionCode, SiteStatus } from '../constants/enums.js';
import { EMAIL_FORMAT_EXAMPLE, isValidEmail } from '../forms/validation.js';
import { t, type PlainStringKey } from '../i18n/format.js';
import { backEndAccess, type OwnerAccount } from '../config/access.js';

/** An owner's password: at least 8 characters (as for members joining), at most 1024, so a huge one cannot tie up a core while hashing. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
/** An owner's display name. */
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** Why `password` cannot be a new password, or '' when it can. */
export function newPasswordProblem(password: string): string {
  if (password.length < PASSWORD_MIN_LENGTH) return t('passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return t('passwordTooLong', { max: PASSWORD_MAX_LENGTH });
  return '';
}

/** The permission codes an invitation may give, with their names. */
export const PERMISSION_LABELS: Readonly<Record<PermissionCode, PlainStringKey>> = {
  [PermissionCode.AUTHENTICATED]: 'permissionAuthenticated',
  [PermissionCode.CONFIG]: 'permissionConfig',
  [PermissionCode.ADMIN]: 'permissionAdmin',
};

/** Every contributor role with its name, in the order of the codes. */
export const ROLE_LABELS: Readonly<Record<ContributorRole, PlainStringKey>> = {
  [ContributorRole.ADMIN]: 'roleAdmin',
  [ContributorRole.BILLING]: 'roleBilling',
  [ContributorRole.REPORTING]: 'roleReporting',
  [ContributorRole.EDITOR]: 'roleEditor',
  [ContributorRole.MODERATOR]: 'roleModerator',
  [ContributorRole.COMMENTER]: 'roleCommenter',
  [ContributorRole.STORE_MANAGER]: 'roleStoreManager',
  [ContributorRole.SCHEDULING]: 'roleScheduling',
  [ContributorRole.VIEWER]: 'roleViewer',
  [ContributorRole.CAMPAIGNS_EDITOR]: 'roleCampaignsEditor',
  [ContributorRole.SCHEDULING_VIEWER]: 'roleSchedulingViewer',
  [ContributorRole.SCHEDULING_EDITOR]: 'roleSchedulingEditor',
  [ContributorRole.NONE]: 'roleNone',
};

export const CONTRIBUTOR_ROLES = Object.values(ContributorRole) as ContributorRole[];
export const PERMISSION_CODES = Object.values(PermissionCode) as PermissionCode[];

const isRole = (value: unknown): value is ContributorRole => CONTRIBUTOR_ROLES.includes(value as ContributorRole);
const isPermission = (value: unknown): value is PermissionCode => PERMISSION_CODES.includes(value as PermissionCode);

/** A permission's name, or its code when it has none. */
export const permissionName = (permission: number): string => (isPermission(permission) ? t(PERMISSION_LABELS[permission]) : String(permission));

/** The roles' names, joined; unknown codes read as their numbers. */
export const roleNames = (roles: readonly number[]): string =>
  roles.length ? roles.map((role) => (isRole(role) ? t(ROLE_LABELS[role]) : String(role))).join(', ') : t('ownersNoRoles');

export interface Invitation {
  email: string;
  displayName: string;
  permission: PermissionCode;
  websiteRoles: ContributorRole[];
}

export type InvitationField = 'email' | 'displayName' | 'permission' | 'websiteRoles';
export type InvitationErrors = Partial<Record<InvitationField, string>>;

/**
 * Checks an invitation as typed: the email (empty: 'Please enter a valid email.'; malformed:
 * 'Emails must be formatted as user@domain.com.'), a name of 1 to 100 characters, a permission
 * code 0, 1 or 2 and contributor roles, each once. Gives the clean invitation, or the message of
 * each field at fault.
 */
export function checkInvitation(input: Record<string, unknown>): { invitation: Invitation } | { errors: InvitationErrors } {
  const errors: InvitationErrors = {};
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  if (email === '') errors.email = t('enterValidEmail');
  else if (!isValidEmail(email)) errors.email = t('emailsMustBeFormattedAs', { email: EMAIL_FORMAT_EXAMPLE });
  const displayName = typeof input.displayName === 'string' ? input.displayName.trim() : '';
  if (displayName === '') errors.displayName = t('ownersEnterName');
  else if (displayName.length > DISPLAY_NAME_MAX_LENGTH) errors.displayName = t('ownersNameTooLong', { max: DISPLAY_NAME_MAX_LENGTH });
  const permission = input.permission;
  if (!isPermission(permission)) errors.permission = t('ownersChoosePermission');
  const roles = input.websiteRoles ?? [];
  if (!Array.isArray(roles) || !roles.every(isRole)) errors.websiteRoles = t('ownersUnknownRole');
  if (Object.keys(errors).length) return { errors };
  return {
    invitation: {
      email: email.toLowerCase(),
      displayName,
      permission: permission as PermissionCode,
      websiteRoles: [...new Set(roles as ContributorRole[])].sort((a, b) => a - b),
    },
  };
}

/** Where a site is sent to pay: a trial upgrades, a plan changes its subscription. */
export const BILLING_UPGRADE_PATH = '/settings/billing/upgrade';
export const BILLING_SUBSCRIPTION_PATH = '/settings/billing/subscriptions/website';

/** The statuses of a site that pays for its own plan, and so may change it. */
const PAYING = new Set<number>([SiteStatus.PAID, SiteStatus.PASTDUE, SiteStatus.EXPIRED]);

/**
 * The billing link an owner sees, or undefined: only an admin sees one; a trial site gets the
 * upgrade link, a site that pays (paid, past due, expired) the subscription link. A site whose plan
 * is not its own to change (comped, internal, enterprise, resold, removed, beta …) gets none.
 */
export function billingLink(siteStatus: number | undefined, isAdmin: boolean): { kind: 'upgrade' | 'subscription'; href: string } | undefined {
  if (!isAdmin || siteStatus === undefined) return undefined;
  if (siteStatus === SiteStatus.TRIAL) return { kind: 'upgrade', href: BILLING_UPGRADE_PATH };
  if (PAYING.has(siteStatus)) return { kind: 'subscription', href: BILLING_SUBSCRIPTION_PATH };
  return undefined;
}

/**
 * Why `you` may not remove `target`, or '' when you may: nobody removes themselves (another admin
 * can), and the last owner who may manage owners stays, so the site always has an admin.
 */
export function removalRefusal(owners: readonly (OwnerAccount & { id: string })[], you: string, target: string): string {
  if (target === you) return t('ownersCannotRemoveSelf');
  const admins = owners.filter((owner) => backEndAccess(owner).owners);
  if (admins.length <= 1 && admins.some((owner) => owner.id === target)) return t('ownersLastAdmin');
  return '';
}
