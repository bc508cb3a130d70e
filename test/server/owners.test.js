import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { hashPassword } from '../../server/accounts/passwords.js';
import { SITE_CONTEXT_ID } from '../../server/http/pages.js';
import { previewFrameUrl } from '../../server/render/config-page.js';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';
import { seedOwners } from '../../server/store/owners.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';

/** The demo owners of demo/site/owners.json, with the passwords the server guide documents (docs/guides/server.md). */
const owner = { id: '65f1a2b3c4d5e6f708192f01', email: 'owner@example.com', password: 'juniper-owner' };
const viewer = { id: '65f1a2b3c4d5e6f708192f02', email: 'viewer@example.com', password: 'juniper-viewer' };

const cookieNamed = (response, name) => response.cookies.find((cookie) => cookie.name === name);
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function contextOf(html) {
  const match = html.match(new RegExp(`<script type="application/json" id="${SITE_CONTEXT_ID}">(.*?)</script>`, 's'));
  assert.ok(match, 'the page has the site context script');
  return JSON.parse(match[1]);
}

/** The scripts of a page other than the JSON context: each must be an external file (the CSP allows no inline script). */
function scriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes.includes('application/json'));
}

describe('the preview frame url', () => {
  test('keeps a path on the site with its query and hash', () => {
    assert.equal(previewFrameUrl('/shop?x=1'), '/shop?x=1');
    assert.equal(previewFrameUrl('/journal/post?a=1&b=%20#top'), '/journal/post?a=1&b=%20#top');
    assert.equal(previewFrameUrl('/'), '/');
    // Whitespace at either end is what the browser's URL parser trims too.
    assert.equal(previewFrameUrl(' /shop'), '/shop');
  });

  test('frames the home page for anything that is not a plain path on this site', () => {
    const bad = [
      undefined,
      '',
      ['/a', '/b'],
      '//evil.example',
      '//evil.example/shop',
      '/\\evil.example',
      '/\\/evil.example',
      'https://evil.example/',
      'http://site.test:8080/shop',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'shop.html',
      '/shop\n.html',
      '/\tevil',
      '/shop\u0000.html',
      '/config/',
      '/config?frameUrl=/',
    ];
    for (const value of bad) assert.equal(previewFrameUrl(value), '/', JSON.stringify(value));
  });
});

