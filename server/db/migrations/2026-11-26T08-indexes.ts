import type { Kysely } from 'kysely';

/**
 * Indexes for the queries that read the hot tables, on both databases:
 * - the inbox (server/store/forms.ts listSubmissions): one form's submissions, newest first, a page
 *   at a time; the id breaks ties between submissions of the same instant;
 * - the census summary (server/store/hits.ts summarizeHits): hits counted by kind since a time,
 *   answered from the index alone.
 * Sessions, carts, keys and reviews are looked up by their primary or unique keys and purged by
 * the expiry indexes their own migrations made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('form_submissions_form_id').execute();
  await db.schema.createIndex('form_submissions_inbox').on('form_submissions').columns(['form_id', 'submitted_at', 'id']).execute();
  await db.schema.createIndex('hits_received_at_kind').on('hits').columns(['received_at', 'kind']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('hits_received_at_kind').execute();
  await db.schema.dropIndex('form_submissions_inbox').execute();
  await db.schema.createIndex('form_submissions_form_id').on('form_submissions').columns(['form_id', 'submitted_at']).execute();
}
