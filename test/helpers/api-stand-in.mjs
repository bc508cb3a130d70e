import { randomBytes } from 'node:crypto';
import { cartStandIn } from './cart-stand-in.mjs';
import { reviewsStandIn } from './reviews-stand-in.mjs';

/**
 * Test-only: answers `/api/…` under STAND_IN_PREFIX on the web-test-runner dev server the way the
 * reference server does, so browser tests drive the HTTP client over real HTTP. Koa middleware:
 * `middleware: [apiStandIn()]`.
 *
 * - Crumbs: `GET /api/crumb` issues one (cookie `crumb` and `{ crumb }`); a state-changing call
 *   must send an issued crumb (query `crumb` or X-CSRF-Token) equal to the cookie, or come from an
 *   allowed cross-origin page; otherwise 401 `{ crumbFail: true }`.
 * - CORS: the other loopback name (localhost ↔ 127.0.0.1) is an allowed origin, with credentials.
 * - Routes (extra path segments are free, to keep each test's calls apart):
 *   `/api/echo` 200 `{ method, query, body, contentType }`;
 *   `/api/status/{code}?body=…&type=…` that status with that body (JSON unless `type` says otherwise);
 *   `/api/flaky?failures=N&status=S` fails N times with S, then 200 `{ attempts }`;
 *   `/api/slow?ms=N` answers 200 `{}` after N ms;
 *   `/api/form/FormSubmissionKey` 200 `{ key }`; `/api/form/SaveFormSubmission` 200 `{ id }`, or,
 *   when the body's `formId` is `status-{code}[-{variant}]`, that status: 400 with variant `errors`
 *   `{ errors: { [each field id]: 'Server says no.' } }`, `error` `{ error: 'Server error text.' }`,
 *   else no body; `formId` `slow` answers after 500 ms; `/api/census/…` and `/api/events/…` 204;
 *   `/api/v1/events` 202, or the status named by a `customSchemaName` of `status-{code}`;
 *   `/api/1/performance/settings` 200 `{ pageLoadId }`, `/api/1/performance/records` 204;
 *   `/api/auth/Logout` 200 `{ redirect: '/?logout=true' }`;
 *   `/api/commerce/fullstory/getId` the session-recording id as text: the `stand-in-recording-id`
 *   cookie's value, else `stand-in-visitor`; `/recorder.js` a stand-in session recorder whose
 *   `FS.identify(id)` adds the id to `window.sqRecordedIds`;
 *   `/api/commerce/cart…` the cart routes (see cart-stand-in.mjs);
 *   `/api/commerce/reviews…` the review routes (see reviews-stand-in.mjs);
 *   `/api/calendar-events?month=YYYY-MM` one event on the month's 15th (10:00–12:00 UTC); month 1999-01 answers 500;
 *   anything else 404 `{ error: 'Not found' }`.
 * - `GET /received?path=P` lists the requests whose path starts with P (method, path, query,
 *   contentType, csrfHeader, cookieCrumb, origin, userAgent, referer, body, at); `DELETE /received?path=P` forgets them;
 *   `&referer=R` narrows either to the requests of the page R.
 */
export const STAND_IN_PREFIX = '/__stand-in';

/** A stand-in for the session recorder's script: it only notes whom it was asked to identify. */
const RECORDER = 'window.sqRecordedIds = window.sqRecordedIds || []; window.FS = { identify: function (id) { window.sqRecordedIds.push(id); } };';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function cookiesOf(header = '') {
  const cookies = {};
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0) cookies[pair.slice(0, separator).trim()] = decodeURIComponent(pair.slice(separator + 1).trim());
  }
  return cookies;
}

async function readText(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function isAllowedOrigin(origin, host) {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return url.host !== host && ['localhost', '127.0.0.1'].includes(url.hostname);
  } catch {
    return false;
  }
}

