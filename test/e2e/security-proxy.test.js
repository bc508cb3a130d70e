import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startServer } from './server.js';

const MUG = '65f1a2b3c4d5e6f708192d01';

/**
 * The session and cart cookies the server sets: signing in as owner and as member, and adding to
 * the cart, each with `headers` added. Resolves with each Set-Cookie line by cookie name.
 */
async function sessionCookies(server, headers = {}) {
  const page = await fetch(`${server.url}/`, { headers });
  await page.arrayBuffer();
  const crumb = /crumb=([^;]+)/.exec(page.headers.get('set-cookie'))[1];
  const call = async (path, body) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, cookie: `crumb=${crumb}`, ...headers },
      body: JSON.stringify(body),
    });
    assert.equal(response.status, 200, `${path}: ${await response.clone().text()}`);
    return response.headers.getSetCookie();
  };
  const lines = [
    ...(await call('/api/auth/Login', { email: 'owner@example.com', password: 'juniper-owner' })),
    ...(await call('/api/site-users/account/session', { email: 'member@juniper.example', password: 'juniper-demo' })),
    ...(await call('/api/commerce/cart/entries', { productId: MUG, sku: 'SQ0000101', quantity: 1 })),
  ];
  return Object.fromEntries(['sq_owner_session', 'sq_site_user', 'sq_cart'].map((name) => [name, lines.find((line) => line.startsWith(`${name}=`))]));
}

const isSecure = (line) => /;\s*Secure(;|$)/i.test(line);

describe('session and cart cookies behind an https proxy', () => {
  describe('without a trusted proxy', () => {
    let server;
    before(async () => {
      server = await startServer();
    });
    after(() => server?.stop());

    test('a forwarded https claim is ignored: the cookies of this plain-http connection are not Secure', async () => {
      const cookies = await sessionCookies(server, { 'x-forwarded-proto': 'https' });
      for (const [name, line] of Object.entries(cookies)) {
        assert.ok(line, `${name} is set`);
        assert.equal(isSecure(line), false, `${name}: ${line}`);
      }
    });
  });

  describe('with SQ_TRUST_PROXY naming the proxy', () => {
    let server;
    before(async () => {
      server = await startServer({ env: { SQ_TRUST_PROXY: '127.0.0.1' } });
    });
    after(() => server?.stop());

    test('X-Forwarded-Proto https makes every session and cart cookie Secure, HttpOnly and SameSite=Lax', async () => {
      const cookies = await sessionCookies(server, { 'x-forwarded-proto': 'https' });
      for (const [name, line] of Object.entries(cookies)) {
        assert.ok(line, `${name} is set`);
        assert.ok(isSecure(line), `${name} is Secure: ${line}`);
        assert.match(line, /HttpOnly/i, name);
        assert.match(line, /SameSite=Lax/i, name);
      }
    });

    test('a request the proxy forwarded over plain http gets cookies without Secure', async () => {
      const cookies = await sessionCookies(server, { 'x-forwarded-proto': 'http' });
      for (const [name, line] of Object.entries(cookies)) assert.equal(isSecure(line), false, `${name}: ${line}`);
    });
  });
});
