import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, OwnersTable } from '../db/schema.js';
import type { Owner } from '../site/documents.js';

/**
 * The site's owners, in the `owners` table. The rule between the table and owners.json:
 *
 * - The definition seeds the table. An owner in owners.json whom the back end has never changed
 *   follows the file on every load: a new one is added, an edited one (name, password hash,
 *   permission, roles) is updated, one taken out of the file is removed with their sessions.
 * - Once the back end has changed an owner (a new password) or made one (an accepted
 *   invitation), the database is the source for that owner: the file no longer updates or
 *   removes them.
 * - An owner an admin removed stays removed: the row is kept, marked removed, so a restart with
 *   the same owners.json does not bring them back. Inviting the same email again is how an owner
 *   returns.
 */

const now = () => new Date().toISOString();
export const normalEmail = (email: string): string => email.trim().toLowerCase();

function rolesOf(json: string): number[] {
  try {
    const roles: unknown = JSON.parse(json);
    return Array.isArray(roles) ? roles.filter((role): role is number => Number.isInteger(role)) : [];
  } catch {
    return [];
  }
}

type OwnerRow = Pick<OwnersTable, 'id' | 'email' | 'display_name' | 'password_hash' | 'permission' | 'website_roles'>;
const OWNER_COLUMNS = ['id', 'email', 'display_name', 'password_hash', 'permission', 'website_roles'] as const;

function ownerOf(row: OwnerRow): Owner {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    permission: Number(row.permission),
    websiteRoles: rolesOf(row.website_roles),
  };
}

/** The site's owners (not the removed ones), by email. */
export async function readOwners(db: Db): Promise<Owner[]> {
  const rows = await db.selectFrom('owners').select(OWNER_COLUMNS).where('removed_at', 'is', null).orderBy('email').execute();
  return rows.map(ownerOf);
}

export async function findOwnerById(db: Db, id: string): Promise<Owner | undefined> {
  const row = await db.selectFrom('owners').select(OWNER_COLUMNS).where('id', '=', id).where('removed_at', 'is', null).executeTakeFirst();
  return row && ownerOf(row);
}

/** The owner with this email, matched without regard to case or surrounding spaces. */
export async function findOwnerByEmailAddress(db: Db, email: string): Promise<Owner | undefined> {
  const row = await db
    .selectFrom('owners')
    .select(OWNER_COLUMNS)
    .where('email', '=', normalEmail(email))
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return row && ownerOf(row);
}

/** Applies owners.json to the table by the rule above. Resolves with whether anything changed. */
export async function seedOwners(db: Db, owners: readonly Owner[], at = now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('owners').selectAll().execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    const inFile = new Set<string>();
    let changed = false;
    for (const owner of owners) {
      inFile.add(owner.id);
      const email = normalEmail(owner.email);
      const values = {
        email,
        display_name: owner.displayName,
        password_hash: owner.passwordHash,
        permission: owner.permission,
        website_roles: JSON.stringify(owner.websiteRoles ?? []),
      };
      const row = byId.get(owner.id);
      // Another owner (or a removed one) already has this email: the database decides.
      const clash = byEmail.get(email);
      if (clash && clash.id !== owner.id) continue;
      if (!row) {
        await trx
          .insertInto('owners')
          .values({ id: owner.id, ...values, origin: 'definition', edited_at: null, removed_at: null, created_at: at, updated_at: at })
          .execute();
        byEmail.set(email, { ...values, id: owner.id, origin: 'definition', edited_at: null, removed_at: null, created_at: at, updated_at: at });
        changed = true;
        continue;
      }
      if (row.origin !== 'definition' || row.edited_at !== null || row.removed_at !== null) continue;
      const same =
        row.email === values.email &&
        row.display_name === values.display_name &&
        row.password_hash === values.password_hash &&
        Number(row.permission) === values.permission &&
        row.website_roles === values.website_roles;
      if (same) continue;
      await trx
        .updateTable('owners')
        .set({ ...values, updated_at: at })
        .where('id', '=', owner.id)
        .execute();
      changed = true;
    }
    // Taken out of the file and never changed in the back end: gone, with their sessions.
    const dropped = rows
      .filter((row) => row.origin === 'definition' && row.edited_at === null && row.removed_at === null && !inFile.has(row.id))
      .map((row) => row.id);
    if (dropped.length) {
      await trx.deleteFrom('owner_sessions').where('account_id', 'in', dropped).execute();
      await trx.deleteFrom('owners').where('id', 'in', dropped).execute();
      changed = true;
    }
    return changed;
  });
}

/** A new password hash for the owner; from now on the database is the source for them. */
/**
 * Replaces an out-of-date hash with a new one of the same password, made at sign-in: only while the
 * hash is still `from` (a password changed meanwhile wins), and the account counts as unedited.
 */
export async function upgradeOwnerPasswordHash(db: Db, id: string, from: string, to: string): Promise<void> {
  await db.updateTable('owners').set({ password_hash: to }).where('id', '=', id).where('password_hash', '=', from).execute();
}

export async function setOwnerPasswordHash(db: Db, id: string, passwordHash: string, at = now()): Promise<void> {
  await db.updateTable('owners').set({ password_hash: passwordHash, edited_at: at, updated_at: at }).where('id', '=', id).execute();
}

/** Marks the owner removed and ends their sessions. Resolves with whether an owner was removed. */
export async function removeOwner(db: Db, id: string, at = now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('owners')
      .set({ removed_at: at, edited_at: at, updated_at: at })
      .where('id', '=', id)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    await trx.deleteFrom('owner_sessions').where('account_id', '=', id).execute();
    return Number(result.numUpdatedRows) > 0;
  });
}

