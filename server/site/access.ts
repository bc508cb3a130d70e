/**
 * Who may see a page: the site's lock screen (a password for the whole site), a page's own
 * password (protected content) and member access (pages and items for signed-in site members, or
 * for the members of one member area; see member-access.ts). A visitor who passed a password gets
 * a cookie signed with the server's secret over the password's hash, so it works on every process
 * and stops working when the password changes.
 */
import type { FastifyRequest } from 'fastify';
import { PageType } from '../../src/shared/constants/enums.js';
import type { SignedInMember } from '../../src/shared/members/account.js';
import type { Db } from '../db/schema.js';
import { findSession } from '../store/site-users.js';
import { SITE_USER_COOKIE } from '../accounts/sign-in.js';
import type { SiteDocuments, SitePage } from './documents.js';
import { isMemberAccess, memberMayOpen, parseMemberAreas, type MemberAccess } from './member-access.js';

/** The member signed in on a request: who they are and the member areas their membership includes. */
export interface RequestMember extends SignedInMember {
  memberAreas: string[];
}

/** What stands between the visitor and the page, if anything. */
export type AccessDenial =
  | { pageType: typeof PageType.LOCK_SCREEN; scope: string }
  /** A page's own password. */
  | { pageType: typeof PageType.PROTECTED_CONTENT; scope: string }
  /** Member access, and nobody signed in: the member's sign-in, and the area the page is for, to join. */
  | { pageType: typeof PageType.PROTECTED_CONTENT; signIn: true; memberArea?: string }
  /** A signed-in member whose membership does not include the page. */
  | { pageType: typeof PageType.MEMBER_AREA_ACCESS_DENIED; member: SignedInMember };

/** The password hash that unlocks `scope`: 'site' for the lock screen, a page's id for its own password. */
export function passwordHashOf(documents: SiteDocuments, scope: string): string | undefined {
  if (scope === 'site') return documents.website?.lockScreen?.passwordHash;
  const page = (documents.pages ?? []).find((entry) => entry.id === scope);
  return typeof page?.access === 'object' && 'passwordHash' in page.access ? page.access.passwordHash : undefined;
}

/** The cookie that remembers `scope` was unlocked. */
export const unlockCookie = (scope: string): string => `sq_unlocked_${scope.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** The cookie's value: the secret's signature over the scope and the password's hash. */
export const unlockValue = (sign: (value: string) => string, scope: string, passwordHash: string): string => sign(`unlock:${scope}:${passwordHash}`);

function unlocked(request: FastifyRequest, sign: (value: string) => string, scope: string, passwordHash: string): boolean {
  return request.cookies?.[unlockCookie(scope)] === unlockValue(sign, scope, passwordHash);
}

/** Read once per request: the page, its navigation and its member area blocks all ask. */
const members = new WeakMap<object, Promise<RequestMember | undefined>>();

/** The site member signed in on `request` (its `sq_site_user` session), or undefined. */
export function requestMember(db: Db, request: FastifyRequest): Promise<RequestMember | undefined> {
  let found = members.get(request.raw);
  if (!found) {
    found = findSession(db, request.cookies?.[SITE_USER_COOKIE]).then((session) =>
      session
        ? {
            email: session.email,
            ...(session.first_name && { firstName: session.first_name }),
            ...(session.last_name && { lastName: session.last_name }),
            memberAreas: parseMemberAreas(session.member_areas),
          }
        : undefined,
    );
    members.set(request.raw, found);
  }
  return found;
}

/** The response varies with the member's session: the request carries one, or what it shows is for members. */
export const dependsOnMember = (request: FastifyRequest, access?: unknown): boolean =>
  Boolean(request.cookies?.[SITE_USER_COOKIE]) || isMemberAccess(access);

/** What member access keeps from `member`: the sign-in for nobody, a denial for a member without the area. */
export function memberDenial(access: MemberAccess, member: RequestMember | undefined): AccessDenial | undefined {
  if (memberMayOpen(access, member)) return undefined;
  if (!member) return { pageType: PageType.PROTECTED_CONTENT, signIn: true, ...(access !== 'members' && { memberArea: access.memberArea }) };
  const { memberAreas: _areas, ...shown } = member;
  return { pageType: PageType.MEMBER_AREA_ACCESS_DENIED, member: shown };
}

/**
 * What keeps the visitor from `page` or item (undefined for a product or search page): the site's
 * lock screen first, then the page's own password or its member access.
 */
export async function accessDenial(
  request: FastifyRequest,
  { db, sign }: { db: Db; sign: (value: string) => string },
  documents: SiteDocuments,
  page: (Pick<SitePage, 'id'> & { access?: SitePage['access'] }) | undefined,
): Promise<AccessDenial | undefined> {
  const siteHash = documents.website?.lockScreen?.passwordHash;
  if (siteHash && !unlocked(request, sign, 'site', siteHash)) return { pageType: PageType.LOCK_SCREEN, scope: 'site' };
  const access = page?.access;
  if (!page || !access) return undefined;
  if (isMemberAccess(access)) return memberDenial(access, await requestMember(db, request));
  return unlocked(request, sign, page.id, access.passwordHash) ? undefined : { pageType: PageType.PROTECTED_CONTENT, scope: page.id };
}

/** Pages a visitor may find in search: none behind a password or for members, none at all on a locked site. */
export const isOpenPage = (documents: SiteDocuments, page: SitePage): boolean => !documents.website?.lockScreen?.passwordHash && !page.access;

/** The paths of the members' pages `member` (undefined: a visitor) may not open: the navigation leaves them out. */
export function closedPaths(documents: SiteDocuments, member: RequestMember | undefined): string[] {
  return (documents.pages ?? []).filter((page) => isMemberAccess(page.access) && !memberMayOpen(page.access, member)).map((page) => page.path);
}
