/**
 * The request fuzzer's generator (request-fuzz.test.js runs it): for one route as the app
 * registered it, a random request that is sometimes well formed (a body drawn from the route's own
 * schema, names and ids from the demo site) and often not (other methods, hostile path parameters,
 * query strings, headers and bodies). A request is plain data, so a failure can print it and the
 * shrinker can take parts away.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { DEFAULT_SITE_DIR as demoSiteDir } from '../../server/site/load.js';

/** Ids, slugs and paths of the demo site: values that reach past the lookups into the handlers. */
export const KNOWN = (() => {
  const found = new Set();
  const walk = (value, key) => {
    if (Array.isArray(value)) for (const item of value) walk(item, key);
    else if (value && typeof value === 'object') for (const [name, item] of Object.entries(value)) walk(item, name);
    else if (
      typeof value === 'string' &&
      value.length < 80 &&
      (/(^id$|Id$|^urlId$|^slug$|^token$|^sku$|^email$)/.test(key) || /^\/[\w/-]*$/.test(value))
    )
      found.add(value);
  };
  for (const file of readdirSync(demoSiteDir).filter((name) => name.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(demoSiteDir, file), 'utf8')));
  return [...found].sort();
})();

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes as the bytes a careless client would send. */
const encode = (text) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Strings the app gave out in its successful JSON answers (keys, tokens, ids): later cases send them back. */
const LEARNED = [];

/** Keeps the short strings of a successful JSON answer for later cases; `forget` starts a new app's pool. */
export function learn(value) {
  if (typeof value === 'string') {
    if (value.length > 0 && value.length < 120 && !LEARNED.includes(value)) LEARNED.push(value);
    if (LEARNED.length > 300) LEARNED.shift();
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) learn(item);
}
export const forget = () => void LEARNED.splice(0);

/** A value the app knows: from the demo site, or one it gave out. */
const known = (rng) => (LEARNED.length && rng.chance(0.4) ? rng.pick(LEARNED) : rng.pick(KNOWN));

const HUGE = 'x'.repeat(70 * 1024);
const LONG = 'a'.repeat(5000);

/** Text that is wrong in many ways at once: encodings, injections, traversal, control characters, sizes. */
const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[object Object]',
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE forms; --",
  '../../etc/passwd',
  '..\\..\\windows',
  'javascript:alert(1)',
  '//evil.example/',
  'http://evil.example/',
  '\u0000',
  '\r\nX-Injected: 1',
  '\ud800',
  '𝕏\u202e',
  'ÿþ',
  '%',
  '%zz',
  '%00',
  '%2e%2e%2f',
  '%E2%80%AE',
  '{"a":1}',
  '[]',
  LONG,
];

/** Path parameter and wildcard segments, already as they go into the URL (some deliberately not encoded right). */
const HOSTILE_SEGMENTS = [
  '',
  '0',
  '-1',
  '1e309',
  'null',
  '__proto__',
  'constructor',
  'sq-gallery',
  'development',
  'security',
  'index.html',
  '.',
  '..',
  '%2e%2e',
  '%2F',
  '%5c',
  '%',
  '%zz',
  '%00',
  '%0d%0a',
  '%F0%9F',
  '%C0%AF',
  '%E2%80%AE',
  '%25',
  '%2525',
  encode('<script>'),
  encode("'; DROP TABLE x; --"),
  encode('𝕏'),
  'a'.repeat(300),
  'a'.repeat(3000),
  'x;y',
  'x:y',
  '~',
  '*',
  'CON',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
/**
 * Methods a real client can send but Fastify's inject may not: these go over a socket. Not CONNECT:
 * Node's HTTP server hands a tunnel request to a 'connect' listener, and without one drops it unanswered.
 */
const ODD_METHODS = ['get', 'Post', 'TRACE', 'PROPFIND', 'PURGE', 'M-SEARCH', 'FOO', 'GET\t', ''];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=nonsense',
  'application/x-www-form-urlencoded',
  'text/plain',
  'text/plain; charset=utf-8',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/csp-report',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/json, text/plain',
  ';',
  '',
  '*/*',
  'a'.repeat(3000),
];