/** How long an invitation's link works: a week, time enough to find the mail after a holiday weekend. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
const isToken = (token: unknown): token is string => typeof token === 'string' && /^[\w-]{20,100}$/.test(token);

export interface InvitationInput {
  email: string;
  displayName: string;
  permission: number;
  websiteRoles: number[];
}

export interface PendingInvitation extends InvitationInput {
  createdAt: string;
  expiresAt: string;
}

/**
 * Stores an invitation and resolves with its token, which goes only into the acceptance link; the
 * table keeps its hash. An earlier invitation to the same email that was not accepted stops working.
 */
export async function createInvitation(
  db: Db,
  input: InvitationInput,
  invitedBy: string,
  at = Date.now(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const email = normalEmail(input.email);
  const expiresAt = new Date(at + INVITATION_TTL_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('owner_invitations').where('email', '=', email).where('accepted_at', 'is', null).execute();
    await trx
      .insertInto('owner_invitations')
      .values({
        id: tokenHash(token),
        email,
        display_name: input.displayName,
        permission: input.permission,
        website_roles: JSON.stringify(input.websiteRoles),
        invited_by: invitedBy,
        created_at: new Date(at).toISOString(),
        expires_at: expiresAt,
        accepted_at: null,
      })
      .execute();
  });
  return { token, expiresAt };
}

/** Invitations not yet accepted and not expired, newest first. */
export async function listPendingInvitations(db: Db, at = Date.now()): Promise<PendingInvitation[]> {
  const rows = await db
    .selectFrom('owner_invitations')
    .selectAll()
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', new Date(at).toISOString())
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({
    email: row.email,
    displayName: row.display_name,
    permission: Number(row.permission),
    websiteRoles: rolesOf(row.website_roles),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

/**
 * Withdraws the invitation not yet accepted to an email: its link stops working at once. Resolves
 * with whether one was pending (an expired one is removed as well, but does not count).
 */
export async function withdrawInvitation(db: Db, email: string, at = Date.now()): Promise<boolean> {
  const address = normalEmail(email);
  return db.transaction().execute(async (trx) => {
    const pending = await trx
      .selectFrom('owner_invitations')
      .select('id')
      .where('email', '=', address)
      .where('accepted_at', 'is', null)
      .where('expires_at', '>', new Date(at).toISOString())
      .executeTakeFirst();
    await trx.deleteFrom('owner_invitations').where('email', '=', address).where('accepted_at', 'is', null).execute();
    return pending !== undefined;
  });
}

export const INVITATION_REFUSALS = {
  unknown: 'This invitation link is not one this site sent, or it was withdrawn or replaced by a newer one. Ask an admin to invite you again.',
  used: 'This invitation has been used already. Sign in with the password you chose.',
  expired: 'This invitation has expired: invitations work for 7 days. Ask an admin to invite you again.',
  taken: 'An owner with this email exists already. Sign in instead.',
} as const;
export type InvitationRefusal = keyof typeof INVITATION_REFUSALS;

/** The invitation of a link's token, or why the link does not work. */
export async function findInvitation(
  db: Db,
  token: unknown,
  at = Date.now(),
): Promise<{ invitation: PendingInvitation } | { refusal: InvitationRefusal }> {
  if (!isToken(token)) return { refusal: 'unknown' };
  const row = await db.selectFrom('owner_invitations').selectAll().where('id', '=', tokenHash(token)).executeTakeFirst();
  if (!row) return { refusal: 'unknown' };
  if (row.accepted_at !== null) return { refusal: 'used' };
  if (row.expires_at <= new Date(at).toISOString()) return { refusal: 'expired' };
  if (await findOwnerByEmailAddress(db, row.email)) return { refusal: 'taken' };
  return {
    invitation: {
      email: row.email,
      displayName: row.display_name,
      permission: Number(row.permission),
      websiteRoles: rolesOf(row.website_roles),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    },
  };
}

/**
 * Accepts an invitation: the owner is created with the password's hash and the invitation is used
 * up, in one transaction, so a link works once. A removed owner with the same email makes way.
 */
export async function acceptInvitation(
  db: Db,
  token: unknown,
  passwordHash: string,
  at = Date.now(),
): Promise<{ owner: Owner } | { refusal: InvitationRefusal }> {
  const found = await findInvitation(db, token, at);
  if ('refusal' in found) return found;
  const { invitation } = found;
  const stamp = new Date(at).toISOString();
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('owner_invitations')
      .set({ accepted_at: stamp })
      .where('id', '=', tokenHash(token as string))
      .where('accepted_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) === 0) return { refusal: 'used' as const };
    await trx.deleteFrom('owners').where('email', '=', invitation.email).where('removed_at', 'is not', null).execute();
    const owner: Owner = {
      id: randomUUID().replace(/-/g, '').slice(0, 24),
      email: invitation.email,
      displayName: invitation.displayName,
      passwordHash,
      permission: invitation.permission,
      websiteRoles: invitation.websiteRoles,
    };
    await trx
      .insertInto('owners')
      .values({
        id: owner.id,
        email: owner.email,
        display_name: owner.displayName,
        password_hash: passwordHash,
        permission: owner.permission,
        website_roles: JSON.stringify(owner.websiteRoles),
        origin: 'invited',
        edited_at: stamp,
        removed_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    return { owner };
  });
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** Puts a message in the outbox, where the back end shows it in place of sending it. */
export async function addToOutbox(db: Db, message: { to: string; subject: string; body: string }, at = now()): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ id: randomUUID(), to_address: message.to, subject: message.subject, body: message.body, created_at: at })
    .execute();
}

/** The newest messages of the outbox first. */
export async function listOutbox(db: Db, limit = 20): Promise<OutboxMessage[]> {
  const rows = await db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, body: row.body, createdAt: row.created_at }));
}
