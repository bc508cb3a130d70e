/**
 * Seeded fuzz run over every route the app registers (collected with an onRoute hook, so a new
 * route is covered without touching this file): random, malformed and hostile methods, path
 * parameters, query strings, headers and bodies (fuzz-requests.js), without the crumb and with one
 * the app issued (and sometimes an owner's session), so cases reach the handlers. Whatever comes
 * in, the server answers in time, never with a 5xx, and every 4xx says why. A failure prints the
 * seed, the case and the request, and the smallest request that still fails.
 *
 * `npm test` runs a bounded number of cases per database; `npm run fuzz` many more, with
 * SQ_FUZZ_CASES and SQ_FUZZ_SEED from the environment (docs/guides/development.md).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits.js';
import { ensureGazetteer } from '../../server/store/places.js';
import { fuzzSetting, random } from '../helpers/random.js';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';
import { decoded, describeRequest, forget, learn, requestFor, sendOverSocket } from './fuzz-requests.js';

const SEED = fuzzSetting(process.env.SQ_FUZZ_SEED, 20240611);
/** Per database; at least one per route whatever the setting. */
const CASES = fuzzSetting(process.env.SQ_FUZZ_CASES, 300);
const CASE_TIMEOUT_MS = 5000;
/** Distinct failures reported (each shrunk) before the run stops. */
const MAX_REPORTED = 5;
const UNLIMITED = { max: 1e9, timeWindow: 60_000 };

/** What is wrong with an answer, or undefined: a 5xx, or a 4xx that does not say why. */
export function problemWith(request, response) {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400 || request.method === 'HEAD') return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('application/json')) {
    let body;
    try {
      body = JSON.parse(response.body);
    } catch {
      return `answered ${response.statusCode} with a JSON type and a body that is not JSON`;
    }
    const said = (typeof body?.error === 'string' && body.error.trim() !== '') || body?.crumbFail === true;
    return said ? undefined : `answered ${response.statusCode} without a reason: ${response.body.slice(0, 200)}`;
  }
  if (response.body.trim() === '') return `answered ${response.statusCode} with an empty body`;
  return undefined;
}

