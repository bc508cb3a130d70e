/**
 * Who may see a page: the site's lock screen (a password for the whole site), a page's own
 * password (protected content) and the member areas (pages for signed-in site members). A visitor
 * who passed a password gets a cookie signed with the server's secret over the password's hash, so
 * it works on every process and stops working when the password changes.
 */
import type { FastifyRequest } from 'fastify';
import { PageType } from '../../src/shared/constants/enums.js';
import type { Db } from '../db/schema.js';
import { findSession } from '../store/site-users.js';
import { SITE_USER_COOKIE } from '../routes/site-users.js';
import type { SiteDocuments, SitePage } from './documents.js';

/** What stands between the visitor and the page, if anything. */
export type AccessDenial =
  | { pageType: typeof PageType.LOCK_SCREEN; scope: string }
  | { pageType: typeof PageType.PROTECTED_CONTENT; scope: string }
  | { pageType: typeof PageType.MEMBER_AREA_ACCESS_DENIED };

/** The password hash that unlocks `scope`: 'site' for the lock screen, a page's id for its own password. */
export function passwordHashOf(documents: SiteDocuments, scope: string): string | undefined {
  if (scope === 'site') return documents.website?.lockScreen?.passwordHash;
  const page = (documents.pages ?? []).find((entry) => entry.id === scope);
  return typeof page?.access === 'object' ? page.access.passwordHash : undefined;
}

/** The cookie that remembers `scope` was unlocked. */
export const unlockCookie = (scope: string): string => `sq_unlocked_${scope.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The cookie's value: the secret's signature over the scope and the password's hash. */
export const unlockValue = (sign: (value: string) => string, scope: string, passwordHash: string): string => sign(`unlock:${scope}:${passwordHash}`);

function unlocked(request: FastifyRequest, sign: (value: string) => string, scope: string, passwordHash: string): boolean {
  return request.cookies?.[unlockCookie(scope)] === unlockValue(sign, scope, passwordHash);
}

/**
 * What keeps the visitor from `page` (undefined for a product, post or search page): the site's
 * lock screen first, then the page's own password, then its member area.
 */
export async function accessDenial(
  request: FastifyRequest,
  { db, sign }: { db: Db; sign: (value: string) => string },
  documents: SiteDocuments,
  page: SitePage | undefined,
): Promise<AccessDenial | undefined> {
  const siteHash = documents.website?.lockScreen?.passwordHash;
  if (siteHash && !unlocked(request, sign, 'site', siteHash)) return { pageType: PageType.LOCK_SCREEN, scope: 'site' };
  if (!page?.access) return undefined;
  if (page.access === 'members') {
    return (await findSession(db, request.cookies?.[SITE_USER_COOKIE])) ? undefined : { pageType: PageType.MEMBER_AREA_ACCESS_DENIED };
  }
  return unlocked(request, sign, page.id, page.access.passwordHash) ? undefined : { pageType: PageType.PROTECTED_CONTENT, scope: page.id };
}

/** Pages a visitor may find in search: none behind a password or in a member area, none at all on a locked site. */
export const isOpenPage = (documents: SiteDocuments, page: SitePage): boolean => !documents.website?.lockScreen?.passwordHash && !page.access;