const ACCEPT = ['text/html', 'application/json', '*/*', 'text/html;q=0, application/json', 'image/avif', '', ';;;', 'a'.repeat(2000)];
const ENCODINGS = ['gzip', 'br', 'deflate', 'gzip, br;q=abc', 'identity;q=0', '*;q=0', 'zstd', '', 'x'.repeat(1000)];
const LANGUAGES = ['en', 'fr-FR,fr;q=0.9', '*', 'xx-yy-zz-', 'en;q=abc', '', 'a'.repeat(1000)];
const ORIGINS = ['http://localhost', 'null', 'http://evil.example', 'file://', '%', 'http://[::1', '', 'a'.repeat(500)];
const FETCH_SITES = ['same-origin', 'same-site', 'cross-site', 'none', '', 'SAME-ORIGIN'];
const REFERERS = [
  'http://localhost/shop?x=1',
  '/relative',
  '//evil.example/',
  'http://evil.example/',
  'javascript:alert(1)',
  '%',
  'http://[::1',
  'a'.repeat(3000),
];
const RANGES = ['bytes=0-10', 'bytes=abc', 'bytes=99999999-', 'bytes=-0', 'bytes=5-1', 'bytes=0-1,2-3,4-5', 'items=0-1', ''];
const DATES = ['Thu, 01 Jan 1970 00:00:00 GMT', 'tomorrow', '', 'Mon, 32 Foo 99999 99:99:99 GMT'];
const ETAGS = ['*', '"x"', 'W/"x"', '"', '', 'a'.repeat(1000)];
const USER_AGENTS = ['Mozilla/5.0', 'Googlebot/2.1', '', '\u00ff', 'a'.repeat(8000)];

/** A value drawn from a JSON schema (TypeBox writes them), valid more often than not. */
export function fromSchema(rng, schema, depth = 0) {
  if (!schema || typeof schema !== 'object' || depth > 6) return rng.pick(['x', 1, null, {}]);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fromSchema(rng, rng.pick(alternatives), depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => fromSchema(rng, part, depth + 1)));
  if ('const' in schema) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const value = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(name) || rng.chance(0.6)) value[name] = fromSchema(rng, property, depth + 1);
      }
      // A record (any keys): some of them keys no object should take at face value.
      const rest = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : Object.values(schema.patternProperties ?? {})[0];
      if (rest) {
        for (let count = rng.int(4); count > 0; count--) {
          withKey(
            value,
            rng.pick(['__proto__', 'constructor', 'toString', 'hasOwnProperty', '', known(rng), rng.pick(HOSTILE_TEXT).slice(0, 50)]),
            fromSchema(rng, rest, depth + 1),
          );
        }
      }
      return value;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = min + rng.int(Math.min(4, (schema.maxItems ?? min + 4) - min + 1));
      return Array.from({ length: count }, () => fromSchema(rng, schema.items, depth + 1));
    }
    case 'string':
      return stringFor(rng, schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -10;
      const max = schema.maximum ?? schema.exclusiveMaximum ?? min + 1000;
      const value = min + rng.next() * (Math.min(max, min + 1e6) - min);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    default:
      return rng.pick(['x', 1, true, null, {}, []]);
  }
}

function stringFor(rng, schema) {
  if (schema.format === 'email') return rng.pick(['owner@example.com', 'viewer@example.com', 'member@example.com', 'a@b.c']);
  if (schema.format === 'date-time') return new Date(Date.UTC(2024, rng.int(12), 1 + rng.int(28))).toISOString();
  if (schema.format === 'uri') return rng.pick(['https://example.com/', 'http://localhost/shop']);
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000'.replace(/0/g, () => rng.int(16).toString(16));
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  // Known values reach past the lookups; hostile ones that the schema lets through reach the code behind them.
  const roll = rng.next();
  let text =
    roll < 0.45
      ? known(rng)
      : roll < 0.75
        ? rng.pick(['x', 'hello', 'juniper-owner', 'juniper-viewer', 'USD', 'en', 'monthly', '1', '2024-06-01'])
        : rng.pick(HOSTILE_TEXT);
  if (text.length < min) text = text.padEnd(min, 'x');
  return text.slice(0, max);
}