export function apiStandIn() {
  const issued = new Set();
  const received = [];
  const attempts = new Map();
  const cartRoute = cartStandIn();
  const reviewsRoute = reviewsStandIn();

  function send(ctx, status, body, type = 'application/json; charset=utf-8') {
    ctx.status = status;
    if (body === undefined) return;
    ctx.type = type;
    ctx.body = typeof body === 'string' ? body : JSON.stringify(body);
  }

  function issueCrumb(ctx, cookieCrumb) {
    if (issued.has(cookieCrumb)) return cookieCrumb;
    const crumb = randomBytes(16).toString('base64url');
    issued.add(crumb);
    ctx.append('Set-Cookie', `crumb=${crumb}; Path=/; SameSite=Lax`);
    return crumb;
  }

  async function route(ctx, path, query, body) {
    const [, , name, argument] = path.split('/');
    switch (name) {
      case 'echo':
        return send(ctx, 200, { method: ctx.method, query, body, contentType: ctx.get('content-type') });
      case 'status': {
        const status = Number(argument);
        if (query.body === undefined) return send(ctx, status);
        return send(ctx, status, query.body, query.type ?? 'application/json; charset=utf-8');
      }
      case 'flaky': {
        const count = (attempts.get(path) ?? 0) + 1;
        attempts.set(path, count);
        if (count <= Number(query.failures ?? 2)) return send(ctx, Number(query.status ?? 503));
        return send(ctx, 200, { attempts: count });
      }
      case 'slow':
        // Fixed wait: a server that answers late, on request; the lateness is what the client's time-out and abort tests are about.
        await new Promise((resolve) => setTimeout(resolve, Number(query.ms ?? 1000)));
        return send(ctx, 200, {});
      case 'form':
        return formRoute(ctx, argument, body);
      case 'census':
      case 'events':
        return send(ctx, 204);
      case 'v1': {
        // A customSchemaName `status-{code}` answers that status.
        const [, code] = /"customSchemaName":"status-(\d+)"/.exec(body) ?? [];
        return send(ctx, code ? Number(code) : 202, { dropped: [] });
      }
      case '1':
        // /api/1/performance/settings and …/records
        if (path.endsWith('/performance/settings')) return send(ctx, 200, { pageLoadId: randomBytes(12).toString('hex') });
        return send(ctx, 204);
      case 'auth':
        return send(ctx, 200, { redirect: '/?logout=true' });
      case 'calendar-events': {
        // One event on the 15th of any month; month 1999-01 fails.
        const month = String(query.month ?? '');
        if (month === '1999-01') return send(ctx, 500, { error: 'Stand-in failure' });
        const event = {
          id: `stand-in-${month}`,
          title: `Stand-in event ${month}`,
          start: `${month}-15T10:00:00Z`,
          end: `${month}-15T12:00:00Z`,
          timeZone: 'Europe/London',
        };
        return send(ctx, 200, { month, timeZone: 'Europe/London', events: [event] });
      }
      case 'commerce':
        if (path === '/api/commerce/fullstory/getId')
          return send(ctx, 200, cookiesOf(ctx.get('cookie'))['stand-in-recording-id'] ?? 'stand-in-visitor', 'text/plain; charset=utf-8');
        if (path.startsWith('/api/commerce/reviews')) return reviewsRoute(ctx, send, path, body);
        return cartRoute(ctx, send, path, cookiesOf(ctx.get('cookie')), body);
      default:
        return send(ctx, 404, { error: 'Not found' });
    }
  }

  async function formRoute(ctx, name, text) {
    if (name === 'FormSubmissionKey') return send(ctx, 200, { key: randomBytes(8).toString('hex') });
    const body = JSON.parse(text || '{}');
    const [, code, variant] = /^status-(\d+)(?:-(\w+))?$/.exec(body.formId ?? '') ?? [];
    // Fixed wait: a form server that answers late, so the form is seen while it is sending.
    if (body.formId === 'slow') await new Promise((resolve) => setTimeout(resolve, 500));
    if (!code) return send(ctx, 200, { id: randomBytes(8).toString('hex') });
    if (variant === 'errors') {
      const ids = Object.keys(JSON.parse(body.form || '{}'));
      return send(ctx, Number(code), { errors: Object.fromEntries(ids.map((id) => [id, 'Server says no.'])) });
    }
    if (variant === 'error') return send(ctx, Number(code), { error: 'Server error text.' });
    return send(ctx, Number(code));
  }

  return async function standIn(ctx, next) {
    if (!ctx.path.startsWith(`${STAND_IN_PREFIX}/`)) return next();
    const path = ctx.path.slice(STAND_IN_PREFIX.length);
    const query = Object.fromEntries(new URL(ctx.href).searchParams);
    const origin = ctx.get('origin');
    const allowed = isAllowedOrigin(origin, ctx.host);
    ctx.set('Cache-Control', 'no-store');
    if (allowed) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.vary('Origin');
    }
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      ctx.set('Access-Control-Allow-Headers', ctx.get('access-control-request-headers'));
      return send(ctx, 204);
    }

    if (path === '/received') {
      const prefix = query.path ?? '/';
      // A page's own requests only, when it names itself: the other browser's page runs its tests meanwhile.
      const matching = received.filter(
        (record) => record.path.startsWith(prefix) && (query.referer === undefined || record.referer === query.referer),
      );
      if (ctx.method === 'DELETE') {
        for (const record of matching) received.splice(received.indexOf(record), 1);
        return send(ctx, 204);
      }
      return send(ctx, 200, matching);
    }

    const cookieCrumb = cookiesOf(ctx.get('cookie')).crumb;
    const csrfHeader = ctx.get('x-csrf-token') || undefined;
    const body = await readText(ctx.req);
    received.push({
      method: ctx.method,
      path,
      query,
      contentType: ctx.get('content-type') || undefined,
      csrfHeader,
      cookieCrumb,
      origin: origin || undefined,
      userAgent: ctx.get('user-agent') || undefined,
      referer: ctx.get('referer') || undefined,
      body,
      at: Date.now(),
    });

    if (path === '/recorder.js') return send(ctx, 200, RECORDER, 'text/javascript; charset=utf-8');
    if (path === '/api/crumb' && ctx.method === 'GET') return send(ctx, 200, { crumb: issueCrumb(ctx, cookieCrumb) });
    if (!SAFE_METHODS.has(ctx.method) && path.startsWith('/api/')) {
      const sent = query.crumb ?? csrfHeader;
      if (!issued.has(sent) || (sent !== cookieCrumb && !allowed)) return send(ctx, 401, { crumbFail: true });
    }
    return route(ctx, path, query, body);
  };
}