for (const target of await testDatabases()) {
  describe(`owner sign-in and sessions on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 1000 } } });
    });
    after(() => t.close());

    const login = (body, request = {}) => t.call({ method: 'POST', url: '/api/auth/Login', payload: body, ...request });
    const sessionOf = async (account) => cookieNamed(await login(account), 'sq_owner_session').value;
    const page = (url, token) => t.call({ method: 'GET', url, cookies: token ? { sq_owner_session: token } : {} });

    test('signing in answers the account and sets an HttpOnly session cookie for 24 hours; only the token\u2019s hash is stored', async () => {
      const response = await login({ email: owner.email, password: owner.password });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { account: { id: owner.id, displayName: 'Site Owner' } });
      const cookie = cookieNamed(response, 'sq_owner_session');
      assert.ok(cookie.value.length >= 43);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.equal(cookie.secure, undefined, 'Secure only over https (secure: auto)');
      const hours = (cookie.expires.getTime() - Date.now()) / 3_600_000;
      assert.ok(hours > 23.9 && hours <= 24, `expires in ${hours} hours`);

      const rows = await t.db.selectFrom('owner_sessions').selectAll().where('id', '=', sha256(cookie.value)).execute();
      assert.equal(rows.length, 1);
      const [row] = rows;
      assert.equal(row.account_id, owner.id);
      assert.notEqual(row.id, cookie.value);
      assert.equal(await t.db.selectFrom('owner_sessions').selectAll().where('id', '=', cookie.value).executeTakeFirst(), undefined);
      const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
      assert.equal(lifetime, 24 * 3_600_000);
    });

    test('the email is matched without regard to case or surrounding spaces', async () => {
      const response = await login({ email: '  Owner@Example.COM ', password: owner.password });
      assert.equal(response.statusCode, 200);
    });

    test('a wrong password or an unknown email answers 401 with the same message, for about the same work', async () => {
      // The work a sign-in costs this process (the hash is checked on its threads), in ms: unlike
      // the time it takes, it does not grow when the machine is busy with other things.
      const timed = async (body) => {
        const started = process.cpuUsage();
        const response = await login(body);
        const { user, system } = process.cpuUsage(started);
        return { response, ms: (user + system) / 1000 };
      };
      const wrong = [];
      const unknown = [];
      // Four of each: a fifth failure would make the account wait.
      for (let i = 0; i < 4; i += 1) {
        // Each goes first in turn, so neither always runs on a warmer process.
        const pair = [
          async () => wrong.push(await timed({ email: owner.email, password: 'not-it' })),
          async () => unknown.push(await timed({ email: 'nobody@example.com', password: owner.password })),
        ];
        for (const attempt of i % 2 ? pair.reverse() : pair) await attempt();
      }
      for (const { response } of [...wrong, ...unknown]) {
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { error: 'Incorrect email or password.' });
        assert.equal(cookieNamed(response, 'sq_owner_session'), undefined);
      }
      const median = (runs) => {
        const [, low, high] = runs.map((run) => run.ms).sort((a, b) => a - b);
        return (low + high) / 2;
      };
      const ratio = median(unknown) / median(wrong);
      assert.ok(ratio > 0.5 && ratio < 2, `an unknown email cost ${ratio.toFixed(2)}× the work of a wrong password`);
    });

    test('missing, empty, oversized or mistyped fields answer 400 naming the field, never a 500', async () => {
      const cases = [
        [{ email: owner.email }, /body must have required property 'password'/],
        [{ password: owner.password }, /body must have required property 'email'/],
        [{ email: '', password: owner.password }, /body\/email must NOT have fewer than 1 characters/],
        [{ email: owner.email, password: '' }, /body\/password must NOT have fewer than 1 characters/],
        [{ email: `${'a'.repeat(250)}@example.com`, password: 'x' }, /body\/email must NOT have more than 256 characters/],
        [{ email: owner.email, password: 'x'.repeat(1025) }, /body\/password must NOT have more than 1024 characters/],
        [{ email: { address: owner.email }, password: 'x' }, /body\/email must be string/],
        [{ email: owner.email, password: ['a', 'b'] }, /body\/password must be string/],
        ['null', /body must be object/],
        ['{', /Body is not valid JSON/],
      ];
      for (const [body, message] of cases) {
        const payload = typeof body === 'string' ? body : JSON.stringify(body);
        const response = await login(payload, { headers: { 'content-type': 'application/json' } });
        assert.equal(response.statusCode, 400, payload.slice(0, 60));
        assert.match(response.json().error, message);
      }
      const none = await t.call({ method: 'POST', url: '/api/auth/Login' });
      assert.equal(none.statusCode, 400);
    });

    test('signing in needs the crumb like every state-changing call', async () => {
      const body = { email: owner.email, password: owner.password };
      const without = await t.app.inject({ method: 'POST', url: '/api/auth/Login', payload: body });
      assert.equal(without.statusCode, 401);
      assert.deepEqual(without.json(), { crumbFail: true });
      assert.equal(cookieNamed(without, 'sq_owner_session'), undefined);
      const mismatched = await login(body, { headers: { 'x-csrf-token': `${t.crumb}x` } });
      assert.deepEqual(mismatched.json(), { crumbFail: true });
    });

    test('signing in again replaces the session the browser had', async () => {
      const first = await sessionOf(owner);
      const second = await login(owner, { cookies: { sq_owner_session: first } });
      assert.equal(second.statusCode, 200);
      assert.equal(await t.db.selectFrom('owner_sessions').select('id').where('id', '=', sha256(first)).executeTakeFirst(), undefined);
      assert.equal(contextOf((await page('/', first)).body).authenticatedAccount, null);
    });

    test('every page of a signed-in owner names the account and its roles, privately; never the email or the hash', async () => {
      const token = await sessionOf(owner);
      for (const url of ['/', '/shop?x=1', '/cookie-policy']) {
        const response = await page(url, token);
        assert.equal(response.statusCode, 200, url);
        assert.equal(response.headers['cache-control'], 'private, no-cache', url);
        const context = contextOf(response.body);
        assert.deepEqual(context.authenticatedAccount, { id: owner.id, displayName: 'Site Owner', permission: 2 }, url);
        assert.deepEqual(context.websiteRoles, [1]);
        assert.equal('owners' in context, false);
        assert.doesNotMatch(response.body, /owner@example\.com|scrypt\$|\$argon2id\$|passwordHash/);
      }
    });

    test('a viewer\u2019s pages carry the viewer role and permission 0', async () => {
      const token = await sessionOf(viewer);
      const context = contextOf((await page('/', token)).body);
      assert.deepEqual(context.authenticatedAccount, { id: viewer.id, displayName: 'Site Viewer', permission: 0 });
      assert.deepEqual(context.websiteRoles, [10]);
    });

    test('without a live session a page is a visitor\u2019s: no account, no roles, shared caching allowed', async () => {
      for (const token of [undefined, 'made-up-token', 'x'.repeat(500)]) {
        const response = await page('/', token);
        assert.equal(response.headers['cache-control'], 'no-cache');
        const context = contextOf(response.body);
        assert.equal(context.authenticatedAccount, null);
        assert.deepEqual(context.websiteRoles, []);
      }
    });

    test('an expired session, or one whose owner left the site definition, is no session', async () => {
      const expired = await sessionOf(owner);
      await t.db
        .updateTable('owner_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', sha256(expired))
        .execute();
      assert.equal(contextOf((await page('/', expired)).body).authenticatedAccount, null);

      const removed = await sessionOf(viewer);
      const stored = await t.db.selectFrom('site_documents').select('json').where('key', '=', 'owners').executeTakeFirstOrThrow();
      const everyone = JSON.parse(stored.json);
      try {
        // owners.json without the viewer, as the next load would apply it: an owner the back end never changed follows the file.
        await seedOwners(
          t.db,
          everyone.filter((account) => account.id !== viewer.id),
        );
        assert.equal(contextOf((await page('/', removed)).body).authenticatedAccount, null);
        assert.equal((await login(viewer)).statusCode, 401);
      } finally {
        await seedOwners(t.db, everyone);
      }
    });

    test('a later sign-in clears out expired sessions', async () => {
      const old = await sessionOf(owner);
      await t.db
        .updateTable('owner_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', sha256(old))
        .execute();
      await sessionOf(owner);
      assert.equal(await t.db.selectFrom('owner_sessions').select('id').where('id', '=', sha256(old)).executeTakeFirst(), undefined);
    });

    test('Logout deletes the session row, clears the cookie and answers where to go', async () => {
      const token = await sessionOf(owner);
      const response = await t.call({ method: 'POST', url: '/api/auth/Logout', cookies: { sq_owner_session: token } });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), { redirect: '/?logout=true' });
      const cleared = cookieNamed(response, 'sq_owner_session');
      assert.equal(cleared.value, '');
      assert.equal(cleared.maxAge, 0);
      assert.equal(cleared.httpOnly, true);
      assert.equal(await t.db.selectFrom('owner_sessions').select('id').where('id', '=', sha256(token)).executeTakeFirst(), undefined);
      assert.equal(contextOf((await page('/', token)).body).authenticatedAccount, null);

      const again = await t.call({ method: 'POST', url: '/api/auth/Logout', cookies: { sq_owner_session: token } });
      assert.equal(again.statusCode, 200, 'logging out twice is not an error');
      const noCrumb = await t.app.inject({ method: 'POST', url: '/api/auth/Logout', cookies: { sq_owner_session: token } });
      assert.deepEqual(noCrumb.json(), { crumbFail: true });
    });

    test('Logout without the crumb leaves the session in place', async () => {
      const token = await sessionOf(owner);
      const refused = await t.app.inject({ method: 'POST', url: '/api/auth/Logout', cookies: { sq_owner_session: token } });
      assert.equal(refused.statusCode, 401);
      assert.ok(await t.db.selectFrom('owner_sessions').select('id').where('id', '=', sha256(token)).executeTakeFirst());
    });
  });

  describe(`owner sign-in rate limit on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 2 } } });
    });
    after(() => t.close());

    test('past the sign-in limit per IP address: 429, even with the right password', async () => {
      const attempt = (password) => t.call({ method: 'POST', url: '/api/auth/Login', payload: { email: owner.email, password } });
      assert.equal((await attempt('guess')).statusCode, 401);
      assert.equal((await attempt('guess')).statusCode, 401);
      const limited = await attempt(owner.password);
      assert.equal(limited.statusCode, 429);
      assert.deepEqual(limited.json(), { error: 'Too many sign-in attempts. Please try again later.' });
      assert.equal(cookieNamed(limited, 'sq_owner_session'), undefined);
    });

    test('a malformed attempt is a 400 and does not count', async () => {
      const response = await t.call({ method: 'POST', url: '/api/auth/Login', payload: { email: owner.email } });
      assert.equal(response.statusCode, 400);
    });
  });

  describe(`the config area on ${target.name}`, () => {
    let t;
    before(async () => {
      t = await startTestApp(target, { rateLimit: { signIn: { max: 1000 } } });
    });
    after(() => t.close());

    const sessionOf = async (account) =>
      cookieNamed(await t.call({ method: 'POST', url: '/api/auth/Login', payload: account }), 'sq_owner_session').value;
    const config = (url, token) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'site.test:8080' }, cookies: token ? { sq_owner_session: token } : {} });
    const frameSrc = (html) => html.match(/<iframe\b[^>]*\bsrc="([^"]*)"/)?.[1];

    test('/config redirects to /config/, keeping the query', async () => {
      for (const [url, location] of [
        ['/config', '/config/'],
        ['/config?frameUrl=%2Fshop%3Fx%3D1', '/config/?frameUrl=%2Fshop%3Fx%3D1'],
      ]) {
        const response = await config(url);
        assert.equal(response.statusCode, 301);
        assert.equal(response.headers.location, location);
      }
    });

    test('without a session: an accessible sign-in form whose behaviour is an external script', async () => {
      const response = await config('/config/?frameUrl=%2Fshop');
      assert.equal(response.statusCode, 200);
      assert.match(response.headers['content-type'], /^text\/html/);
      assert.ok(cookieNamed(response, 'crumb'), 'the page gets the crumb its script sends');
      const html = response.body;
      assert.match(html, /<h1>Sign in to Juniper Ceramics<\/h1>/);
      assert.match(
        html,
        /<label for="sign-in-email">Email<\/label>\s*<input id="sign-in-email" name="email" type="email" autocomplete="username"[^>]*required/,
      );
      assert.match(
        html,
        /<label for="sign-in-password">Password<\/label>\s*<input id="sign-in-password" name="password" type="password" autocomplete="current-password"[^>]*required/,
      );
      assert.match(html, /<button type="submit">Sign in<\/button>/);
      assert.match(html, /<p id="sign-in-error" class="error" role="alert"><\/p>/);
      assert.match(
        html,
        /<form id="sign-in" method="post" action="\/config\/sign-in" novalidate>/,
        'without JavaScript the password is never put in the address',
      );
      assert.deepEqual(
        scriptsOf(html).map(([, attributes, body]) => [attributes.trim(), body]),
        [['type="module" src="/config/assets/sign-in.js"', '']],
      );
      assert.doesNotMatch(html, /\sstyle=|<style|\son[a-z]+=/i);
      assert.doesNotMatch(html, /<iframe|Log out/);
      assert.equal(contextOf(html).authenticatedAccount, null);
    });

    test('with a session: the back-end shell with the guide open and the site framed', async () => {
      const token = await sessionOf(owner);
      const response = await config('/config/?frameUrl=%2Fshop%3Fx%3D1', token);
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'private, no-cache');
      const html = response.body;
      assert.match(html, /<html lang="en" class="sq-config sq-back-end" data-sq-guide-open data-messages="[^"]*">/);
      assert.match(html, /<header class="back-end-header">\s*<h1 class="site-title">Juniper Ceramics<\/h1>/);
      assert.match(html, /Signed in as <strong>Site Owner<\/strong>/);
      assert.match(html, /<button type="button" id="guide-toggle" aria-expanded="true" aria-controls="guide">Guide<\/button>/);
      assert.match(html, /<button type="button" id="fullscreen-toggle" aria-pressed="false">Fullscreen preview<\/button>/);
      assert.match(html, /<button type="button" id="logout">Log out<\/button>/);
      assert.match(
        html,
        /<aside id="guide" class="guide" aria-label="Guide">[\s\S]*<kbd>Shift<\/kbd> \+ <kbd>Escape<\/kbd> logs you out[\s\S]*<button type="button" id="guide-close">Close guide<\/button>\s*<\/aside>/,
      );
      assert.match(html, /<button type="button" id="exit-fullscreen" class="exit-fullscreen" hidden>Exit fullscreen preview<\/button>/);
      assert.match(html, /<iframe id="preview" title="Site preview" src="\/shop\?x=1"><\/iframe>/);
      assert.deepEqual(
        scriptsOf(html).map(([, attributes, body]) => [attributes.trim(), body]),
        [['type="module" src="/config/assets/back-end.js"', '']],
      );
      assert.doesNotMatch(html, /\sstyle=|<style|\son[a-z]+=/i);
      assert.doesNotMatch(html, /owner@example\.com|scrypt\$|\$argon2id\$/);
      assert.deepEqual(contextOf(html).authenticatedAccount, { id: owner.id, displayName: 'Site Owner', permission: 2 });
    });

    test('a viewer gets the shell too', async () => {
      const html = (await config('/config/', await sessionOf(viewer))).body;
      assert.match(html, /Signed in as <strong>Site Viewer<\/strong>/);
      assert.equal(frameSrc(html), '/');
    });

    test('frameUrl must be a path on this site; anything else frames the home page', async () => {
      const token = await sessionOf(owner);
      const cases = [
        ['//evil.example', '/'],
        ['/\\evil.example', '/'],
        ['https://evil.example/', '/'],
        ['javascript:alert(1)', '/'],
        ['http://site.test:8080/shop', '/'],
        ['/config/?frameUrl=/', '/'],
        ['/shop?x=1', '/shop?x=1'],
        ['/contact?a="><script>alert(1)</script>', '/contact?a=%22%3E%3Cscript%3Ealert(1)%3C/script%3E'],
        ["/cookie-policy/?q='x'&r=1", '/cookie-policy/?q=%27x%27&amp;r=1'],
      ];
      for (const [frameUrl, src] of cases) {
        const response = await config(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`, token);
        assert.equal(frameSrc(response.body), src, frameUrl);
      }
      assert.equal(frameSrc((await config('/config/?frameUrl=/a&frameUrl=/b', token)).body), '/', 'given twice');
      assert.equal(frameSrc((await config('/config/', token)).body), '/', 'not given');
    });

    test('the config area\u2019s script and styles are served as files, under the strict CSP', async () => {
      for (const [file, type] of [
        ['sign-in.js', /javascript/],
        ['back-end.js', /javascript/],
        ['api.js', /javascript/],
        ['config.css', /text\/css/],
      ]) {
        const response = await t.app.inject({ method: 'GET', url: `/config/assets/${file}` });
        assert.equal(response.statusCode, 200, file);
        assert.match(response.headers['content-type'], type, file);
        assert.match(response.headers['content-security-policy'], /script-src 'self'/);
      }
      assert.equal((await t.app.inject({ method: 'GET', url: '/config/assets/' })).statusCode, 404);
      assert.equal((await t.app.inject({ method: 'GET', url: '/config/assets/../../package.json' })).statusCode, 404);
    });

    test('the config area and the site may be framed by pages of this site only; the CSP stays strict', async () => {
      const token = await sessionOf(owner);
      for (const response of [await config('/config/', token), await config('/config/'), await config('/shop', token), await config('/')]) {
        const csp = response.headers['content-security-policy'];
        assert.match(csp, /frame-ancestors 'self'/);
        assert.match(csp, /default-src 'self'/);
        // Only the site, and the exact origins of the third-party scripts the page's blocks load.
        assert.match(csp, /script-src 'self'( https:\/\/[a-z0-9.-]+)*(;|$)/);
        assert.match(csp, /style-src 'self'(;|$)/);
        assert.doesNotMatch(csp, /unsafe|frame-ancestors 'none'|\*/);
        assert.equal(response.headers['x-frame-options'], undefined, 'no DENY that would keep the preview out of its frame');
      }
    });

    test('checkout pages keep their no-store, with or without an owner', async () => {
      const token = await sessionOf(owner);
      for (const cookie of [undefined, token]) {
        const response = await config('/commerce/goto-checkout', cookie);
        assert.equal(response.statusCode, 200);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });
  });

  describe(`the config area escapes what the site definition says on ${target.name}`, () => {
    const hostileTitle = '</title><script>alert(1)</script> & "Co"';
    const hostileName = '<img src=x onerror=alert(1)> \'Ada\' & "Bo"';
    let t;
    let dir;
    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sq-site-'));
      await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
      const website = JSON.parse(await readFile(join(dir, 'website.json'), 'utf8'));
      website.website.siteTitle = hostileTitle;
      await writeFile(join(dir, 'website.json'), JSON.stringify(website));
      const owners = [
        {
          id: 'hostile',
          email: 'hostile@example.com',
          displayName: hostileName,
          passwordHash: await hashPassword('pw'),
          permission: 1,
          websiteRoles: [4],
        },
      ];
      await writeFile(join(dir, 'owners.json'), JSON.stringify(owners));
      t = await startTestApp(target, { siteDir: dir });
    });
    after(async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    });

    test('the site title and the display name never become markup', async () => {
      const signIn = (await t.app.inject({ method: 'GET', url: '/config/' })).body;
      assert.ok(signIn.includes('<title>Sign in · &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</title>'));
      assert.ok(signIn.includes('<h1>Sign in to &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</h1>'));

      const login = await t.call({ method: 'POST', url: '/api/auth/Login', payload: { email: 'hostile@example.com', password: 'pw' } });
      assert.equal(login.json().account.displayName, hostileName);
      const token = cookieNamed(login, 'sq_owner_session').value;
      const shell = (await t.app.inject({ method: 'GET', url: '/config/', cookies: { sq_owner_session: token } })).body;
      assert.ok(shell.includes('<h1 class="site-title">&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</h1>'));
      assert.ok(shell.includes('Signed in as <strong>&lt;img src=x onerror=alert(1)&gt; &#39;Ada&#39; &amp; &quot;Bo&quot;</strong>'));
      for (const html of [signIn, shell]) {
        assert.doesNotMatch(html, /<img|<script>alert/);
        assert.equal(scriptsOf(html).length, 1);
      }
      const context = contextOf(shell);
      assert.deepEqual(context.authenticatedAccount, { id: 'hostile', displayName: hostileName, permission: 1 });
      assert.deepEqual(context.websiteRoles, [4]);
    });
  });
}
