// `npm run cluster`: the production set-up of compose.yaml without containers. Two server processes
// on one PostgreSQL database (DATABASE_URL, else Debian's local cluster), HAProxy from Debian's
// packages in front with deploy/haproxy.cfg, on PORT (8080); the processes listen on 127.0.0.1 at
// PORT + 1 and PORT + 2. Ctrl-C stops everything it started.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';
import { ensureHaproxy } from './haproxy.mjs';
import { ensureLocalPostgres } from './postgres.mjs';
import { COMPILED_SERVER_ARGS, startProcess, startServerProcess } from './server-process.mjs';
import { isCurrent } from './start.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The proxy's configuration: the one compose.yaml mounts into the HAProxy container. */
export const HAPROXY_CONFIG = join(root, 'deploy', 'haproxy.cfg');

/** The names deploy/haproxy.cfg gives the server processes, in its order; X-Served-By says which answered. */
export const PROXY_SERVER_NAMES = ['app1', 'app2'];

/** The environment deploy/haproxy.cfg reads: where it listens (host:port) and the processes' addresses. */
export function proxyEnv({ bind, servers }) {
  if (servers.length !== PROXY_SERVER_NAMES.length)
    throw new Error(`deploy/haproxy.cfg names ${PROXY_SERVER_NAMES.length} server processes, got ${servers.length}.`);
  return { SQ_PROXY_BIND: bind, ...Object.fromEntries(servers.map((address, index) => [`SQ_PROXY_SERVER${index + 1}`, address])) };
}

/**
 * What every process behind the proxy shares: the database, the proxy it trusts for the client's
 * address and https (SQ_TRUST_PROXY), and SQ_SECRET when one is given (else they share the one
 * the first process keeps in the database).
 */
export function serverEnv({ databaseUrl, proxyAddress, secret }) {
  return { DATABASE_URL: databaseUrl, SQ_TRUST_PROXY: proxyAddress, ...(secret && { SQ_SECRET: secret }) };
}

/**
 * Starts `haproxy` with deploy/haproxy.cfg listening on host:port in front of `servers`
 * (host:port each), `env` adding to its environment (SQ_PROXY_CERT, SQ_PROXY_TLS_BIND), and
 * resolves once a request through it reaches a process. Rejects with
 * HAProxy's own words when the configuration is refused or it exits.
 */
export async function startProxy({
  haproxy,
  host = '127.0.0.1',
  port,
  servers,
  env: extra = {},
  onOutput,
  onWaiting,
  detached = false,
  timeoutMs = 10_000,
}) {
  const env = { ...process.env, ...extra, ...proxyEnv({ bind: `${host}:${port}`, servers }) };
  const checked = spawnSync(haproxy, ['-c', '-q', '-f', HAPROXY_CONFIG], { env, encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`HAProxy refused ${HAPROXY_CONFIG}:\n${checked.stdout}${checked.stderr}`);

  return startProcess({
    name: 'HAProxy',
    command: haproxy,
    args: ['-db', '-f', HAPROXY_CONFIG],
    env,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    // With TLS set up the answer is the redirect to https, which is the proxy's as much.
    ready: (response) => response.status < 400,
    timeoutMs,
    onWaiting,
    onOutput,
    detached,
  });
}

/** Each line of a child's output, after the name of the process it came from. */
function prefixed(name) {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
  };
}

/** How long each process may take to be ready (its first start migrates the database), unless SQ_READY_TIMEOUT says otherwise. */
export const DEFAULT_READY_TIMEOUT_S = 120;

/** SQ_READY_TIMEOUT: seconds each process and the proxy may take to be ready, at least 1. */
export function readyTimeoutFrom(env) {
  const text = env.SQ_READY_TIMEOUT;
  if (text === undefined || text === '') return DEFAULT_READY_TIMEOUT_S * 1000;
  const seconds = Number(text);
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`SQ_READY_TIMEOUT must be a whole number of seconds, at least 1, got "${text}".`);
  return seconds * 1000;
}

