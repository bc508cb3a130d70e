// compose.yaml and the Dockerfile cannot be run where the tests run (no container engine); these
// checks keep them saying what `npm run cluster` and its end-to-end test run and check.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { HAPROXY_CONFIG, PROXY_SERVER_NAMES, proxyEnv, serverEnv } from './cluster.mjs';

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
