import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/schema.js';

/** How long an owner stays signed in: a working day and a night, then the back end asks again. */
export const OWNER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const sessionId = (token: string): string => createHash('sha256').update(token).digest('hex');
const isToken = (token: unknown): token is string => typeof token === 'string' && token !== '' && token.length <= 200;

/** The longest User-Agent a session keeps, so a huge header cannot fill the table. */
const USER_AGENT_LENGTH = 300;

/** A new session: the token goes in the cookie, only its hash in the table, with the browser that opened it. */
export async function createOwnerSession(
  db: Db,
  accountId: string,
  now = Date.now(),
  userAgent?: unknown,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + OWNER_SESSION_TTL_MS);
  const at = new Date(now).toISOString();
  await db
    .insertInto('owner_sessions')
    .values({
      id: sessionId(token),
      account_id: accountId,
      expires_at: expiresAt.toISOString(),
      created_at: at,
      user_agent: typeof userAgent === 'string' && userAgent !== '' ? userAgent.slice(0, USER_AGENT_LENGTH) : null,
      last_seen_at: at,
    })
    .execute();
  return { token, expiresAt };
}

/** A session's "last seen" moves on at most once a minute, so a busy owner does not write on every request. */
const LAST_SEEN_STEP_MS = 60 * 1000;

/** The account id of a live session, or undefined; notes when the session was last used. */
export async function findOwnerSession(db: Db, token: unknown, now = Date.now()): Promise<string | undefined> {
  if (!isToken(token)) return undefined;
  const id = sessionId(token);
  const row = await db
    .selectFrom('owner_sessions')
    .select(['account_id', 'last_seen_at'])
    .where('id', '=', id)
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.last_seen_at === null || Date.parse(row.last_seen_at) <= now - LAST_SEEN_STEP_MS) {
    await db
      .updateTable('owner_sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .execute();
  }
  return row.account_id;
}

/** A session as its owner sees it in the list: `id` names it without being its token or the token's hash. */
export interface ListedOwnerSession {
  id: string;
  createdAt: string;
  lastSeenAt: string | null;
  userAgent: string | null;
  expiresAt: string;
  current: boolean;
}

/** The handle of a stored session for the list: a hash of the stored hash, so neither travels. */
const handleOf = (storedId: string): string => createHash('sha256').update(`owner-session:${storedId}`).digest('hex').slice(0, 32);

/** The owner's live sessions, the most recently used first; the one of `currentToken` marked. */
export async function listOwnerSessions(db: Db, accountId: string, currentToken: unknown, now = Date.now()): Promise<ListedOwnerSession[]> {
  const current = isToken(currentToken) ? sessionId(currentToken) : undefined;
  const rows = await db
    .selectFrom('owner_sessions')
    .select(['id', 'created_at', 'last_seen_at', 'user_agent', 'expires_at'])
    .where('account_id', '=', accountId)
    .where('expires_at', '>', new Date(now).toISOString())
    .execute();
  return rows
    .map((row) => ({
      id: handleOf(row.id),
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      userAgent: row.user_agent,
      expiresAt: row.expires_at,
      current: row.id === current,
    }))
    .sort((a, b) => (b.lastSeenAt ?? b.createdAt).localeCompare(a.lastSeenAt ?? a.createdAt) || b.createdAt.localeCompare(a.createdAt));
}

/** Ends the owner's session listed as `handle`; resolves with whether there was one, and whether it was `currentToken`'s. */
export async function endOwnerSession(
  db: Db,
  accountId: string,
  handle: string,
  currentToken: unknown,
): Promise<{ ended: boolean; current: boolean }> {
  const rows = await db.selectFrom('owner_sessions').select('id').where('account_id', '=', accountId).execute();
  const row = rows.find((candidate) => handleOf(candidate.id) === handle);
  if (!row) return { ended: false, current: false };
  await db.deleteFrom('owner_sessions').where('id', '=', row.id).execute();
  return { ended: true, current: isToken(currentToken) && sessionId(currentToken) === row.id };
}

/** Ends every session of the account but the one of `keepToken`. */
export async function endOtherOwnerSessions(db: Db, accountId: string, keepToken: unknown): Promise<void> {
  let query = db.deleteFrom('owner_sessions').where('account_id', '=', accountId);
  if (isToken(keepToken)) query = query.where('id', '!=', sessionId(keepToken));
  await query.execute();
}

export async function deleteOwnerSession(db: Db, token: unknown): Promise<void> {
  if (!isToken(token)) return;
  await db.deleteFrom('owner_sessions').where('id', '=', sessionId(token)).execute();
}

export async function purgeExpiredOwnerSessions(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('owner_sessions').where('expires_at', '<=', new Date(now).toISOString()).execute();
}