/** What the cluster prints while `name` is not ready yet: how long it has waited, of how long. */
export const waitingLine = (name, elapsedMs, limitMs) =>
  `sq-elements cluster: waiting for ${name} to be ready (${Math.round(elapsedMs / 1000)} s of ${Math.round(limitMs / 1000)} s; SQ_READY_TIMEOUT sets the limit)…`;

function portFrom(env) {
  const text = env.PORT || '8080';
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65533)
    throw new Error(`PORT must be a whole number from 1 to 65533 (the server processes take the next two), got "${text}".`);
  return port;
}

async function main() {
  const port = portFrom(process.env);
  const readyTimeoutMs = readyTimeoutFrom(process.env);
  const host = process.env.HOST || '0.0.0.0';
  const haproxy = ensureHaproxy('npm run cluster');
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error(`npm run cluster runs on PostgreSQL: DATABASE_URL must be a postgres:// URL, got "${databaseUrl}".`);
  databaseUrl ||= ensureLocalPostgres('sq', 'npm run cluster');

  if (!isCurrent()) {
    console.log('sq-elements cluster: building the library…');
    await build();
  }
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: root, stdio: 'inherit' });

  const started = [];
  let stopping = false;
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    // The proxy first, so no request reaches a process that is closing.
    for (const child of started.reverse()) await child.stop().catch(() => {});
    console.log('sq-elements cluster: stopped.');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

  try {
    const env = serverEnv({ databaseUrl, proxyAddress: '127.0.0.1', secret: process.env.SQ_SECRET });
    const servers = [];
    // One after the other: the first brings the schema up to date (and keeps the secret), the second finds it so.
    for (const [index, name] of PROXY_SERVER_NAMES.entries()) {
      // Ready means /readyz answers, as the proxy checks: the database reached and writable, not only the port open.
      const server = await startServerProcess({
        args: COMPILED_SERVER_ARGS,
        env,
        port: port + index + 1,
        readyPath: '/readyz',
        timeoutMs: readyTimeoutMs,
        onWaiting: (elapsed) => console.log(waitingLine(name, elapsed, readyTimeoutMs)),
        detached: true,
        onOutput: prefixed(name),
      });
      started.push(server);
      servers.push(server);
      server.exited.then(([code, signal]) => {
        if (!stopping) console.log(`sq-elements cluster: ${name} stopped (${signal ?? `code ${code}`}); the proxy sends every request to the other.`);
      });
    }
    const proxy = await startProxy({
      haproxy,
      host,
      port,
      servers: servers.map((server) => server.address),
      timeoutMs: readyTimeoutMs,
      onWaiting: (elapsed) => console.log(waitingLine('HAProxy', elapsed, readyTimeoutMs)),
      detached: true,
      onOutput: prefixed('haproxy'),
    });
    started.push(proxy);
    proxy.exited.then(([code, signal]) => {
      if (stopping) return;
      console.error(`sq-elements cluster: HAProxy stopped (${signal ?? `code ${code}`}); stopping the server processes.`);
      stopAll(1);
    });

    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    const { hostname, port: dbPort, pathname } = new URL(databaseUrl);
    console.log(
      [
        '',
        `sq-elements cluster: browse http://${shown}:${port}/ (the docs at http://${shown}:${port}/docs/)`,
        `  HAProxy (${HAPROXY_CONFIG.slice(root.length)}) on ${host}:${port}, round robin, checking /readyz every 2 seconds`,
        ...servers.map((server, index) => `  ${PROXY_SERVER_NAMES[index]}: the server at ${server.url}, pid ${server.pid}`),
        `  PostgreSQL at ${hostname}:${dbPort || 5432}, database ${decodeURIComponent(pathname.slice(1))}`,
        '  Ctrl-C stops them all.',
        '',
      ].join('\n'),
    );
  } catch (error) {
    console.error(`sq-elements cluster: ${error.message}`);
    await stopAll(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`sq-elements cluster: ${error.message}`);
    process.exit(1);
  });
}
