import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { ApiError, configureApi, del, get, post, put, sendBeacon } from '../../src/shared/api/index.js';
import { dismissSystemError, setPageReload } from '../../src/shared/api/system-error.js';
import { deleteCookieEverywhere, getCookie, setCookie } from '../../src/shared/dom/cookies.js';
import type { LoginRequiredDetail } from '../../src/shared/events/login-required.js';
import { crossOrigin, received, spyOnFetch, STAND_IN_PREFIX, standInBase, uniquePath, type ReceivedRequest } from '../helpers/stand-in.js';
import { systemErrorOverlay } from '../helpers/system-error.js';

/** What the stand-in's /api/echo answers. */
interface Echo {
  method: string;
  query: Record<string, string>;
  body: string;
  contentType: string;
}

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was expected to fail');
}

async function receivedAtLeast(path: string, count: number): Promise<ReceivedRequest[]> {
  let records: ReceivedRequest[] = [];
  await waitUntil(async () => (records = await received(path)).length >= count, `${count} request(s) to ${path}`);
  return records;
}

const responding = (body: unknown) => ({ query: { body: JSON.stringify(body) } });

describe('the HTTP client', () => {
  before(() => configureApi({ baseUrl: standInBase() }));
  after(() => configureApi({ baseUrl: null }));
  afterEach(() => dismissSystemError());

  describe('the crumb', () => {
    beforeEach(() => deleteCookieEverywhere('crumb'));

    it('goes with a POST as the crumb query parameter and the X-CSRF-Token header, from the crumb cookie', async () => {
      await fetch(`${STAND_IN_PREFIX}/api/crumb`);
      const crumb = getCookie('crumb');
      expect(crumb, 'the server set the cookie').to.be.a('string');
      const spy = spyOnFetch();
      const path = uniquePath('/api/echo');
      try {
        await post(path, { body: { a: 1 } });
      } finally {
        spy.restore();
      }
      expect(spy.calls.map((call) => new URL(call.url).pathname)).to.deep.equal([`${STAND_IN_PREFIX}${path}`]);
      const [record] = await received(path);
      expect(record!.query.crumb).to.equal(crumb);
      expect(record!.csrfHeader).to.equal(crumb);
      expect(record!.cookieCrumb).to.equal(crumb);
    });

    it('is fetched from /api/crumb first when the page has no crumb cookie', async () => {
      const spy = spyOnFetch();
      const path = uniquePath('/api/echo');
      try {
        await del(path);
      } finally {
        spy.restore();
      }
      expect(spy.calls.map((call) => new URL(call.url).pathname)).to.deep.equal([`${STAND_IN_PREFIX}/api/crumb`, `${STAND_IN_PREFIX}${path}`]);
      const [record] = await received(path);
      expect(record!.method).to.equal('DELETE');
      expect(record!.query.crumb).to.be.a('string');
      expect(record!.query.crumb).to.equal(getCookie('crumb'));
    });

    it('goes with a GET as the crumb query parameter, without the header', async () => {
      await fetch(`${STAND_IN_PREFIX}/api/crumb`);
      const crumb = getCookie('crumb');
      const path = uniquePath('/api/echo');
      await get(path, { query: { a: '1' } });
      const [record] = await received(path);
      expect(record!.method).to.equal('GET');
      expect(record!.query).to.deep.equal({ a: '1', crumb });
      expect(record!.csrfHeader).to.equal(undefined);
    });

    it('is fetched for a GET too when the page has no crumb cookie', async () => {
      const spy = spyOnFetch();
      const path = uniquePath('/api/echo');
      try {
        await get(path);
      } finally {
        spy.restore();
      }
      expect(spy.calls.map((call) => new URL(call.url).pathname)).to.deep.equal([`${STAND_IN_PREFIX}/api/crumb`, `${STAND_IN_PREFIX}${path}`]);
      const [record] = await received(path);
      expect(record!.query.crumb).to.be.a('string').and.equal(getCookie('crumb'));
    });

    it('is reset after crumbFail, and the call retried once with a fresh crumb', async () => {
      setCookie('crumb', 'stale');
      const path = uniquePath('/api/echo');
      const answer = await post<Echo>(path, { body: { n: 1 } });
      expect(answer.method).to.equal('POST');
      const fresh = getCookie('crumb');
      expect(fresh).to.be.a('string').and.not.equal('stale');
      const attempts = await received(path);
      expect(attempts.map((record) => record.query.crumb)).to.deep.equal(['stale', fresh]);
      expect(attempts[1]!.csrfHeader).to.equal(fresh);
    });

    it('retries a crumbFail call exactly once', async () => {
      const path = uniquePath('/api/status/401');
      const error = await rejection(post(path, { quiet: true, ...responding({ crumbFail: true }) }));
      expect(error.kind).to.equal('crumbFail');
      expect(error.message).to.equal('Unauthorized request');
      expect(await received(path)).to.have.length(2);
    });
  });

  describe('bodies', () => {
    it('sends JSON, form-encoded and text bodies with their content types', async () => {
      const path = uniquePath('/api/echo');
      const json = await put<Echo>(path, { body: { languages: ['fr', 'de'] } });
      expect(json.contentType).to.equal('application/json');
      expect(JSON.parse(json.body)).to.deep.equal({ languages: ['fr', 'de'] });
      const form = await post<Echo>(path, { form: { event: 'click', data: JSON.stringify({ a: 1 }) } });
      expect(form.contentType).to.equal('application/x-www-form-urlencoded;charset=UTF-8');
      expect(form.body).to.equal('event=click&data=%7B%22a%22%3A1%7D');
      const text = await post<Echo>(path, { text: '[{"name":"lcp"}]' });
      expect(text.contentType).to.equal('text/plain;charset=UTF-8');
      expect(text.body).to.equal('[{"name":"lcp"}]');
    });

    it('parses JSON answers, and returns text as text and an empty answer as undefined', async () => {
      const echo = await get<Echo>(uniquePath('/api/echo'), { query: { q: 'shoes' } });
      expect(echo).to.deep.include({ method: 'GET', query: { q: 'shoes', crumb: getCookie('crumb') } });
      const id = await get(uniquePath('/api/status/200'), { query: { body: 'automated-mock-id', type: 'text/plain' } });
      expect(id).to.equal('automated-mock-id');
      expect(await del(uniquePath('/api/status/204'))).to.equal(undefined);
    });

    it('fails with the parse message when a JSON answer does not parse', async () => {
      const path = uniquePath('/api/status/200');
      const error = await rejection(get(path, { quiet: true, query: { body: '{nope', type: 'application/json' } }));
      const url = `${standInBase()}${path}?body=%7Bnope&type=application%2Fjson`;
      expect(error.kind).to.equal('parse');
      expect(error.url).to.equal(url);
      expect(error.message).to.match(/^Internal Error: Unable to parse server response from \(.+\) as JSON: .+/);
      expect(error.message).to.contain(`(${url})`);
    });
  });

  describe('failures', () => {
    it('gives each failing status its message', async () => {
      const expected: [number, string, string][] = [
        [401, 'unauthorized', 'Unauthorized request'],
        [403, 'unauthorized', 'Unauthorized request'],
        [500, 'serverError', 'Internal server error. Please try again later.'],
        [501, 'serverError', 'Internal server error. Please try again later.'],
        [503, 'unavailable', 'This service is temporarily unavailable. Please try again later.'],
        [404, 'connection', 'Unable to connect\u2026'],
        [502, 'connection', 'Unable to connect\u2026'],
      ];
      for (const [status, kind, message] of expected) {
        const error = await rejection(get(uniquePath(`/api/status/${status}`), { quiet: true }));
        expect([error.status, error.kind, error.message]).to.deep.equal([status, kind, message]);
      }
    });

    it('shows a system-error overlay by default: an alertdialog named by the message, focus on Clear, Escape closes it', async () => {
      const trigger = await fixture<HTMLButtonElement>(html`<button type="button">Save</button>`);
      trigger.focus();
      const error = await rejection(get(uniquePath('/api/status/500')));
      expect(error.kind).to.equal('serverError');
      const overlay = systemErrorOverlay()!;
      expect(overlay, 'the overlay is shown').to.exist;
      expect(overlay.dialog.getAttribute('aria-modal')).to.equal('true');
      expect(overlay.label).to.equal('Internal server error. Please try again later.');
      expect(overlay.buttonNames).to.deep.equal(['Clear']);
      expect(overlay.focused()).to.equal(overlay.buttons[0]);
      await expect(overlay.host).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      expect(systemErrorOverlay()).to.equal(undefined);
      expect(document.activeElement, 'focus goes back').to.equal(trigger);
    });

    it("shows the server's error text as text, never as markup", async () => {
      const text = '<img src=x onerror="window.pwned = true">Card declined';
      await rejection(post(uniquePath('/api/status/400'), responding({ error: text })));
      const overlay = systemErrorOverlay()!;
      expect(overlay.label).to.equal(text);
      expect(overlay.root.querySelector('img')).to.equal(null);
    });

    it('shows authorizationFail full-screen with Reload Page and Clear', async () => {
      let reloads = 0;
      const restore = setPageReload(() => {
        reloads += 1;
      });
      try {
        const error = await rejection(get(uniquePath('/api/status/403'), responding({ authorizationFail: true })));
        expect(error.kind).to.equal('authorizationFail');
        const overlay = systemErrorOverlay()!;
        expect(overlay.label).to.equal('Unauthorized request');
        expect(overlay.buttonNames).to.deep.equal(['Reload Page', 'Clear']);
        expect(overlay.focused()).to.equal(overlay.buttons[0]);
        const box = overlay.backdrop.getBoundingClientRect();
        expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
        expect(getComputedStyle(overlay.backdrop).backgroundColor).to.equal('rgb(255, 255, 255)');
        await expect(overlay.host).to.be.accessible();
        overlay.buttons[0]!.click();
        expect(reloads).to.equal(1);
        overlay.buttons[1]!.click();
        expect(systemErrorOverlay()).to.equal(undefined);
      } finally {
        restore();
      }
    });

    it('leaves the message to a quiet call: no overlay', async () => {
      const error = await rejection(post(uniquePath('/api/status/400'), { quiet: true, ...responding({ error: 'Bad' }) }));
      expect([error.kind, error.message, error.status]).to.deep.equal(['error', 'Bad', 400]);
      expect(error.data).to.deep.equal({ error: 'Bad' });
      expect(systemErrorOverlay()).to.equal(undefined);
    });

    it('fires sq-login-required on window for loginRequired, quiet or not, without an overlay', async () => {
      for (const quiet of [false, true]) {
        const path = uniquePath('/api/status/401');
        const event = oneEvent(window, 'sq-login-required');
        const error = await rejection(post(path, { quiet, ...responding({ loginRequired: true }) }));
        const { detail } = (await event) as CustomEvent<LoginRequiredDetail>;
        expect(error.kind).to.equal('loginRequired');
        expect(detail.method).to.equal('POST');
        expect(detail.url).to.equal(error.url);
        expect(new URL(detail.url).searchParams.has('crumb'), 'the crumb is not exposed').to.equal(false);
        expect(systemErrorOverlay()).to.equal(undefined);
      }
    });
  });

  describe('retries', () => {
    it('retries an unreachable call every 200 ms, as many times as asked', async () => {
      const path = uniquePath('/api/status/504');
      const error = await rejection(get(path, { retries: 3, quiet: true }));
      expect([error.kind, error.message]).to.deep.equal(['connection', 'Unable to connect\u2026']);
      const attempts = await received(path);
      expect(attempts).to.have.length(4);
      const gaps = attempts.slice(1).map((attempt, index) => attempt.at - attempts[index]!.at);
      for (const gap of gaps) expect(gap).to.be.within(180, 1000);
    });

    it('does not retry without a retry count', async () => {
      const path = uniquePath('/api/status/504');
      await rejection(get(path, { quiet: true }));
      expect(await received(path)).to.have.length(1);
    });

    it('succeeds when the server answers within the retries', async () => {
      const path = uniquePath('/api/flaky');
      expect(await get(path, { retries: 3, query: { failures: 2, status: 502 } })).to.deep.equal({ attempts: 3 });
    });

    it('does not retry a failure the server explained', async () => {
      const path = uniquePath('/api/status/503');
      await rejection(get(path, { retries: 3, quiet: true }));
      expect(await received(path)).to.have.length(1);
    });

    it('retries a network failure, then fails with status 0 and the cause', async () => {
      const spy = spyOnFetch();
      let error: ApiError;
      try {
        // Browsers refuse port 1 at once: a network failure without waiting.
        error = await rejection(get('/api/anything', { baseUrl: 'http://127.0.0.1:1', retries: 2, quiet: true }));
      } finally {
        spy.restore();
      }
      // Each attempt asks for the crumb first, which fails the same way; the call itself is made three times.
      expect(spy.calls.filter((call) => call.url.startsWith('http://127.0.0.1:1/api/anything'))).to.have.length(3);
      expect([error.kind, error.status]).to.deep.equal(['connection', 0]);
      expect(error.cause).to.be.instanceOf(TypeError);
    });
  });

  describe('time-outs and aborts', () => {
    it('fails a call that outlives its time-out like an unreachable one', async () => {
      const started = performance.now();
      const error = await rejection(get(uniquePath('/api/slow'), { query: { ms: 3000 }, timeoutMs: 100, quiet: true }));
      expect(performance.now() - started).to.be.below(1500);
      expect([error.kind, error.status]).to.deep.equal(['connection', 0]);
      expect((error.cause as DOMException).name).to.equal('TimeoutError');
    });

    it('rejects with the abort reason when the caller aborts, without an overlay', async () => {
      const controller = new AbortController();
      const call = get(uniquePath('/api/slow'), { query: { ms: 3000 }, signal: controller.signal });
      setTimeout(() => controller.abort(), 50);
      let reason: unknown;
      await call.catch((error: unknown) => {
        reason = error;
      });
      expect((reason as DOMException).name).to.equal('AbortError');
      expect(systemErrorOverlay()).to.equal(undefined);
    });
  });

  describe('a cross-origin base', () => {
    it('gets its crumb from {base}/api/crumb once, and sends credentials', async () => {
      const base = standInBase(crossOrigin());
      const path = uniquePath('/api/echo');
      const spy = spyOnFetch();
      try {
        await post(path, { baseUrl: base, body: { n: 1 } });
        await post(path, { baseUrl: base, body: { n: 2 } });
      } finally {
        spy.restore();
      }
      const crumbCalls = spy.calls.filter((call) => call.url === `${base}/api/crumb`);
      const posts = spy.calls.filter((call) => call.url.startsWith(`${base}${path}`));
      expect(crumbCalls).to.have.length(1);
      expect(posts).to.have.length(2);
      for (const call of [...crumbCalls, ...posts]) expect(call.init?.credentials).to.equal('include');
      const records = await received(path);
      expect(records.map((record) => record.origin)).to.deep.equal([location.origin, location.origin]);
      expect(records[0]!.query.crumb).to.be.a('string').and.equal(records[1]!.query.crumb);
      expect(records[0]!.csrfHeader).to.equal(records[0]!.query.crumb);
    });
  });

  describe('sendBeacon', () => {
    afterEach(() => Reflect.deleteProperty(navigator, 'sendBeacon'));

    it('sends text by navigator.sendBeacon with the crumb in the URL', async () => {
      const path = uniquePath('/api/echo');
      expect(await sendBeacon(path, '[{"name":"lcp","value":1200}]')).to.equal(true);
      const [record] = await receivedAtLeast(path, 1);
      expect(record!.method).to.equal('POST');
      expect(record!.body).to.equal('[{"name":"lcp","value":1200}]');
      expect(record!.contentType).to.match(/^text\/plain/i);
      expect(record!.query.crumb).to.be.a('string');
      expect(record!.query.crumb).to.equal(getCookie('crumb'));
    });

    for (const [situation, stub] of [
      ['refuses the data', () => false],
      ['is missing', undefined],
    ] as const) {
      it(`falls back to a keepalive fetch when sendBeacon ${situation}`, async () => {
        Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: stub });
        const spy = spyOnFetch();
        const path = uniquePath('/api/echo');
        try {
          expect(await sendBeacon(path, '[{"name":"cls","value":0}]')).to.equal(true);
        } finally {
          spy.restore();
        }
        const call = spy.calls.find((entry) => entry.url.includes(path));
        expect(call?.init?.keepalive).to.equal(true);
        const [record] = await receivedAtLeast(path, 1);
        expect(record!.body).to.equal('[{"name":"cls","value":0}]');
        expect(record!.query.crumb).to.be.a('string');
        expect(record!.query.crumb).to.equal(getCookie('crumb'));
      });
    }
  });
});
