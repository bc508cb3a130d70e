// compose.yaml and the Dockerfile cannot be run where the tests run (no container engine); these
// checks keep them saying what `npm run cluster` and its end-to-end test run and check.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DEFAULT_READY_TIMEOUT_S, HAPROXY_CONFIG, PROXY_SERVER_NAMES, proxyEnv, readyTimeoutFrom, serverEnv, waitingLine } from './cluster.mjs';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const compose = read('compose.yaml');
const haproxyConfig = readFileSync(HAPROXY_CONFIG, 'utf8');
const serverConfig = read('server/config.ts');
const health = read('server/routes/health.ts');

test('the proxy checks /readyz and the image checks /healthz, the server’s readiness and liveness routes', () => {
  assert.match(health, /app\.get\('\/readyz'/);
  assert.match(health, /app\.get\('\/healthz'/);
  assert.match(haproxyConfig, /^\s*option httpchk GET \/readyz$/m);
  assert.match(read('Dockerfile'), /^HEALTHCHECK [\s\S]*\/healthz/m);
});

test('compose.yaml runs the proxy on the same configuration file, with the variables npm run cluster sets', () => {
  assert.match(compose, /- \.\/deploy\/haproxy\.cfg:\/usr\/local\/etc\/haproxy\/haproxy\.cfg:ro/);
  const used = new Set([...haproxyConfig.matchAll(/\$\{(SQ_PROXY_[A-Z0-9_]+)\}/g)].map((match) => match[1]));
  for (const name of Object.keys(proxyEnv({ bind: ':8080', servers: ['a:1', 'b:2'] }))) {
    assert.ok(used.has(name), `deploy/haproxy.cfg reads ${name}`);
    assert.match(compose, new RegExp(`^\\s+${name}: `, 'm'), `compose.yaml sets ${name}`);
  }
  PROXY_SERVER_NAMES.forEach((name, index) => {
    assert.match(haproxyConfig, new RegExp(`^\\s*server ${name} "\\$\\{SQ_PROXY_SERVER${index + 1}\\}"`, 'm'));
    assert.match(compose, new RegExp(`^  ${name}: \\*server$`, 'm'), `compose.yaml runs ${name}`);
  });
});

test('every server process in compose.yaml gets the settings npm run cluster gives its processes, by the names the server reads', () => {
  const names = Object.keys(serverEnv({ databaseUrl: 'postgres://h/d', proxyAddress: '127.0.0.1', secret: 's' }));
  for (const name of [...names, 'PORT']) {
    assert.ok(serverConfig.includes(name) || read('server/db/index.ts').includes(`process.env.${name}`), `the server reads ${name}`);
    assert.match(compose.split('\nservices:')[0], new RegExp(`^\\s+${name}: `, 'm'), `compose.yaml's servers set ${name}`);
  }
  const trusted = /SQ_TRUST_PROXY: (\S+)/.exec(compose)[1];
  assert.match(compose, new RegExp(`ipv4_address: ${trusted.replace(/\./g, '\\.')}$`, 'm'), 'the servers trust the proxy’s address');
});

test('each process may take SQ_READY_TIMEOUT seconds to be ready, two minutes unless set, and the wait says how long it has been', () => {
  assert.equal(DEFAULT_READY_TIMEOUT_S, 120);
  assert.equal(readyTimeoutFrom({}), 120_000);
  assert.equal(readyTimeoutFrom({ SQ_READY_TIMEOUT: '300' }), 300_000);
  for (const bad of ['0', '-5', '1.5', 'soon'])
    assert.throws(() => readyTimeoutFrom({ SQ_READY_TIMEOUT: bad }), /SQ_READY_TIMEOUT must be a whole number of seconds/);
  assert.equal(
    waitingLine('app1', 15_200, 120_000),
    'sq-elements cluster: waiting for app1 to be ready (15 s of 120 s; SQ_READY_TIMEOUT sets the limit)…',
  );
});

test('the proxy keeps a slow but answering process: a check may take 10 s, and three failed checks take it out', () => {
  const timeout = /^\s*timeout check (\d+)s$/m.exec(haproxyConfig)?.[1];
  assert.ok(Number(timeout) >= 10, `timeout check ${timeout}s`);
  for (const line of haproxyConfig.split('\n').filter((text) => /^\s*default-server check/.test(text))) {
    assert.match(line, / inter 2s fall 3 rise 2 /, line);
  }
});
