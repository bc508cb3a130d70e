/**
 * Who among the site's members may see a page, an item or an event: any signed-in member
 * (`'members'`) or the members whose `memberAreas` include a named area (`{ memberArea }`). Pure:
 * the definition's values in, answers out. Member-only items and events never appear in a list,
 * a summary, search, the calendar or the site context, for anyone: only an item's own page shows
 * it, to a member with access.
 */

/** A member area's name: letters, digits, `-` and `_`. */
export const MEMBER_AREA_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What a page, item or event may ask of a member. */
export type MemberAccess = 'members' | { memberArea: string };

/** The signed-in member as far as access goes: the areas their membership includes. */
export interface MemberOfAccess {
  memberAreas: readonly string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A member-access value of the definition: `'members'` or `{ memberArea: 'studio' }`. */
export function isMemberAccess(value: unknown): value is MemberAccess {
  if (value === 'members') return true;
  return isObject(value) && Object.keys(value).length === 1 && typeof value.memberArea === 'string' && MEMBER_AREA_ID.test(value.memberArea);
}

/** The problem with an item's or event's `access`, or undefined; they take member access only. */
export function memberAccessProblem(value: unknown): string | undefined {
  if (value === undefined || isMemberAccess(value)) return undefined;
  return `has access ${JSON.stringify(value)}: "members" (any signed-in member) or { "memberArea": "studio" } (letters, digits, - or _)`;
}

/** Whether an entry of the definition (a page, item or event) is for members only. */
export const isMembersOnly = (entry: object): boolean => isMemberAccess((entry as { access?: unknown }).access);

/** Whether `member` (undefined: nobody signed in) may see what `access` keeps. */
export function memberMayOpen(access: MemberAccess, member: MemberOfAccess | undefined): boolean {
  if (!member) return false;
  return access === 'members' || member.memberAreas.includes(access.memberArea);
}

/** A member's stored areas (JSON text in `site_users.member_areas`), read defensively. */
export function parseMemberAreas(stored: unknown): string[] {
  try {
    const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return Array.isArray(value) ? value.filter((area): area is string => typeof area === 'string') : [];
  } catch {
    return [];
  }
}
