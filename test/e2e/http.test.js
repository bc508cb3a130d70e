import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../server/app.js';
import { contentSecurityPolicy } from '../../server/http/security-headers.js';
import { startServer } from './server.js';

test('buildApp refuses to start without a build and says how to make one', async () => {
  const empty = await mkdtemp(join(tmpdir(), 'sq-no-dist-'));
  try {
    assert.throws(() => buildApp({ distDir: empty }), /sq-elements\.js is missing: run npm run build first/);
  } finally {
    await rm(empty, { recursive: true, force: true });
  }
});

describe('the real server', () => {
  let server;

  before(async () => {
    server = await startServer();
  });

  after(async () => {
    await server?.stop();
  });

  const get = (path, init) => fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

  test('prints where it listens', () => {
    assert.match(server.output(), new RegExp(`sq-elements demo: ${server.url}/`));
  });

  test('serves the demo with the strict Content-Security-Policy', async () => {
    const response = await get('/');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    assert.equal(response.headers.get('content-security-policy'), contentSecurityPolicy);
    assert.doesNotMatch(contentSecurityPolicy, /unsafe/);
    assert.match(await response.text(), /<sq-cookie-banner>/);
  });

  test('serves the build under /dist/ and lit-html under /vendor/', async () => {
    for (const path of ['/dist/sq-elements.js', '/dist/theme.css', '/vendor/lit-html/lit-html.js']) {
      const response = await get(path);
      assert.equal(response.status, 200, path);
      await response.arrayBuffer();
    }
  });

  test('answers the health check', async () => {
    const response = await get('/healthz');
    assert.deepEqual(await response.json(), { ok: true });
  });

  test('redirects a folder to its trailing slash', async () => {
    const response = await get('/cookie-policy');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/cookie-policy/');
  });

  test('bad input gets a 4xx JSON answer, never a 500', async () => {
    const cases = [
      ['/%', undefined, 400],
      ['/dist/%2e%2e/package.json', undefined, 404],
      ['/vendor/lit-html/package.json', undefined, 404],
      ['/.git/config', undefined, 404],
      ['/', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }, 404],
      ['/healthz', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }, 404],
    ];
    for (const [path, init, status] of cases) {
      const response = await get(path, init);
      assert.equal(response.status, status, path);
      assert.match(response.headers.get('content-type'), /^application\/json/, path);
      assert.equal(typeof (await response.json()).error, 'string', path);
    }
  });

  test('shuts down cleanly on SIGTERM', async () => {
    assert.equal(await server.stop(), 0);
  });
});
