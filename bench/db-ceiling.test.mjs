import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPgbench, shareOf, sqliteInsertCeiling } from './db-ceiling.mjs';

const PGBENCH_OUTPUT = `pgbench (15.14 (Debian 15.14-0+deb12u1))
transaction type: /tmp/sq-ceiling-x/insert.sql
scaling factor: 1
query mode: simple
number of clients: 10
number of threads: 2
maximum number of tries: 1
duration: 10 s
number of transactions actually processed: 24771
number of failed transactions: 0 (0.000%)
latency average = 4.036 ms
initial connection time = 12.345 ms
tps = 2477.412345 (without initial connection time)
`;

test('pgbench’s rate and average latency are read from what it prints; output without a rate is an error that shows it', () => {
  assert.deepEqual(readPgbench(PGBENCH_OUTPUT), { insertsPerSecond: 2477, latencyMsAverage: 4.036 });
  assert.throws(() => readPgbench('pgbench: error: connection refused'), /pgbench printed no rate:\npgbench: error: connection refused/);
});

test('a share of the ceiling is to two places, and nothing of no ceiling', () => {
  assert.equal(shareOf(1240, 2477), 0.5);
  assert.equal(shareOf(3000, 2000), 1.5);
  assert.equal(shareOf(10, 0), 0);
});

test('SQLite’s ceiling is measured on a file of its own, as the server opens it, and is a rate', async () => {
  const ceiling = await sqliteInsertCeiling({ seconds: 0.2 });
  assert.ok(Number.isInteger(ceiling.insertsPerSecond) && ceiling.insertsPerSecond > 0, String(ceiling.insertsPerSecond));
  assert.match(ceiling.tool, /one-row inserts for 0\.2 s, one transaction each/);
});
