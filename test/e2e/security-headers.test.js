import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { contentSecurityPolicy } from '../../server/http/security-headers.js';
import { launchBrowser } from './browser.js';
import { rawRequest } from './raw-http.js';
import { startServer } from './server.js';

describe('every response carries the security headers', () => {
  let server;
  before(async () => {
    server = await startServer();
  });
  after(() => server?.stop());

  const directives = (policy) =>
    Object.fromEntries(
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );

  test('pages, files, API answers, errors and not-found answers alike', async () => {
    // Pages whose blocks load no third party: the home page's comment counts add their provider's script origin.
    const answers = [
      await rawRequest(server.url, { path: '/faq' }),
      await rawRequest(server.url, { path: '/shop' }),
      await rawRequest(server.url, { path: '/dist/sq-elements.js' }),
      await rawRequest(server.url, { path: '/api/commerce/cart' }),
      await rawRequest(server.url, { path: '/no/such/page' }),
      await rawRequest(server.url, { path: '/%' }),
      await rawRequest(server.url, { method: 'POST', path: '/api/form/FormSubmissionKey' }),
      await rawRequest(server.url, { path: '/config/' }),
    ];
    for (const { status, headers } of answers) {
      assert.equal(headers['content-security-policy'], contentSecurityPolicy, `CSP on a ${status}`);
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin', `COOP on a ${status}`);
      assert.match(headers['permissions-policy'] ?? '', /(^|, )camera=\(\)(,|$)/, `Permissions-Policy on a ${status}`);
      assert.equal(headers['x-content-type-options'], 'nosniff');
    }
  });

  test('the browser knows every feature the Permissions-Policy names: no warning about the header on a page', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const messages = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      // The header is read as the page commits, before its load event.
      await page.goto(`${server.url}/faq`);
      assert.deepEqual(
        messages.filter((text) => /permissions.policy/i.test(text)),
        [],
      );
    } finally {
      await browser.close();
    }
  });

  test('Cross-Origin-Opener-Policy only where browsers apply it: https or a loopback host, never a plain-http name', async () => {
    const named = await rawRequest(server.url, { path: '/faq', headers: { host: 'shop.example' } });
    assert.equal(named.status, 200);
    assert.equal(named.headers['cross-origin-opener-policy'], undefined);
    assert.equal(named.headers['content-security-policy'], contentSecurityPolicy);
    const local = await rawRequest(server.url, { path: '/faq', headers: { host: 'localhost' } });
    assert.equal(local.headers['cross-origin-opener-policy'], 'same-origin');
  });

  test("the security guide's recommended policy is exactly the one the server sends and the browser tests use", async () => {
    const guide = await readFile(new URL('../../docs/guides/security.md', import.meta.url), 'utf8');
    const recommended = /^Content-Security-Policy: (.+)$/m.exec(guide)?.[1];
    assert.equal(recommended, contentSecurityPolicy);
  });

  test("the policy: Trusted Types with the runtime's policies only, forms post to the site only, no inline code", () => {
    const policy = directives(contentSecurityPolicy);
    assert.deepEqual(policy['require-trusted-types-for'], ["'script'"]);
    assert.deepEqual(policy['trusted-types'], ['sq-owner-html', 'sq-script-url', 'lit-html']);
    assert.deepEqual(policy['form-action'], ["'self'"]);
    assert.deepEqual(policy['script-src'], ["'self'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.deepEqual(policy['base-uri'], ["'none'"]);
    assert.doesNotMatch(contentSecurityPolicy, /unsafe/);
  });
});

describe('behind a trusted https proxy', () => {
  let server;
  before(async () => {
    server = await startServer({ env: { SQ_TRUST_PROXY: '127.0.0.1' } });
  });
  after(() => server?.stop());

  test('a page the proxy served over https carries Cross-Origin-Opener-Policy', async () => {
    const page = await rawRequest(server.url, { path: '/', headers: { host: 'shop.example', 'x-forwarded-proto': 'https' } });
    assert.equal(page.headers['cross-origin-opener-policy'], 'same-origin');
  });
});
