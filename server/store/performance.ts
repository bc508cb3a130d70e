import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';

/** A page load the runtime will report performance records for. */
/** A performance record as the runtime reports it. */
export interface PerformanceRecord {
  pageLoadId: string;
  entryType: string;
  name: string;
  startTime?: number | undefined;
  duration?: number | undefined;
  value?: number | undefined;
  detail?: unknown;
}

export async function createPageLoad(db: Db): Promise<string> {
  const id = randomUUID();
  await db.insertInto('page_loads').values({ id, created_at: new Date().toISOString() }).execute();
  return id;
}

/** Which of `ids` were never handed out. */
export async function unknownPageLoads(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db.selectFrom('page_loads').select('id').where('id', 'in', ids).execute();
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function insertPerformanceRecords(db: Db, records: readonly PerformanceRecord[]): Promise<void> {
  const receivedAt = new Date().toISOString();
  const rows = records.map(({ pageLoadId, entryType, name, startTime = null, duration = null, value = null, detail }) => ({
    id: randomUUID(),
    page_load_id: pageLoadId,
    entry_type: entryType,
    name,
    start_time: startTime,
    duration,
    value,
    detail: detail === undefined ? null : jsonColumn(detail),
    received_at: receivedAt,
  }));
  await db.insertInto('performance_records').values(rows).execute();
}
