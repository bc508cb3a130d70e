/** The member session calls: sign in (keeping the xsrfToken) and sign out (sending it back). */
import { MEMBER_SESSION_API, MEMBER_XSRF_HEADER, forgetXsrfToken, keepXsrfToken, xsrfToken } from '../members/account.js';
import { del, post } from './request.js';

export interface MemberCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Signs the member in: the server sets the session cookie and answers the xsrfToken later calls send. Rejects with the ApiError. */
export async function signInMember(credentials: MemberCredentials): Promise<void> {
  const body = await post<{ xsrfToken?: unknown }>(MEMBER_SESSION_API, { body: credentials, quiet: true });
  if (typeof body?.xsrfToken === 'string') keepXsrfToken(body.xsrfToken, credentials.rememberMe);
}

/** Ends the member's session; a crumbFail answer is retried once with a fresh crumb. Rejects with the ApiError. */
export async function signOutMember(): Promise<void> {
  const token = xsrfToken();
  await del(MEMBER_SESSION_API, { query: { cloneCart: 'false' }, quiet: true, ...(token && { headers: { [MEMBER_XSRF_HEADER]: token } }) });
  forgetXsrfToken();
}