/** A wrong value for any place: another type, a huge or hostile string, deep nesting, a prototype key. */
export function hostileValue(rng) {
  switch (rng.int(9)) {
    case 0:
      return rng.pick([null, true, false, 0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
    case 1:
      return rng.pick(HOSTILE_TEXT);
    case 2:
      return rng.pick([{}, [], [null], [[]], { a: { b: { c: {} } } }, [1, 'a', {}]]);
    case 3:
      return deep(rng.pick([50, 500, 2000]), rng.chance(0.5));
    case 4:
      return 'x'.repeat(rng.pick([1000, 30000]));
    case 5:
      return withKey({}, '__proto__', { polluted: true });
    case 6:
      return { constructor: { prototype: { polluted: true } } };
    case 7:
      return Array.from({ length: rng.pick([100, 5000]) }, (_, index) => index);
    default:
      return known(rng);
  }
}

/** `value` nested `depth` times in arrays or objects. */
function deep(depth, asArrays) {
  let value = 'bottom';
  for (let i = 0; i < depth; i++) value = asArrays ? [value] : { a: value };
  return value;
}

/** Sets an own key, `__proto__` included, as JSON.parse would. */
function withKey(object, key, value) {
  Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

/** Breaks a value a little: one field changed, dropped or added, now and then at depth. */
export function mutate(rng, value, depth = 0) {
  if (value === null || typeof value !== 'object' || depth > 3 || rng.chance(0.25)) return hostileValue(rng);
  const copy = Array.isArray(value) ? [...value] : { ...value };
  const keys = Object.keys(copy);
  const roll = rng.next();
  if (keys.length && roll < 0.5) {
    const key = rng.pick(keys);
    copy[key] = mutate(rng, copy[key], depth + 1);
  } else if (keys.length && roll < 0.7) {
    if (Array.isArray(copy)) copy.splice(Number(rng.pick(keys)), 1);
    else delete copy[rng.pick(keys)];
  } else if (Array.isArray(copy)) {
    copy.push(hostileValue(rng));
  } else {
    withKey(copy, rng.pick(['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'crumb', 'extra', '']), hostileValue(rng));
  }
  return copy;
}

/** A form-encoded body: the flat fields of `value`, bracketed names for nested ones, and hostile pairs now and then. */
function formEncoded(rng, value) {
  const pairs = [];
  const add = (name, item) => {
    if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) add(Array.isArray(item) ? `${name}[]` : `${name}[${key}]`, inner);
    } else pairs.push(`${encode(name)}=${encode(String(item))}`);
  };
  if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) add(key, item);
  else pairs.push(encode(String(value)));
  if (rng.chance(0.3))
    pairs.push(rng.pick(['__proto__[x]=1', 'constructor[prototype][x]=1', '%=%', 'a=%zz', '=', '&&&', 'a', `big=${'y'.repeat(20000)}`]));
  return pairs.join('&');
}

/** The query string: the route's own parameters (from its schema) and others, some malformed. */
function queryFor(rng, route, crumb) {
  const pairs = [];
  const schema = route.schema?.querystring;
  if (schema && rng.chance(0.8)) {
    const value = rng.chance(0.6) ? fromSchema(rng, schema) : mutate(rng, fromSchema(rng, schema));
    if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        pairs.push(`${encode(key)}=${encode(typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))}`);
  }
  if (crumb) pairs.push(`crumb=${encode(crumb)}`);
  const extra = rng.int(3);
  for (let i = 0; i < extra; i++) {
    pairs.push(
      rng.pick([
        `crumb=${encode(rng.pick(HOSTILE_TEXT))}`,
        '__proto__[polluted]=1',
        'constructor[prototype][polluted]=1',
        'a=1&a=2&a=3',
        'a[]=1',
        '%',
        '%zz=1',
        '=',
        'x=%00',
        `x=${encode(known(rng))}`,
        `q=${'q'.repeat(rng.pick([100, 10000]))}`,
      ]),
    );
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** The route's URL with its parameters and wildcard filled, well or badly. */
function pathFor(rng, route) {
  let path = route.url.replace(/:(\w+)/g, () => (rng.chance(0.5) ? encode(known(rng)) : rng.pick(HOSTILE_SEGMENTS)));
  if (path.endsWith('*')) {
    const segments = Array.from({ length: rng.int(4) }, () =>
      rng.chance(0.5) ? rng.pick(['index.js', 'sq-elements.js', 'site.css', 'chunks', 'x.map', 'assets']) : rng.pick(HOSTILE_SEGMENTS),
    );
    path = path.slice(0, -1) + segments.join('/');
  }
  if (path === '*') path = rng.pick(['*', '/']);
  if (rng.chance(0.05)) path = rng.pick([`${path}/`, `${path}//`, path.toUpperCase(), `${path}/..`, `${path}%2f`, `${path}#frag`]);
  return path;
}

/**
 * One request for `route`. `access` says what the client holds: 'none' (no crumb, or a forged one),
 * 'crumb' (the crumb the app issued, as its cookie and the header, query or form field) or 'owner'
 * (that, and an owner's session).
 */
export function requestFor(rng, route, { crumb, ownerSession }, access) {
  const methods = [route.method].flat();
  const roll = rng.next();
  const method = roll < 0.85 ? rng.pick(methods) : roll < 0.95 ? rng.pick(METHODS) : rng.pick(ODD_METHODS);
  // Mostly in process (Fastify's inject); some over a real socket, through Node's HTTP parser.
  const via = ODD_METHODS.includes(method) || rng.chance(0.1) ? 'socket' : 'inject';
  const headers = {};
  const cookies = {};
  let crumbIn = 'none';
  if (access !== 'none') {
    cookies.crumb = crumb;
    crumbIn = rng.pick(['header', 'header', 'header', 'query', 'field']);
    if (crumbIn === 'header') headers['x-csrf-token'] = crumb;
    if (access === 'owner') cookies.sq_owner_session = ownerSession;
  } else if (rng.chance(0.5)) {
    const forged = rng.pick([`${crumb}x`, 'forged.crumb', '.', crumb.split('.')[0], rng.pick(HOSTILE_TEXT)]);
    if (rng.chance(0.7)) cookies.crumb = rng.chance(0.5) ? crumb : forged;
    headers['x-csrf-token'] = forged;
  }
  const url = pathFor(rng, route) + queryFor(rng, route, crumbIn === 'query' ? crumb : undefined);

  // Bodies: drawn from the route's body schema and often broken, or something else entirely.
  const schema = route.schema?.body;
  let value = schema ? fromSchema(rng, schema) : rng.chance(0.5) ? {} : undefined;
  if (value !== undefined && rng.chance(0.5)) value = mutate(rng, value);
  if (crumbIn === 'field' && value && typeof value === 'object' && !Array.isArray(value)) value = { ...value, crumb };
  let payload;
  let contentType;
  const form = rng.chance(0.25);
  const bodyRoll = rng.next();
  if (value === undefined || bodyRoll < 0.05) {
    contentType = rng.chance(0.3) ? rng.pick(CONTENT_TYPES) : undefined;
  } else if (bodyRoll < 0.2) {
    contentType = rng.pick(CONTENT_TYPES);
    payload = rng.pick([
      '{',
      '{"a":}',
      "{'a':1}",
      'undefined',
      'null',
      '""',
      '1',
      '[]',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"a":1,"a":2}',
      '\ufeff{}',
      '{"a":"\\ud800"}',
      `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
      `{"a":"${HUGE}"}`,
      'a=1&b=2',
      '<xml/>',
      '\u0000\u0001',
    ]);
  } else {
    contentType = form
      ? 'application/x-www-form-urlencoded'
      : rng.pick(['application/json', 'application/json', 'text/plain', 'application/json; charset=utf-8']);
    if (rng.chance(0.1)) contentType = rng.pick(CONTENT_TYPES);
    payload = form ? formEncoded(rng, value) : JSON.stringify(value);
  }
  if (contentType !== undefined) headers['content-type'] = contentType;

  // Headers: each sometimes, some hostile.
  if (rng.chance(0.5)) headers.accept = rng.pick(ACCEPT);
  if (rng.chance(0.3)) headers['accept-encoding'] = rng.pick(ENCODINGS);
  if (rng.chance(0.2)) headers['accept-language'] = rng.pick(LANGUAGES);
  if (rng.chance(0.3)) headers.origin = rng.pick(ORIGINS);
  if (rng.chance(0.3)) headers['sec-fetch-site'] = rng.pick(FETCH_SITES);
  if (rng.chance(0.3)) headers.referer = rng.pick(REFERERS);
  if (rng.chance(0.15)) headers.range = rng.pick(RANGES);
  if (rng.chance(0.15)) headers['if-none-match'] = rng.pick(ETAGS);
  if (rng.chance(0.1)) headers['if-modified-since'] = rng.pick(DATES);
  if (rng.chance(0.1)) headers['user-agent'] = rng.pick(USER_AGENTS);
  if (rng.chance(0.1)) headers['x-forwarded-for'] = rng.pick(['1.2.3.4', 'unknown', '::1, 10.0.0.1', '%', '']);
  if (rng.chance(0.1)) headers['x-xsrf-token'] = rng.pick(HOSTILE_TEXT);
  if (rng.chance(0.1)) headers.host = rng.pick(['localhost', 'evil.example', '', '[::1]:99999', 'a'.repeat(300)]);
  if (rng.chance(0.2)) {
    Object.assign(cookies, {
      [rng.pick(['ss_cvr', 'ss_cid', 'sq_site_user', 'sq_owner_session', 'sq_cart', 'ss_cookie_consent', 'sq_consent', 'crumb', '__proto__'])]:
        rng.pick(HOSTILE_TEXT),
    });
  }
  if (rng.chance(0.05)) headers.cookie = rng.pick(['=', ';;;', 'a', 'crumb=%', `big=${'c'.repeat(8000)}`]);
  return { via, method, url, headers, cookies, payload };
}

/** A request as one line to read and paste back: method, URL, headers, cookies and the body, long values cut. */
export function describeRequest(request) {
  const cut = (text) => (text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text);
  return JSON.stringify({ ...request, payload: request.payload === undefined ? undefined : cut(request.payload) }, (key, value) =>
    typeof value === 'string' && key !== 'payload' ? cut(value) : value,
  );
}

/**
 * Sends `request` as HTTP/1.1 bytes over a socket to the app listening on `port`, as written: no
 * client checks its method, path or header values. Resolves with the status, headers and the
 * body's text (de-chunked and decompressed), as inject does.
 */
export function sendOverSocket(port, request) {
  const body = request.payload === undefined ? undefined : Buffer.from(request.payload);
  const cookies = Object.entries(request.cookies).map(([name, value]) => `${name}=${encode(value)}`);
  const headers = { host: `127.0.0.1:${port}`, ...request.headers, connection: 'close' };
  if (cookies.length) headers.cookie = [headers.cookie, ...cookies].filter(Boolean).join('; ');
  if (body) headers['content-length'] = String(body.length);
  const head = `${request.method} ${request.url} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const chunks = [];
    // Written, not ended: a client that half-closes first would see the server give up on it.
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1')),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks), request.method));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseResponse(bytes, method) {
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`the server closed the connection without a whole answer (${bytes.length} bytes)`);
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = method === 'HEAD' ? Buffer.alloc(0) : bytes.subarray(end + 4);
  return { statusCode: Number(statusLine.split(' ')[1]), headers, body: decoded(headers, body, /chunked/i.test(headers['transfer-encoding'] ?? '')) };
}

/** A response body's text, de-chunked and decompressed as its headers say. */
export function decoded(headers, bytes, chunked = false) {
  let body = bytes;
  if (chunked) {
    const parts = [];
    for (let at = 0; at < body.length;) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  const encoding = headers['content-encoding'];
  if (body.length && encoding === 'gzip') body = gunzipSync(body);
  else if (body.length && encoding === 'br') body = brotliDecompressSync(body);
  else if (body.length && encoding === 'deflate') body = inflateSync(body);
  return body.toString('utf8');
}
