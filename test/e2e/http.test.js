import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { contentSecurityPolicy } from '../../server/http/security-headers.js';
import { startServer } from './server.js';

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
    // The shop: no block of it loads a third party (the home page's comment counts add their provider's script origin).
    const response = await get('/shop');
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type'), /^text\/html/);
    assert.equal(response.headers.get('content-security-policy'), contentSecurityPolicy);
    assert.doesNotMatch(contentSecurityPolicy, /unsafe/);
    assert.match(
      await response.text(),
      /<header class="site-header">[\s\S]*<main id="main"[\s\S]*<sq-site comments-base="\/stand-ins\/comments\/"><\/sq-site>/,
    );
  });

  test('a page with videos and an embed allows frames from exactly their providers and its embed route; other pages keep the policy', async () => {
    const films = await get('/films', { headers: { accept: 'text/html' } });
    assert.equal(films.status, 200);
    const origin = new URL(server.url).origin;
    assert.equal(
      films.headers.get('content-security-policy'),
      contentSecurityPolicy.replace(
        "object-src 'none'",
        `frame-src https://www.youtube.com https://player.vimeo.com https://fast.wistia.net https://animoto.com ${origin}/embed-frame/; object-src 'none'`,
      ),
    );
    await films.arrayBuffer();
    const frame = await get('/embed-frame/studio-hours?page=%2Ffilms');
    assert.equal(frame.status, 200);
    assert.match(frame.headers.get('content-security-policy'), /^sandbox allow-scripts allow-forms allow-popups; default-src 'none';/);
    await frame.arrayBuffer();
    const shop = await get('/shop', { headers: { accept: 'text/html' } });
    assert.equal(shop.headers.get('content-security-policy'), contentSecurityPolicy);
    await shop.arrayBuffer();
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

  test('sends a page asked for with a trailing slash to its one address', async () => {
    const response = await get('/cookie-policy/');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/cookie-policy');
  });

  test('bad input gets a 4xx with its reason, never a 500: the not-found page for a read outside /api/, JSON for the rest', async () => {
    const badJson = { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } };
    const cases = [
      ['/%', undefined, [400]],
      ['/dist/%2e%2e/package.json', undefined, [404]],
      ['/vendor/lit-html/package.json', undefined, [404]],
      ['/.git/config', undefined, [404]],
      // Fastify may reject the body before it finds no route: either answer is the client's fault.
      ['/', badJson, [400, 404]],
      ['/healthz', badJson, [400, 404]],
    ];
    for (const [path, init, statuses] of cases) {
      const response = await get(path, init);
      assert.ok(statuses.includes(response.status), `${init?.method ?? 'GET'} ${path}: ${response.status}`);
      if (response.status === 404 && (init?.method ?? 'GET') === 'GET') {
        assert.match(response.headers.get('content-type'), /^text\/html/, path);
        assert.match(await response.text(), /<h1>Page not found<\/h1>/, path);
      } else {
        assert.match(response.headers.get('content-type'), /^application\/json/, path);
        assert.equal(typeof (await response.json()).error, 'string', path);
      }
    }
  });

  test('a CONNECT request gets a 405 with its reason, not a dropped connection', async () => {
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.write('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    await once(socket, 'close');
    const [head, body] = received.split('\r\n\r\n');
    assert.match(head, /^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    assert.match(head, /\r\nallow: GET, HEAD, POST, PUT, DELETE\r\n/);
    assert.match(head, /\r\ncontent-security-policy: default-src 'self'/);
    assert.deepEqual(JSON.parse(body), { error: 'This server is not a proxy: CONNECT is not allowed.' });
  });

  test('shuts down cleanly on SIGTERM', async () => {
    assert.equal(await server.stop(), 0);
  });
});

describe('stopping the real server', () => {
  /** A raw connection to `server`, resolved once open, with everything it receives in `received()`. */
  async function openConnection(server) {
    const socket = connect(server.port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    return { socket, received: () => received, closed: once(socket, 'close') };
  }

  test('kept-alive connections do not hold a stop up; a request still arriving is cut after 3 s', async () => {
    const server = await startServer();
    // An answered request on a connection kept alive (72 s by default), and one whose headers never end.
    const kept = await openConnection(server);
    kept.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    while (!kept.received().includes('{"ok":true}')) await new Promise((resolve) => setTimeout(resolve, 20));
    const slow = await openConnection(server);
    slow.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');

    const started = Date.now();
    assert.equal(await server.stop(), 0, server.output());
    const took = Date.now() - started;
    await Promise.all([kept.closed, slow.closed]);
    assert.ok(took >= 3000, `stopped after ${took} ms, before the 3 s grace for the unfinished request`);
    assert.ok(took < 10_000, `stopped after ${took} ms`);
    assert.doesNotMatch(server.output(), /could not close/);
  });
});
