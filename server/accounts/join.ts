/**
 * Joining the site as a member: the join form's and the account call's fields, checked the same
 * way for both, then the member stored with the area they joined and signed in, in one
 * transaction (an answer of success means the member is stored). No payment is taken.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { hashPassword, MAX_PASSWORD_LENGTH } from './passwords.js';
import { handOverMemberSession } from './sign-in.js';
import { createSession, createSiteUser } from '../store/site-users.js';

/** The plans a member may choose; no payment is taken for either. */
export const BILLING_PLANS = { monthly: 'Monthly', annual: 'Annual' } as const;
export type Billing = keyof typeof BILLING_PLANS;

export const isBilling = (value: unknown): value is Billing => value === 'monthly' || value === 'annual';

/** A new member's password: at least this many characters. */
export const MIN_JOIN_PASSWORD = 8;
const MAX_NAME = 100;
const MAX_EMAIL = 256;

export interface JoinFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  memberArea: string;
  billing: string;
}

/** The join's field names, as the form and the call name them. */
export type JoinField = keyof JoinFields;

export const JOIN_EMAIL_TAKEN = 'An account with this email address already exists. Sign in instead.';

/** The fields' problems, by field, in the form's order: empty when the join may go ahead. */
export function joinProblems(fields: JoinFields, areas: ReadonlySet<string>): Partial<Record<JoinField, string>> {
  const problems: Partial<Record<JoinField, string>> = {};
  const firstName = fields.firstName.trim();
  if (firstName === '') problems.firstName = 'Enter your first name.';
  else if (firstName.length > MAX_NAME) problems.firstName = `First name must be at most ${MAX_NAME} characters.`;
  if (fields.lastName.trim().length > MAX_NAME) problems.lastName = `Last name must be at most ${MAX_NAME} characters.`;
  const email = fields.email.trim();
  if (email.length > MAX_EMAIL || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) problems.email = 'Enter an email address like name@example.com.';
  if (fields.password.length < MIN_JOIN_PASSWORD) problems.password = `Enter a password of at least ${MIN_JOIN_PASSWORD} characters.`;
  else if (fields.password.length > MAX_PASSWORD_LENGTH) problems.password = `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (!areas.has(fields.memberArea)) problems.memberArea = `There is no member area "${fields.memberArea.slice(0, 64)}" to join on this site.`;
  if (!isBilling(fields.billing)) problems.billing = 'Choose monthly or annual billing.';
  return problems;
}

/**
 * Stores the member (their areas: the one joined) and signs them in: the session cookie is set and
 * the session's xsrfToken returned. Undefined when the email is taken; nothing is stored then.
 * `fields` passed joinProblems.
 */
export async function joinMember(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  fields: JoinFields,
): Promise<{ xsrfToken: string } | undefined> {
  const passwordHash = await hashPassword(fields.password);
  const session = await app.db.transaction().execute(async (trx) => {
    const id = await createSiteUser(trx, {
      email: fields.email,
      passwordHash,
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      memberAreas: [fields.memberArea],
    });
    if (!id) return undefined;
    return createSession(trx, id, { rememberMe: false });
  });
  if (!session) return undefined;
  return { xsrfToken: await handOverMemberSession(app.db, request, reply, session, false) };
}
