import type { Kysely } from 'kysely';
import { parseMemberAreas } from '../../site/member-access.js';

/**
 * The member areas each site member belongs to (`members.json`'s `memberAreas`, or the area a
 * member joined), as JSON text: `["studio"]`. Members already stored take theirs from the stored
 * definition.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('site_users')
    .addColumn('member_areas', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  const typed = db as Kysely<{ site_documents: { key: string; json: unknown }; site_users: { email: string; member_areas: string } }>;
  const stored = await typed.selectFrom('site_documents').select('json').where('key', '=', 'members').executeTakeFirst();
  const members: unknown = stored ? (typeof stored.json === 'string' ? JSON.parse(stored.json) : stored.json) : [];
  for (const member of Array.isArray(members) ? members : []) {
    const areas = parseMemberAreas((member as { memberAreas?: unknown }).memberAreas);
    const email = (member as { email?: unknown }).email;
    if (!areas.length || typeof email !== 'string') continue;
    await typed
      .updateTable('site_users')
      .set({ member_areas: JSON.stringify(areas) })
      .where('email', '=', email.trim().toLowerCase())
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_users').dropColumn('member_areas').execute();
}
