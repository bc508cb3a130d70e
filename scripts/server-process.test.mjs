import assert from 'node:assert/strict';
import { test } from 'node:test';
import { freePort, startProcess, WAITING_REPORT_MS } from './server-process.mjs';

/** A process that listens at once but whose /readyz answers 503 for `slowMs`, then 200, as a server migrating its database does. */
const slowToBeReady = (port, slowMs) => [
  '-e',
  `const started = Date.now();
   require('node:http').createServer((request, response) => {
     const ready = Date.now() - started >= ${slowMs};
     response.statusCode = request.url === '/readyz' ? (ready ? 200 : 503) : 200;
     response.end();
   }).listen(${port}, '127.0.0.1');`,
];

test('a start waits on the readiness route, past its liveness, and says every 5 s that it is still waiting', async () => {
  const port = await freePort();
  const waited = [];
  const started = Date.now();
  const child = await startProcess({
    name: 'A slow server',
    command: process.execPath,
    args: slowToBeReady(port, WAITING_REPORT_MS + 1500),
    env: process.env,
    url: `http://127.0.0.1:${port}`,
    readyPath: '/readyz',
    timeoutMs: 60_000,
    onWaiting: (elapsed) => waited.push(elapsed),
  });
  try {
    assert.ok(Date.now() - started >= WAITING_REPORT_MS + 1500, 'not before /readyz answered 200');
    assert.equal(waited.length, 1, String(waited));
    assert.ok(waited[0] >= WAITING_REPORT_MS && waited[0] < WAITING_REPORT_MS + 1500, String(waited));
  } finally {
    await child.stop();
  }
});

test('a start that is not ready in time says which route it waited on and for how long', async () => {
  const port = await freePort();
  await assert.rejects(
    startProcess({
      name: 'A slow server',
      command: process.execPath,
      args: slowToBeReady(port, 60_000),
      env: process.env,
      url: `http://127.0.0.1:${port}`,
      readyPath: '/readyz',
      timeoutMs: 1000,
    }),
    /^Error: A slow server was not ready at \/readyz within 1000 ms/,
  );
});
