/**
 * Sign-in limits per account, beside the limit per client address: password guesses spread over
 * many addresses against one account still slow down. The rule:
 * - after FAILURES_BEFORE_WAIT failures for an account, its next attempts wait 30 s, and each
 *   further failure doubles the wait, up to 15 minutes; an attempt during the wait is refused (429)
 *   before any password is checked, and counts as no failure;
 * - an hour after the last failure the count starts again, and a success clears it;
 * - an email that is no account counts the same way and gets the same answers, so the answers
 *   never tell whether the account exists.
 * Owners and members are counted apart. Counts live in the database, shared by every process.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/schema.js';
import { httpError } from '../http/errors.js';
import { clearSignInFailures, countSignInFailure, readSignInFailures } from '../store/sign-in-failures.js';

export const FAILURES_BEFORE_WAIT = 5;
export const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** How long a failure is remembered. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

export type AccountKind = 'owner' | 'member';

/** The wait `failures` earn: none below FAILURES_BEFORE_WAIT, then FIRST_WAIT_MS doubling up to MAX_WAIT_MS. */
export function waitAfter(failures: number): number {
  if (failures < FAILURES_BEFORE_WAIT) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - FAILURES_BEFORE_WAIT, 20));
}

/** The account's key in the table: the kind and the email as the account tables match it (trimmed, lower case), hashed. */
export function accountKey(kind: AccountKind, email: string): string {
  return createHash('sha256').update(`${kind}\n${email.trim().toLowerCase()}`).digest('hex');
}

export type SignInAttempt<T> = { outcome: 'signedIn'; account: T } | { outcome: 'failed' } | { outcome: 'wait'; seconds: number };

/**
 * One sign-in attempt for the account of `email`: refused while the account waits, else `check`
 * (which verifies the password and answers the account, or undefined) decides, and the count follows.
 */
export async function attemptSignIn<T>(
  db: Db,
  kind: AccountKind,
  email: string,
  check: () => Promise<T | undefined>,
  now: () => number = Date.now,
): Promise<SignInAttempt<T>> {
  const key = accountKey(kind, email);
  const stored = await readSignInFailures(db, key);
  const start = now();
  if (stored && stored.waitUntil > start && stored.lastFailedAt >= start - FAILURE_MEMORY_MS) {
    return { outcome: 'wait', seconds: Math.max(1, Math.ceil((stored.waitUntil - start) / 1000)) };
  }
  const account = await check();
  if (account !== undefined) {
    if (stored) await clearSignInFailures(db, key);
    return { outcome: 'signedIn', account };
  }
  const at = now();
  await countSignInFailure(db, key, at, at - FAILURE_MEMORY_MS, waitAfter);
  return { outcome: 'failed' };
}

/** What a refused attempt reads, the same as past the limit per address: it never says which limit, nor whether the account exists. */
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please try again later.';

/**
 * attemptSignIn for a route: the account, or undefined for a wrong email or password; while the
 * account waits it throws 429 (TOO_MANY_SIGN_INS) with Retry-After on `reply`.
 */
export async function limitedSignIn<T>(
  db: Db,
  reply: FastifyReply,
  kind: AccountKind,
  email: string,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const attempt = await attemptSignIn(db, kind, email, check);
  if (attempt.outcome === 'wait') {
    reply.header('retry-after', attempt.seconds);
    throw httpError(429, TOO_MANY_SIGN_INS);
  }
  return attempt.outcome === 'signedIn' ? attempt.account : undefined;
}
