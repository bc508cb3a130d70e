import assert from 'node:assert/strict';
import { test } from 'node:test';
import { storageFailure } from '../../server/db/failures.js';

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
