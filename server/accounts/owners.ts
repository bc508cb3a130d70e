import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BACK_END_REFUSALS, backEndAccess, type BackEndAccess, type BackEndArea } from '../../src/shared/config/access.js';
import type { Db } from '../db/schema.js';
import type { Owner } from '../site/documents.js';
import { findOwnerSession } from '../store/owner-sessions.js';
import { findOwnerByEmailAddress, findOwnerById } from '../store/owners.js';

/** The cookie of a site owner's session with the back end; HttpOnly, so page scripts never see it. */
export const OWNER_SESSION_COOKIE = 'sq_owner_session';

/** The owner (the `owners` table, seeded from owners.json) with this email, matched without regard to case or spaces. */
export async function findOwnerByEmail(db: Db, email: string): Promise<Owner | undefined> {
  return findOwnerByEmailAddress(db, email);
}

/**
 * The owner signed in with the session `token`, or undefined: the session must be live and its
 * account still an owner, so removing an owner (in the back end, or from owners.json) ends their sessions.
 */
export async function ownerOfSession(db: Db, token: unknown): Promise<Owner | undefined> {
  const accountId = await findOwnerSession(db, token);
  if (accountId === undefined) return undefined;
  return findOwnerById(db, accountId);
}

/** What a page may know of an owner (its authenticatedAccount): never the email or the password hash. */
export function pageAccount(owner: Owner): { id: string; displayName: string; permission: number } {
  return { id: owner.id, displayName: owner.displayName, permission: owner.permission };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The owner signed in to the config area, set by requireOwner. */
    owner?: Owner;
    /** What that owner may do in the back end, set by requireOwner. */
    backEndAccess?: BackEndAccess;
  }
}

/**
 * A preValidation hook for an owner route: without an owner session the answer is 401 with
 * `loginRequired` (the runtime then fires `sq-login-required`); an owner who may not enter `area`
 * gets 403 with the rule (of the first, given several of which one will do). Without an area any signed-in owner passes (their own account and sessions).
 * The signed-in owner and their access are left on the request.
 */
export function requireOwner(
  app: FastifyInstance,
  area?: BackEndArea | readonly BackEndArea[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  const areas = area === undefined ? [] : [area].flat();
  return async (request, reply) => {
    const owner = await ownerOfSession(app.db, request.cookies[OWNER_SESSION_COOKIE]);
    if (!owner) return reply.code(401).send({ error: BACK_END_REFUSALS.signIn, loginRequired: true });
    const access = backEndAccess(owner);
    if (areas.length > 0 && !areas.some((name) => access[name])) return reply.code(403).send({ error: BACK_END_REFUSALS[areas[0]!] });
    request.owner = owner;
    request.backEndAccess = access;
    return undefined;
  };
}
