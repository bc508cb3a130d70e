import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../../server/app.js';

test('buildApp refuses to start without a build and says how to make one', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'sq-no-dist-'));
  try {
    assert.throws(() => buildApp({ distDir: empty }), /sq-elements\.js is missing: run npm run build first/);
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});

test('answers the health check, and unknown routes with a JSON 404', async () => {
  const app = buildApp();
  try {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(health.statusCode, 200);
    assert.deepEqual(health.json(), { ok: true });
    const missing = await app.inject({ method: 'GET', url: '/api/nope' });
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { error: 'Not found' });
  } finally {
    await app.close();
  }
});
