import assert from 'node:assert/strict';
import { test } from 'node:test';
import { storageFailure } from '../../server/db/failures.js';
import { databaseUrlProblem } from '../../server/db/index.js';

const coded = (code, message = 'x') => Object.assign(new Error(message), { code });

test('the storage states that answer 503 are told by code, SQLSTATE class or node-postgres message', () => {
  const cases = [
    [coded('SQLITE_FULL'), 'the disk is full'],
    [coded('SQLITE_IOERR_WRITE'), 'the disk cannot be written'],
    [coded('57P01', 'terminating connection due to administrator command'), 'the database server is restarting'],
    [coded('57P03'), 'the database server is starting up or shutting down'],
    [coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'the database cannot be reached'],
    [coded('08006'), 'the database cannot be reached'],
    [new Error('Connection terminated unexpectedly'), 'the database cannot be reached'],
    [new Error('timeout exceeded when trying to connect'), 'the database cannot be reached'],
  ];
  for (const [error, reason] of cases) assert.equal(storageFailure(error), reason, error.message);
  for (const error of [
    new Error('boom'),
    coded('23505', 'duplicate key'),
    coded('SQLITE_CONSTRAINT'),
    coded('X', 'Connection terminated'),
    null,
    undefined,
  ]) {
    assert.equal(storageFailure(error), undefined, String(error?.message));
  }
});

test('DATABASE_URL is PostgreSQL (postgres:// or postgresql://) or unset for SQLite; any other is refused with the scheme only', () => {
  for (const url of [undefined, '', '  ', 'postgres://sq:sq@127.0.0.1:5432/sq', 'postgresql://db.example/shop', 'POSTGRES://db/shop']) {
    assert.equal(databaseUrlProblem(url), undefined, String(url));
  }
  assert.match(databaseUrlProblem('mysql://root:hunter2@db/shop'), /^DATABASE_URL is a mysql: URL, which this server cannot use\./);
  assert.doesNotMatch(databaseUrlProblem('mysql://root:hunter2@db/shop'), /hunter2/);
  assert.match(databaseUrlProblem('postgres:/db/shop'), /^DATABASE_URL is not a URL/, 'a PostgreSQL URL has //');
  assert.match(databaseUrlProblem('db.example/shop'), /^DATABASE_URL is not a URL/);
});
