import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { contentSecurityPolicy } from '../../server/http/security-headers.js';
import { rawRequest } from './raw-http.js';
import { startServer } from './server.js';

/** Over Node's 16 KB limit for the request line and headers together. */
const LONG = 'a'.repeat(17 * 1024);

/** Sends `text` as raw bytes in `parts` writes, 50 ms apart, and resolves with everything the server sent back before closing. */
function rawExchange(base, text, parts = 1) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, async () => {
      const size = Math.ceil(text.length / parts);
      for (let i = 0; i < parts; i++) {
        if (socket.destroyed) break;
        socket.write(text.slice(i * size, (i + 1) * size));
        await new Promise((done) => setTimeout(done, 50));
      }
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

describe('a request line over 16 KB on the real server', () => {
  let server;

  before(async () => {
    server = await startServer();
  });

  after(async () => {
    await server?.stop();
  });

  test('an API address answers 414 with a JSON reason, and the connection closes cleanly', async () => {
    for (const path of [`/api/census/RecordHit/${LONG}`, `/api/form/FormSubmissionKey?x=${LONG}`]) {
      const response = await rawRequest(server.url, { path });
      assert.equal(response.status, 414, path.slice(0, 30));
      assert.match(response.headers['content-type'], /^application\/json/);
      assert.equal(response.headers.connection, 'close');
      assert.equal(response.headers['content-security-policy'], contentSecurityPolicy);
      const { error } = JSON.parse(response.body);
      assert.equal(error, 'The address is too long: the address and headers of a request may take at most 16 KB (16384 bytes).');
    }
  });

  test('a page address answers 414 with the site\u2019s error page', async () => {
    for (const path of [`/${LONG}`, `/gallery?item=${LONG}`, `/checkout/donate?donatePageId=${LONG}`]) {
      const response = await rawRequest(server.url, { path, headers: { accept: 'text/html' } });
      assert.equal(response.status, 414, path.slice(0, 30));
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.equal(response.headers['content-security-policy'], contentSecurityPolicy);
      assert.match(response.body, /<title>Address too long<\/title>/);
      assert.match(response.body, /<h1>Address too long<\/h1>/);
      assert.match(response.body, /may take at most 16 KB/);
      assert.match(response.body, /<a class="button" href="\/">Back to the home page<\/a>/);
      assert.match(response.body, /<link rel="icon" href="\/favicon.svg"/);
      assert.match(response.body, /class="site-header"/, 'the site\u2019s own header');
      assert.doesNotMatch(response.body, /<script|style="/);
    }
  });

  test('headers over the limit with a short address answer 431, with the page or the JSON reason', async () => {
    const headers = { 'x-filler': LONG };
    const page = await rawRequest(server.url, { path: '/', headers });
    assert.equal(page.status, 431);
    assert.match(page.body, /<h1>Request too large<\/h1>/);
    const api = await rawRequest(server.url, { path: '/api/crumb', headers });
    assert.equal(api.status, 431);
    assert.match(JSON.parse(api.body).error, /^The request's headers are too large/);
  });

  test('a request sent in pieces still gets a whole answer before the connection closes', async () => {
    const text = await rawExchange(server.url, `GET /${LONG} HTTP/1.1\r\nHost: x\r\n\r\n`, 4);
    assert.match(text, /^HTTP\/1\.1 414 URI Too Long\r\n/);
    assert.match(text, /<h1>Address too long<\/h1>/);
    assert.match(text, /<\/html>\n$/);
  });

  test('the server keeps answering afterwards', async () => {
    const response = await fetch(`${server.url}/healthz`);
    assert.equal(response.status, 200);
  });
});
