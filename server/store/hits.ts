import { groupCommitInsert } from './group-commit.js';

/**
 * Stores census hits, one row each. Hits arriving together share one INSERT (group commit): a
 * census call does nothing else, at thousands of calls a second. The database assigns the id.
 */
export function hitStore(db) {
  const insert = groupCommitInsert(db, 'hits', ['kind', 'event', 'visitor', 'data', 'received_at']);
  return ({ kind, event = null, visitor = null, data }) =>
    insert({ kind, event, visitor, data: JSON.stringify(data), received_at: new Date().toISOString() });
}
