import type { Kysely } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * Owner accounts in the database: the `owners` table (seeded from the site definition's
 * owners.json, see server/store/owners.ts for the rule), the invitations an admin sends (only a
 * hash of each token), the outbox that stands in for a mail server, and, on each owner session,
 * the browser it was opened in and when it was last used. Owners already stored as the `owners`
 * site document are copied in, so an existing database keeps its owners before the next load.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { time } = columnTypes(db);
  await db.schema
    .createTable('owners')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(256)', (column) => column.notNull().unique())
    .addColumn('display_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('password_hash', 'varchar(300)', (column) => column.notNull())
    .addColumn('permission', 'integer', (column) => column.notNull())
    // JSON text: the contributor roles.
    .addColumn('website_roles', 'varchar(200)', (column) => column.notNull().defaultTo('[]'))
    // 'definition' (owners.json) or 'invited' (the back end).
    .addColumn('origin', 'varchar(20)', (column) => column.notNull())
    // Set once the back end has changed the owner: the definition no longer updates or removes them.
    .addColumn('edited_at', time)
    // A removed owner keeps a row, so the definition does not bring them back on the next start.
    .addColumn('removed_at', time)
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('updated_at', time, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('owner_invitations')
    // The SHA-256 of the token in the acceptance link; the token itself is never stored.
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(256)', (column) => column.notNull())
    .addColumn('display_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('permission', 'integer', (column) => column.notNull())
    .addColumn('website_roles', 'varchar(200)', (column) => column.notNull())
    .addColumn('invited_by', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .addColumn('expires_at', time, (column) => column.notNull())
    .addColumn('accepted_at', time)
    .execute();
  await db.schema.createIndex('owner_invitations_email').on('owner_invitations').column('email').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('to_address', 'varchar(256)', (column) => column.notNull())
    .addColumn('subject', 'varchar(300)', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', time, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('outbox_created').on('outbox').columns(['created_at', 'id']).execute();

  await db.schema.alterTable('owner_sessions').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.alterTable('owner_sessions').addColumn('last_seen_at', time).execute();

  const typed = db as Kysely<{
    site_documents: { key: string; json: unknown };
    owners: {
      id: string;
      email: string;
      display_name: string;
      password_hash: string;
      permission: number;
      website_roles: string;
      origin: string;
      created_at: string;
      updated_at: string;
    };
  }>;
  const stored = await typed.selectFrom('site_documents').select('json').where('key', '=', 'owners').executeTakeFirst();
  const owners: unknown = stored ? (typeof stored.json === 'string' ? JSON.parse(stored.json) : stored.json) : [];
  const now = new Date().toISOString();
  const seen = new Set<string>();
  for (const owner of Array.isArray(owners) ? (owners as Record<string, unknown>[]) : []) {
    const email = typeof owner.email === 'string' ? owner.email.trim().toLowerCase() : '';
    if (typeof owner.id !== 'string' || !email || seen.has(email) || typeof owner.passwordHash !== 'string') continue;
    seen.add(email);
    await typed
      .insertInto('owners')
      .values({
        id: owner.id,
        email,
        display_name: String(owner.displayName ?? ''),
        password_hash: owner.passwordHash,
        permission: Number.isInteger(owner.permission) ? (owner.permission as number) : 0,
        website_roles: JSON.stringify(Array.isArray(owner.websiteRoles) ? owner.websiteRoles : []),
        origin: 'definition',
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('owner_sessions').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('owner_sessions').dropColumn('user_agent').execute();
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('owner_invitations').execute();
  await db.schema.dropTable('owners').execute();
}
