import { randomUUID } from 'node:crypto';

/** A page load the runtime will report performance records for. */
export async function createPageLoad(db) {
  const id = randomUUID();
  await db.insertInto('page_loads').values({ id, created_at: new Date().toISOString() }).execute();
  return id;
}

/** Which of `ids` were never handed out. */
export async function unknownPageLoads(db, ids) {
  const rows = await db.selectFrom('page_loads').select('id').where('id', 'in', ids).execute();
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export function insertPerformanceRecords(db, records) {
  const receivedAt = new Date().toISOString();
  const rows = records.map(({ pageLoadId, entryType, name, startTime = null, duration = null, value = null, detail }) => ({
    id: randomUUID(),
    page_load_id: pageLoadId,
    entry_type: entryType,
    name,
    start_time: startTime,
    duration,
    value,
    detail: detail === undefined ? null : JSON.stringify(detail),
    received_at: receivedAt,
  }));
  return db.insertInto('performance_records').values(rows).execute();
}
