import type { Db } from '../db/schema.js';
import { groupCommitInsert } from './group-commit.js';
import { jsonColumn } from '../db/json.js';

/** One census hit: the call that sent it, its event kind and visitor when known, and its record. */
export interface Hit {
  kind: string;
  event?: number | null;
  visitor?: string | null;
  data: unknown;
}

/**
 * Stores census hits, one row each. Hits arriving together share one INSERT (group commit): a
 * census call does nothing else, at thousands of calls a second. The database assigns the id.
 */
export function hitStore(db: Db): (hit: Hit) => Promise<void> {
  const insert = groupCommitInsert(db, 'hits', ['kind', 'event', 'visitor', 'data', 'received_at']);
  return ({ kind, event = null, visitor = null, data }) =>
    insert({ kind, event, visitor, data: jsonColumn(data), received_at: new Date().toISOString() });
}

/** How many census hits of each kind arrived since a time. */
export interface HitCount {
  kind: string;
  count: number;
}

/**
 * The census summary: hits counted by kind since `since`, by kind's name. Answered from the
 * hits_received_at_kind index alone, without reading the hits themselves.
 */
export async function summarizeHits(db: Db, since: Date): Promise<HitCount[]> {
  const rows = await summaryQuery(db, since).execute();
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

/** The summary's query; exported so its plan can be checked. */
export function summaryQuery(db: Db, since: Date) {
  return db
    .selectFrom('hits')
    .select((eb) => ['kind', eb.fn.countAll<number | string>().as('count')])
    .where('received_at', '>=', since.toISOString())
    .groupBy('kind')
    .orderBy('kind');
}
