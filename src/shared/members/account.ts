/**
 * Site-member accounts: the paths the member area's forms and calls use, and how the session's
 * xsrfToken is kept between pages (a stored value with an expiry, in local storage when the
 * member asked to stay signed in, else for the browser session).
 */
import { readStored, removeStored, writeStored, type StorageKind } from '../dom/storage.js';

/** The member session: POST signs in, DELETE signs out. */
export const MEMBER_SESSION_API = '/api/site-users/account/session';
/** POST: a new member (the pricing toggle's join buttons lead to its form). */
export const MEMBER_ACCOUNT_API = '/api/site-users/account';
/** The same, as forms that work without scripts. */
export const MEMBER_SIGN_IN_PATH = '/members/sign-in';
export const MEMBER_SIGN_OUT_PATH = '/members/sign-out';
export const MEMBER_JOIN_PATH = '/members/join';
/** Later member calls carry the session's xsrfToken in this header. */
export const MEMBER_XSRF_HEADER = 'X-Xsrf-Token';

/** Where a password shows once set: the same characters whatever its length. */
export const PASSWORD_PLACEHOLDER = '••••••••';

/** How long a session lasts: a remembered one 30 days, else a day (the server ends it then too). */
export const MEMBER_SESSION_TTL_MS = { remembered: 30 * 24 * 60 * 60 * 1000, browser: 24 * 60 * 60 * 1000 } as const;

const XSRF_KEY = 'sq-member-xsrf';
const KINDS: readonly StorageKind[] = ['local', 'session'];

/** The signed-in member a page shows. */
export interface SignedInMember {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** 'Ada Potter', or the email address when the member gave no name. */
export const memberName = ({ email, firstName, lastName }: SignedInMember): string =>
  [firstName, lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ') || email;

/** Keeps the session's xsrfToken: until the session would end, where it is needed on later pages. */
export function keepXsrfToken(token: string, rememberMe: boolean, now = Date.now()): void {
  forgetXsrfToken();
  writeStored(XSRF_KEY, token, {
    kind: rememberMe ? 'local' : 'session',
    expires: now + (rememberMe ? MEMBER_SESSION_TTL_MS.remembered : MEMBER_SESSION_TTL_MS.browser),
  });
}

/** The kept xsrfToken, unless it has expired. */
export function xsrfToken(): string | undefined {
  for (const kind of KINDS) {
    const token = readStored<string>(XSRF_KEY, kind);
    if (typeof token === 'string' && token !== '') return token;
  }
  return undefined;
}

export function forgetXsrfToken(): void {
  for (const kind of KINDS) removeStored(XSRF_KEY, kind);
}