for (const target of await testDatabases()) {
  describe(`request fuzz on ${target.name}: every route, any input, answers in time with no 5xx and a reason for every 4xx`, () => {
    const routes = [];
    const serverLog = [];
    let t;
    let access;
    let port;

    /** Signs the demo owner in with the crumb; the session token. */
    async function signIn(crumb) {
      const signedIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/Login',
        cookies: { crumb },
        headers: { 'x-csrf-token': crumb },
        payload: { email: 'owner@example.com', password: 'juniper-owner' },
      });
      const session = signedIn.cookies.find((cookie) => cookie.name === 'sq_owner_session')?.value;
      assert.ok(session, `the demo owner signs in: ${signedIn.statusCode} ${signedIn.body}`);
      return session;
    }

    before(async () => {
      forget();
      t = await startTestApp(target, {
        onRoute: (route) => routes.push(route),
        // Every limit out of the way, so cases reach the handlers rather than a 429.
        rateLimit: Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, UNLIMITED])),
        logger: { level: 'error', stream: { write: (line) => serverLog.push(line) } },
      });
      // The places gazetteer is seeded once per database, as the server does when it starts: the
      // cases time the routes, not that one-off seed.
      await ensureGazetteer(t.db, t.database.dialect);
      // A crumb as a browser gets one, then an owner's session with it.
      const issued = await t.app.inject({ method: 'GET', url: '/api/crumb' });
      const crumb = issued.json().crumb;
      assert.equal(issued.cookies.find((cookie) => cookie.name === 'crumb')?.value, crumb, 'the crumb comes as its cookie too');
      access = { crumb, ownerSession: await signIn(crumb) };
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = t.app.server.address().port;
    });
    after(() => t.close());

    /** In process, or over the socket where asked or where inject cannot build the request (a URL it cannot parse). */
    async function send(request) {
      const { via, ...injected } = request;
      if (via === 'inject') {
        try {
          const response = await t.app.inject(injected);
          return { statusCode: response.statusCode, headers: response.headers, body: decoded(response.headers, response.rawPayload) };
        } catch (error) {
          if (!String(error?.stack).includes('light-my-request')) throw error;
        }
      }
      return sendOverSocket(port, request);
    }

    /** Sends one request; the problem with its answer, or undefined. */
    async function check(request) {
      serverLog.length = 0;
      let timer;
      const timeout = new Promise((resolve) => {
        timer = setTimeout(() => resolve('timeout'), CASE_TIMEOUT_MS);
      });
      try {
        const response = await Promise.race([send(request).catch((error) => error), timeout]);
        if (response instanceof Error) return `no answer: ${response.message}`;
        if (response === 'timeout') return `no answer within ${CASE_TIMEOUT_MS} ms`;
        const problem = problemWith(request, response);
        if (response.statusCode < 300 && String(response.headers['content-type']).startsWith('application/json')) {
          try {
            learn(JSON.parse(response.body));
          } catch {
            // Its type says JSON; a 2xx whose body is not is no concern of this check.
          }
        }
        // A case that signed the owner out (Logout, a new sign-in): later owner cases get a new session.
        if (request.cookies.sq_owner_session === access.ownerSession && /sq_owner_session=/.test(String(response.headers['set-cookie'] ?? ''))) {
          access.ownerSession = await signIn(access.crumb);
        }
        if (!problem) return undefined;
        const logged = serverLog.map((line) => JSON.parse(line).err?.stack ?? line).join('\n');
        return `${problem}: ${response.body.slice(0, 300)}${logged ? `\nserver log: ${logged.slice(0, 2000)}` : ''}`;
      } finally {
        clearTimeout(timer);
      }
    }

    /** Takes parts of a failing request away while it still fails with the same kind of problem. */
    async function shrink(request, problem) {
      const kind = problem.split(':')[0];
      let smallest = request;
      const candidates = (current) => {
        const out = [];
        for (const name of Object.keys(current.headers))
          out.push({ ...current, headers: Object.fromEntries(Object.entries(current.headers).filter(([key]) => key !== name)) });
        for (const name of Object.keys(current.cookies))
          out.push({ ...current, cookies: Object.fromEntries(Object.entries(current.cookies).filter(([key]) => key !== name)) });
        const [path, query] = current.url.split('?');
        if (query !== undefined) {
          out.push({ ...current, url: path });
          const pairs = query.split('&');
          if (pairs.length > 1)
            pairs.forEach((_, index) => out.push({ ...current, url: `${path}?${pairs.filter((__, other) => other !== index).join('&')}` }));
        }
        if (current.payload !== undefined) {
          out.push({ ...current, payload: undefined });
          try {
            const body = JSON.parse(current.payload);
            if (body && typeof body === 'object') {
              for (const key of Object.keys(body)) {
                const copy = Array.isArray(body) ? body.filter((_, index) => String(index) !== key) : { ...body };
                if (!Array.isArray(body)) delete copy[key];
                out.push({ ...current, payload: JSON.stringify(copy) });
              }
            }
          } catch {
            if (current.payload.length > 1) out.push({ ...current, payload: current.payload.slice(0, Math.ceil(current.payload.length / 2)) });
          }
        }
        return out;
      };
      let tries = 0;
      for (let progress = true; progress && tries < 300;) {
        progress = false;
        for (const candidate of candidates(smallest)) {
          if (++tries > 300) break;
          const found = await check(candidate);
          if (found && found.split(':')[0] === kind) {
            smallest = candidate;
            progress = true;
            break;
          }
        }
      }
      return smallest;
    }

    test(`every route the app registers gets cases (${target.name})`, () => {
      const urls = new Set(routes.map((route) => route.url));
      for (const url of ['/api/crumb', '/api/form/SaveFormSubmission', '/forms/:formId/submit', '/consent', '/*'])
        assert.ok(urls.has(url), `${url} is among the routes`);
      assert.ok(urls.size >= 60, `${urls.size} routes`);
    });

    test(`${CASES} seeded requests (seed ${SEED}) over every route: no 5xx, no 4xx without a reason, no hang (${target.name})`, async () => {
      // One entry per path, its methods merged; round robin from a seeded order, so every route has cases.
      const byUrl = new Map();
      for (const route of routes) {
        const entry = byUrl.get(route.url) ?? { url: route.url, method: [], schema: {} };
        entry.method = [...new Set([...entry.method, ...[route.method].flat()])];
        entry.schema = { ...entry.schema, ...route.schema };
        byUrl.set(route.url, entry);
      }
      const rng = random(SEED);
      const shuffled = (list) =>
        list
          .map((route) => ({ route, key: rng.next() }))
          .sort((a, b) => a.key - b.key)
          .map((entry) => entry.route);
      // Every route once first; then routes that take input by schema (a body, parameters, a query) three times as often as plain files and pages.
      const unique = [...byUrl.values()];
      const weighted = unique.flatMap((route) => Array(route.schema.body || route.schema.params || route.schema.querystring ? 3 : 1).fill(route));
      const order = [...shuffled(unique), ...shuffled(weighted)];
      const total = Math.max(CASES, byUrl.size);
      const failures = [];
      const seen = new Set();
      for (let index = 0; index < total && failures.length < MAX_REPORTED; index++) {
        const route = order[index < unique.length ? index : unique.length + ((index - unique.length) % weighted.length)];
        const level = rng.pick(['none', 'crumb', 'crumb', 'owner']);
        const request = requestFor(rng, route, access, level);
        const problem = await check(request);
        if (!problem) continue;
        const key = `${route.url} ${problem.split('\n')[0].slice(0, 80)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const smallest = await shrink(request, problem);
        failures.push(
          [
            `seed ${SEED}, case ${index} (route ${[route.method].flat().join(',')} ${route.url}, ${level}): ${problem}`,
            `  request: ${describeRequest(request)}`,
            `  smallest failing request: ${describeRequest(smallest)}`,
            `  reproduce: SQ_FUZZ_SEED=${SEED} SQ_FUZZ_CASES=${index + 1} node --import tsx --test test/server/request-fuzz.test.js`,
          ].join('\n'),
        );
      }
      if (failures.length) assert.fail(`${failures.length} failing case(s):\n${failures.join('\n\n')}`);
    });
  });
}
