import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types.js';

/**
 * On PostgreSQL, times become `timestamptz` and JSON becomes `jsonb`, in place: each table is
 * rewritten once, its rows converted, its indexes rebuilt. SQLite keeps ISO-8601 text and JSON
 * text, which is what it compares and stores best. The code sees the same values on both (see
 * server/db/schema.ts).
 */
export const POSTGRES_TYPES: Readonly<Record<string, { times: readonly string[]; json: readonly string[] }>> = {
  site_documents: { times: ['updated_at'], json: ['json'] },
  forms: { times: ['updated_at'], json: ['definition'] },
  form_submission_keys: { times: ['expires_at'], json: [] },
  form_submissions: { times: ['submitted_at'], json: ['form_json'] },
  site_users: { times: ['created_at'], json: [] },
  site_user_sessions: { times: ['expires_at', 'created_at'], json: [] },
  owner_sessions: { times: ['expires_at', 'created_at'], json: [] },
  hits: { times: ['received_at'], json: ['data'] },
  events: { times: ['received_at'], json: ['payload'] },
  tracks: { times: ['received_at'], json: [] },
  page_loads: { times: ['created_at'], json: [] },
  performance_records: { times: ['received_at'], json: ['detail'] },
  site_header_footer: { times: ['updated_at'], json: ['header', 'footer'] },
  multilingual: { times: ['updated_at'], json: ['languages'] },
  carts: { times: ['created_at', 'updated_at'], json: [] },
  cart_entries: { times: ['created_at'], json: ['option_values'] },
  review_requests: { times: ['expires_at', 'created_at'], json: ['product_ids'] },
  reviews: { times: ['created_at'], json: [] },
};

function postgres(db: Kysely<unknown>): boolean {
  return columnTypes(db).time === 'timestamptz';
}

/** One ALTER TABLE per table, so each table is rewritten once, whatever it holds. */
async function alter(db: Kysely<unknown>, change: (column: string, kind: 'time' | 'json') => string): Promise<void> {
  for (const [table, { times, json }] of Object.entries(POSTGRES_TYPES)) {
    const clauses = [...times.map((column) => change(column, 'time')), ...json.map((column) => change(column, 'json'))];
    await sql.raw(`ALTER TABLE "${table}" ${clauses.join(', ')}`).execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!postgres(db)) return;
  await alter(db, (column, kind) =>
    kind === 'time'
      ? `ALTER COLUMN "${column}" TYPE timestamptz USING "${column}"::timestamptz`
      : `ALTER COLUMN "${column}" TYPE jsonb USING "${column}"::jsonb`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!postgres(db)) return;
  await alter(db, (column, kind) =>
    kind === 'time'
      ? `ALTER COLUMN "${column}" TYPE varchar(40) USING to_char("${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `ALTER COLUMN "${column}" TYPE text USING "${column}"::text`,
  );
}
