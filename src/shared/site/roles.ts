/** Visitor roles and permissions as pure rules over the website context. */
import { ContributorRole, PermissionCode } from '../constants/enums.js';
import { MOBILE_INFO_BAR_MAX_PX } from '../constants/limits.js';
import { t } from '../i18n/format.js';
import type { WebsiteContext } from './context.js';

type ValueOf<T> = T[keyof T];

/** Who is looking at the page. */
export const VisitorKind = {
  ANONYMOUS: 'anonymous',
  AUTHENTICATED_ACCOUNT: 'authenticated account',
  BACK_END: 'back-end context',
} as const;
export type VisitorKind = ValueOf<typeof VisitorKind>;

/** The back end is the admin frame; anyone else is an authenticated account when the context names one. */
export function visitorKind(context: WebsiteContext, { inBackEnd = false }: { inBackEnd?: boolean } = {}): VisitorKind {
  if (inBackEnd) return VisitorKind.BACK_END;
  return isAuthenticated(context) ? VisitorKind.AUTHENTICATED_ACCOUNT : VisitorKind.ANONYMOUS;
}

export function isAuthenticated(context: Pick<WebsiteContext, 'authenticatedAccount'>): boolean {
  return context.authenticatedAccount !== null && typeof context.authenticatedAccount === 'object';
}

/** True when the account holds roles and every one is viewer; no roles at all is not viewer-only. */
export function isViewerOnly(roles: readonly number[]): boolean {
  return roles.length > 0 && roles.every((role) => role === ContributorRole.VIEWER);
}

export function canLogOut(context: Pick<WebsiteContext, 'authenticatedAccount'>): boolean {
  return isAuthenticated(context);
}

/** The Escape shortcut to config needs a logged-in account or the site setting useEscapeKeyToLogin. */
export function mayUseEscapeShortcut(context: Pick<WebsiteContext, 'authenticatedAccount' | 'websiteSettings'>): boolean {
  return isAuthenticated(context) || context.websiteSettings.useEscapeKeyToLogin === true;
}

/** The account's permission code, or undefined for a visitor or an account without a valid one. */
export function permissionOf(context: Pick<WebsiteContext, 'authenticatedAccount'>): PermissionCode | undefined {
  const permission = context.authenticatedAccount?.permission;
  return Object.values(PermissionCode).includes(permission as PermissionCode) ? (permission as PermissionCode) : undefined;
}

export function mayMirrorEditorEvents(context: Pick<WebsiteContext, 'authenticatedAccount'>): boolean {
  return permissionOf(context) === PermissionCode.ADMIN;
}

export function isPointerTrackingEnabled(context: Pick<WebsiteContext, 'authenticatedAccount'>): boolean {
  return isAuthenticated(context);
}

export function showsMobileInfoBar(width: number): boolean {
  return width <= MOBILE_INFO_BAR_MAX_PX;
}

/** The same rule as a media query, to follow the window as it is resized. */
export const MOBILE_INFO_BAR_MEDIA_QUERY = `(max-width: ${MOBILE_INFO_BAR_MAX_PX}px)`;

export const BADGE_HIDDEN_TEMPLATE_VERSION = '7.1';
export const BADGE_TYPE_NONE = 'none';

export function showsBadge({ templateVersion, badgeType }: { templateVersion?: string | number; badgeType?: string }): boolean {
  return String(templateVersion) !== BADGE_HIDDEN_TEMPLATE_VERSION && badgeType?.toLowerCase() !== BADGE_TYPE_NONE;
}

export interface SiteLoaders {
  announcementBar: boolean;
  overlaysManager: boolean;
  popupOverlay: boolean;
}

export interface SiteLoaderConditions {
  viewportWidth: number;
  /** Whether the licensed assets bar has something to show; the context does not say. */
  licensedAssetsBar?: boolean;
}

/** Which site-wide modules to load: every one of them for a logged-in account. */
export function siteLoaders(context: WebsiteContext, { viewportWidth, licensedAssetsBar = false }: SiteLoaderConditions): SiteLoaders {
  const loggedIn = isAuthenticated(context);
  const { websiteSettings } = context;
  const badge = showsBadge({ templateVersion: context.templateVersion, badgeType: websiteSettings.badgeType });
  const mobileInfoBar = websiteSettings.mobileInfoBarSettings?.isEnabled === true && showsMobileInfoBar(viewportWidth);
  return {
    announcementBar: loggedIn || context.showAnnouncementBar,
    overlaysManager: loggedIn || badge || mobileInfoBar || licensedAssetsBar,
    // A visitor needs the popup overlay only when the site has one switched on.
    popupOverlay: loggedIn || websiteSettings.popupOverlaySettings?.isEnabled === true,
  };
}

/** The reservation block's alert for a logged-in user, or undefined for a visitor. */
export function reservationPreviewAlert(context: Pick<WebsiteContext, 'authenticatedAccount'>): { title: string; message: string } | undefined {
  if (!isAuthenticated(context)) return undefined;
  return { title: t('reservationPreviewOnlyTitle'), message: t('reservationPreviewOnlyMessage') };
}

/** Config permission groups (permission code 1). */
export const CONFIG_PERMISSION_GROUPS = [
  'content manager',
  'settings',
  'activity',
  'commerce',
  'newsletter',
  'CRM',
  'marketing',
  'scheduling',
] as const;
export type ConfigPermissionGroup = (typeof CONFIG_PERMISSION_GROUPS)[number];

const NEWSLETTER_AREAS = ['subscribers', 'groups', 'messages', 'settings'] as const;

/** Config sub-permissions, grouped names joined with a colon. */
export const CONFIG_SUB_PERMISSIONS = [
  'change structure',
  'trusted commenter',
  'delete jobs',
  ...(['general', 'locale', 'domain', 'billing', 'developer', 'sessions'] as const).map((name) => `settings:${name}` as const),
  ...(['orders', 'shipping', 'coupons', 'taxes', 'inventory', 'discounts', 'payments', 'POS', 'product reviews'] as const).map(
    (name) => `commerce:${name}` as const,
  ),
  ...NEWSLETTER_AREAS.map((area) => `newsletter:${area}:read` as const),
  ...NEWSLETTER_AREAS.map((area) => `newsletter:${area}:write` as const),
  'accept terms of service',
  'add or remove domains',
] as const;
export type ConfigSubPermission = (typeof CONFIG_SUB_PERMISSIONS)[number];

/** Admin sub-permissions: the known names among about 68 internal staff capabilities. */
export const ADMIN_SUB_PERMISSIONS = [
  'billing read',
  'billing write',
  'billing refund',
  'billing add credit',
  'log in as a user',
  'change user email',
  'suspend a site',
  'remove a site',
  'two-factor',
  'fraud detection',
  'extend trial',
  'grant access',
] as const;
export type AdminSubPermission = (typeof ADMIN_SUB_PERMISSIONS)[number];
