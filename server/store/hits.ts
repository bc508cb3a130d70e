import type { Db } from '../db/schema.js';
import { groupCommitInsert } from './group-commit.js';

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
    insert({ kind, event, visitor, data: JSON.stringify(data), received_at: new Date().toISOString() });
}
