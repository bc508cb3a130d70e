import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';

/** Stores each payload as one row of `events`, all in one INSERT. */
export async function insertEvents(db: Db, kind: string, payloads: readonly unknown[]): Promise<void> {
  const receivedAt = new Date().toISOString();
  const rows = payloads.map((payload) => ({ id: randomUUID(), kind, payload: jsonColumn(payload), received_at: receivedAt }));
  await db.insertInto('events').values(rows).execute();
}
