import { randomUUID } from 'node:crypto';

/** Stores each payload as one row of `events`, all in one INSERT. */
export function insertEvents(db, kind, payloads) {
  const receivedAt = new Date().toISOString();
  const rows = payloads.map((payload) => ({ id: randomUUID(), kind, payload: JSON.stringify(payload), received_at: receivedAt }));
  return db.insertInto('events').values(rows).execute();
}
