/**
 * The reservation block's rules, pure: which script URLs and business slugs it accepts, the
 * provider origin the page's policy must allow, and what the block shows in each state.
 */
import { RESERVATION_COLUMN_MODE_MAX_PX, RESERVATION_WIDE_THEME_ABOVE_PX } from '../constants/limits.js';
import { isSitePath, pageBase, thirdPartyUrl } from '../url/check.js';
import type { ThirdPartyState } from '../third-party/loader.js';

/** A business slug as booking providers write them: a letter or digit, then letters, digits, `-` or `_`; at most 100. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * The booking script's URL when it may load, else undefined: a provider's (see thirdPartyUrl), or a
 * path on the page's own site (`/stand-ins/table-booking.js`, a provider served by the site itself),
 * resolved against the page.
 */
export function reservationScriptUrl(value: unknown, base: string = pageBase()): URL | undefined {
  return isSitePath(value, base) ? new URL(value as string, base) : thirdPartyUrl(value, 'script');
}

/** The origin the page's policy must allow for the booking script: none for a script of the site's own. */
export function reservationScriptOrigin(value: unknown): string | undefined {
  return isSitePath(value) ? undefined : thirdPartyUrl(value, 'script')?.origin;
}

export function isBookingSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value);
}

/** The first problem with a block's script URL and slug (the slug only for a table booking), or undefined. */
export function reservationProblem(src: unknown, slug: unknown, { needsSlug }: { needsSlug: boolean }): string | undefined {
  if (!reservationScriptUrl(src))
    return `the script URL ${JSON.stringify(src ?? null)} is not usable: a path on the site, or https (http on a loopback host) with no credentials`;
  if ((needsSlug || slug !== undefined) && !isBookingSlug(slug)) {
    return `the business slug ${JSON.stringify(slug ?? null)} is not usable: letters, digits, - or _, at most 100`;
  }
  return undefined;
}

/** What the block shows: the owner's preview alert, the loader's state, or nothing more than its fallback when its data is unusable. */
export type ReservationView = 'preview' | 'invalid' | ThirdPartyState;

export function reservationView({ loggedIn, valid, state }: { loggedIn: boolean; valid: boolean; state: ThirdPartyState }): ReservationView {
  if (loggedIn) return 'preview';
  if (!valid) return 'invalid';
  return state;
}

/** Column mode (the notice and the booking stacked) at widths of 750 or less; the wide theme over 850 (container queries). */
export const RESERVATION_COLUMN_QUERY = `(width <= ${RESERVATION_COLUMN_MODE_MAX_PX}px)`;
export const RESERVATION_WIDE_QUERY = `(width > ${RESERVATION_WIDE_THEME_ABOVE_PX}px)`;
