import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../../server/app.js';
import { openDatabase } from '../../server/db/index.js';
import { rawRequest } from './raw-http.js';
import { startServer } from './server.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every state-changing route the server has, as registered: a route added later is covered without editing this test. */
async function stateChangingRoutes() {
  const database = await openDatabase({ url: '', file: ':memory:' });
  const app = buildApp({ database, secret: 'routes' });
  const routes = [];
  app.addHook('onRoute', ({ method, url, config }) => {
    // A browser's form post (the forms, the cart, the sign-ins and joining without scripts) answers a refused crumb with a page of its own.
    const page = config?.answersCrumbFailure === true;
    for (const one of [method].flat()) if (!SAFE_METHODS.has(one)) routes.push({ method: one, url: url.replace(/:[a-zA-Z]+/g, 'x'), page });
  });
  await app.ready();
  await app.close();
  await database.close();
  return routes;
}

/** The spellings of `path` a router decodes or tidies into the same route, or into none. */
function variants(path) {
  const [, first, ...rest] = path.split('/');
  const tail = rest.join('/');
  return [
    path,
    `/%${first.charCodeAt(0).toString(16)}${first.slice(1)}/${tail}`,
    path.replace(/[a-z]/g, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
    `/${first}%2F${tail}`,
    `/${first}/%2e/${tail}`,
    `/%2561pi/${tail}`,
    `//${first}/${tail}`,
    `/${first}//${tail}`,
    `/${first}/./${tail}`,
    `/x/../${first}/${tail}`,
    `/${first}/x/%2e%2e/${tail}`,
    `/${first}\\${tail.replaceAll('/', '\\')}`,
    path.toUpperCase(),
    `/${first.toUpperCase()}/${tail}`,
    `${path}/`,
    `${path}?crumb=`,
  ];
}

describe('every state-changing route needs the crumb, however its path is written', () => {
  let server;
  let routes;
  let ownerCookies;

  before(async () => {
    [server, routes] = await Promise.all([startServer(), stateChangingRoutes()]);
    // A signed-in owner's browser: the crumb cookie and the owner's session, as a forged request would carry them.
    const page = await fetch(`${server.url}/`);
    const crumb = /crumb=([^;]+)/.exec(page.headers.get('set-cookie'))[1];
    const login = await fetch(`${server.url}/api/auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb },
      body: JSON.stringify({ email: 'owner@example.com', password: 'juniper-owner' }),
    });
    assert.equal(login.status, 200, await login.text());
    const session = /sq_owner_session=([^;]+)/.exec(login.headers.get('set-cookie'))[1];
    ownerCookies = `crumb=${crumb}; sq_owner_session=${session}`;
  });

  after(async () => {
    await server?.stop();
  });

  test('the server has the 52 state-changing routes this test walks, 9 of them a browser’s form posts answering a refused crumb with a page', () => {
    assert.equal(routes.length, 52, routes.map(({ method, url }) => `${method} ${url}`).join('\n'));
    assert.deepEqual(
      routes.filter(({ page }) => page).map(({ method, url }) => `${method} ${url}`),
      [
        'POST /forms/x/submit',
        'POST /commerce/cart/add',
        'POST /commerce/cart/entries/x',
        'POST /commerce/cart/entries/x/remove',
        'POST /config/sign-in',
        'POST /config/invitation',
        'POST /members/sign-in',
        'POST /members/sign-out',
        'POST /members/join',
      ],
    );
  });

  for (const who of ['a visitor', 'a signed-in owner']) {
    test(`${who} without the crumb gets 401 crumbFail on every route and every spelling`, async () => {
      for (const { method, url, page } of routes) {
        for (const path of variants(url)) {
          const headers = { 'content-type': 'application/json', ...(who === 'a signed-in owner' && { cookie: ownerCookies }) };
          const response = await rawRequest(server.url, { method, path, headers, body: '{}' });
          // A form post's own route refuses with a page (403) where its path reaches it; every other spelling is refused as JSON.
          if (page && response.status === 403) {
            assert.match(response.headers['content-type'], /^text\/html/, `${method} ${path}`);
            assert.doesNotMatch(String(response.headers['set-cookie'] ?? ''), /sq_owner_session=[^;]/, `${method} ${path} started no session`);
            continue;
          }
          assert.equal(response.status, 401, `${method} ${path} answered ${response.status} ${response.body}`);
          assert.deepEqual(JSON.parse(response.body), { crumbFail: true }, `${method} ${path}`);
        }
      }
    });
  }

  test('the owner-only routes still work with the crumb, so the refusals above are the crumb check', async () => {
    const crumb = /crumb=([^;]+)/.exec(ownerCookies)[1];
    const response = await rawRequest(server.url, {
      method: 'PUT',
      path: '/%61pi/site-header-footer',
      headers: { 'content-type': 'application/json', cookie: ownerCookies, 'x-csrf-token': crumb },
      body: JSON.stringify({ header: {}, footer: {} }),
    });
    assert.equal(response.status, 200, response.body);
  });
});
