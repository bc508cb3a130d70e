import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import type { Db } from '../db/schema.js';
import type { Member, SiteDefinition, SiteDocuments } from '../site/documents.js';
import { jsonColumn } from '../db/json.js';
import { storeCalendarEvents } from './events-calendar.js';
import { ownerForms } from './form-builder.js';
import { storeSummaryItems } from './summary.js';
import { itemsWithChanges } from './content-workflow.js';

/**
 * Stores a site definition (see server/site/definition.ts): each document in `site_documents`, the
 * forms in `forms`, the members in `site_users` and the items summaries list in `summary_items`; owners seed the `owners` table (server/store/owners.ts). Does
 * nothing when the stored documents are the same, so a restart with unchanged files writes nothing;
 * edited files take effect on the next start.
 * Resolves with whether anything changed.
 */
export async function storeSiteDefinition(db: Db, definition: SiteDefinition): Promise<boolean> {
  const documents = Object.entries(definition).map(([key, value]) => ({ key, json: jsonColumn(value) }));
  return db.transaction().execute(async (trx) => {
    const stored = new Map((await trx.selectFrom('site_documents').select(['key', 'json']).execute()).map((row) => [row.key, row.json]));
    // Compared as values, not text: PostgreSQL's jsonb gives the same document back with its own spacing and key order.
    const same = ({ key, json }: { key: string; json: string }) => {
      const text = stored.get(key);
      return text !== undefined && isDeepStrictEqual(JSON.parse(text), JSON.parse(json));
    };
    if (documents.every(same)) return false;

    const now = new Date().toISOString();
    for (const { key, json } of documents) {
      await trx
        .insertInto('site_documents')
        .values({ key, json, updated_at: now })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ json, updated_at: now }))
        .execute();
    }
    await storeForms(trx, definition.forms, now);
    await storeMembers(trx, definition.members, now);
    await storeCalendarEvents(trx, definition.events, now);
    // An owner's change of an item's state holds over the files (see server/store/content-workflow.ts).
    await storeSummaryItems(trx, await itemsWithChanges(trx, definition.items ?? []));
    return true;
  });
}

async function storeForms(trx: Db, forms: readonly FormDefinition[], now: string): Promise<void> {
  const ids = forms.map((form) => form.id);
  // A form removed from the definition is gone: its submissions stay, new ones get a 404. A form an
  // owner created, saved or deleted in the form builder is the owner's: the definition writes none of them.
  let removed = trx.deleteFrom('forms').where('owner_edited', '=', 0);
  if (ids.length) removed = removed.where('id', 'not in', ids);
  await removed.execute();
  const owners = await ownerForms(trx);
  for (const form of forms) {
    if (owners.has(form.id)) continue;
    const row = { name: form.name, definition: jsonColumn(form), updated_at: now };
    await trx
      .insertInto('forms')
      .values({ id: form.id, ...row })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
  }
}

async function storeMembers(trx: Db, members: readonly Member[], now: string): Promise<void> {
  for (const member of members) {
    const row = {
      password_hash: member.passwordHash,
      first_name: member.firstName ?? '',
      last_name: member.lastName ?? '',
      member_areas: JSON.stringify(member.memberAreas ?? []),
    };
    await trx
      .insertInto('site_users')
      .values({ id: randomUUID(), email: member.email.trim().toLowerCase(), created_at: now, ...row })
      .onConflict((conflict) => conflict.column('email').doUpdateSet(row))
      .execute();
  }
}

/** Documents holding accounts and password hashes, and the events (drafts among them, read from calendar_events): they never leave the server. */
const PRIVATE_DOCUMENTS = ['members', 'owners', 'events'];

/** The stored documents by key, parsed; members and owners are left out. */
export async function readSiteDocuments(db: Db): Promise<SiteDocuments> {
  const rows = await db.selectFrom('site_documents').select(['key', 'json']).where('key', 'not in', PRIVATE_DOCUMENTS).execute();
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.json) as unknown])) as SiteDocuments;
}
