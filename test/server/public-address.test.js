import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { configFromEnv } from '../../server/config.js';
import { publicOrigin } from '../../server/http/public-address.js';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { DEMO_OWNER, startTestApp } from './app.js';
import { testDatabases } from './databases.js';

const INVITE = { email: 'potter@example.com', displayName: 'Ada Potter', permission: 1, websiteRoles: [4] };
/** A Host header an attacker chose: an invitation link must never point there. */
const EVIL = { host: 'evil.example' };

test('the public address is an http(s) origin and nothing after it; SQ_PUBLIC_URL says so when it is not', () => {
  assert.equal(publicOrigin('https://shop.example'), 'https://shop.example');
  assert.equal(publicOrigin('https://Shop.Example:8443/'), 'https://shop.example:8443');
  assert.equal(publicOrigin('http://localhost:8080'), 'http://localhost:8080');
  for (const bad of [
    'shop.example',
    'ftp://shop.example',
    'https://shop.example/shop',
    'https://u:p@shop.example',
    'https://shop.example/?a',
    '',
    42,
  ]) {
    assert.equal(publicOrigin(bad), undefined, String(bad));
  }
  assert.equal(configFromEnv({ SQ_PUBLIC_URL: 'https://shop.example/' }).publicUrl, 'https://shop.example');
  assert.equal(configFromEnv({}).publicUrl, undefined);
  assert.throws(() => configFromEnv({ SQ_PUBLIC_URL: 'shop.example' }), /SQ_PUBLIC_URL must be the site's address, such as https:\/\/shop\.example/);
});

/** The demo site with its website.baseUrl replaced (or removed, for undefined). */
async function siteWithBaseUrl(baseUrl) {
  const dir = await mkdtemp(join(tmpdir(), 'sq-public-'));
  await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  const file = join(dir, 'website.json');
  const website = JSON.parse(await readFile(file, 'utf8'));
  website.website.baseUrl = baseUrl;
  await writeFile(file, JSON.stringify(website));
  return dir;
}

const setCookies = (response) => [response.headers['set-cookie'] ?? []].flat();

for (const target of await testDatabases()) {
  describe(`the site's public address on ${target.name}`, () => {
    const apps = [];
    const dirs = [];
    after(async () => {
      for (const app of apps) await app.close();
      for (const dir of dirs) await rm(dir, { recursive: true, force: true });
    });
    async function appWith({ publicUrl, baseUrl } = {}) {
      const siteDir = await siteWithBaseUrl(baseUrl);
      dirs.push(siteDir);
      const t = await startTestApp(target, { siteDir, ...(publicUrl && { publicUrl }) });
      apps.push(t);
      return t;
    }
    /** Signs the demo admin in and invites INVITE, the request naming `headers.host`; answers the response and the outbox's link. */
    async function invite(t, headers) {
      const login = await t.call({ method: 'POST', url: '/api/auth/Login', payload: DEMO_OWNER, headers });
      const session = login.cookies.find((cookie) => cookie.name === 'sq_owner_session').value;
      const as = (request) => t.call({ ...request, headers, cookies: { sq_owner_session: session } });
      const response = await as({ method: 'POST', url: '/api/config/owners/invitations', payload: INVITE });
      const { outbox } = (await as({ method: 'GET', url: '/api/config/owners' })).json();
      return { login, response, link: /(\S+)\/config\/invitation\?token=[\w-]+/.exec(outbox[0]?.body ?? '')?.[1] };
    }

    test('SQ_PUBLIC_URL builds the invitation link, whatever Host the request names, and makes every cookie Secure when it is https', async () => {
      const t = await appWith({ publicUrl: 'https://shop.example', baseUrl: 'http://localhost:8080' });
      const { login, response, link } = await invite(t, EVIL);
      assert.equal(response.statusCode, 201);
      assert.equal(link, 'https://shop.example');
      const page = await t.app.inject({ method: 'GET', url: '/', headers: EVIL });
      const cookies = [...setCookies(login), ...setCookies(page)];
      assert.ok(cookies.some((cookie) => cookie.startsWith('sq_owner_session=')) && cookies.some((cookie) => cookie.startsWith('crumb=')));
      // Over plain http, no proxy trusted: Secure all the same.
      for (const cookie of cookies) assert.match(cookie, /; Secure(;|$)/i, cookie);
    });

    test('without it, website.baseUrl builds the link; an http address leaves cookies Secure only over https', async () => {
      const t = await appWith({ baseUrl: 'http://localhost:8080' });
      const { login, link } = await invite(t, EVIL);
      assert.equal(link, 'http://localhost:8080');
      for (const cookie of setCookies(login)) assert.doesNotMatch(cookie, /; Secure/i, cookie);
      const https = await appWith({ baseUrl: 'https://juniper.example' });
      const { login: secureLogin, link: secureLink } = await invite(https, EVIL);
      assert.equal(secureLink, 'https://juniper.example');
      for (const cookie of setCookies(secureLogin)) assert.match(cookie, /; Secure(;|$)/i, cookie);
    });

    test('with no public address at all an invitation is refused with the reason, and none is stored', async () => {
      const t = await appWith({ baseUrl: undefined });
      const { response } = await invite(t, EVIL);
      assert.equal(response.statusCode, 409);
      assert.equal(
        response.json().error,
        "Invitation links need the site's public address: set SQ_PUBLIC_URL (https://shop.example), or website.baseUrl in the site definition.",
      );
      assert.deepEqual(await t.db.selectFrom('owner_invitations').selectAll().execute(), []);
    });
  });
}
