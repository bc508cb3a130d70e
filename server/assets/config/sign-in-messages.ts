// What the sign-in form says, for its script and for the server that answers it without scripts.

/** A sign-in whose email or password is wrong (which of the two is never said). */
export const SIGN_IN_FAILED = 'Incorrect email or password.';

/** What a sign-in left empty: the email, the password, or both. */
export function missingCredentialsMessage(email: boolean, password: boolean): string {
  if (email && password) return 'Enter your email address and password.';
  return email ? 'Enter your email address.' : 'Enter your password.';
}
