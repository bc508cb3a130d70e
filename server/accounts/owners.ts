import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/schema.js';
import type { Owner } from '../site/documents.js';
import { findOwnerSession } from '../store/owner-sessions.js';
import { readOwners } from '../store/site.js';

/** The cookie of a site owner's session with the back end; HttpOnly, so page scripts never see it. */
export const OWNER_SESSION_COOKIE = 'sq_owner_session';

const sameEmail = (a: unknown, b: unknown): boolean => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/** The owner of the site definition (owners.json) with this email, matched without regard to case or spaces. */
export async function findOwnerByEmail(db: Db, email: string): Promise<Owner | undefined> {
  return (await readOwners(db)).find((owner) => sameEmail(owner.email, email));
}

/**
 * The owner signed in with the session `token`, or undefined: the session must be live and its
 * account still in the site definition, so removing an owner from owners.json ends their sessions.
 */
export async function ownerOfSession(db: Db, token: unknown): Promise<Owner | undefined> {
  const accountId = await findOwnerSession(db, token);
  if (accountId === undefined) return undefined;
  return (await readOwners(db)).find((owner) => owner.id === accountId);
}

/** What a page may know of an owner (§3 authenticatedAccount): never the email or the password hash. */
export function pageAccount(owner: Owner): { id: string; displayName: string; permission: number } {
  return { id: owner.id, displayName: owner.displayName, permission: owner.permission };
}

/** The permission code (§6) that may change the site: 1 config, 2 admin. */
const CONFIG_PERMISSION = 1;

/**
 * A preHandler for the routes that change the site: they need an owner signed in to the config
 * area with config or admin permission. Without a session the answer is 401 with `loginRequired`
 * (the runtime then fires `sq-login-required`); an owner without the permission gets 403.
 */
export function requireConfigOwner(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> {
  return async (request, reply) => {
    const owner = await ownerOfSession(app.db, request.cookies[OWNER_SESSION_COOKIE]);
    if (!owner) return reply.code(401).send({ error: 'Sign in to the config area to change the site.', loginRequired: true });
    if (!(owner.permission >= CONFIG_PERMISSION)) return reply.code(403).send({ error: 'This account may not change the site.' });
    return undefined;
  };
}
