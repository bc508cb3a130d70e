import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { openDatabase } from './db/index.js';
import { loadSiteDefinition } from './site/load.js';
import { persistedSecret } from './store/settings.js';

let config: ReturnType<typeof configFromEnv> | undefined;
let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
let app: FastifyInstance;
try {
  config = configFromEnv();
  database = await openDatabase();
  await loadSiteDefinition(database.db, config.siteDir);
  const secret = config.secret ?? (await persistedSecret(database.db));
  app = buildApp({
    database,
    secret,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    rateLimit: config.rateLimit,
    logger: { level: config.logLevel },
  });
  await app.listen({ port: config.port, host: config.host });
} catch (caught) {
  await database?.close().catch(() => {});
  const error = caught as Error & { code?: string };
  fail(error.code === 'EADDRINUSE' ? `port ${config?.port} is already in use; set PORT to another port.` : error.message);
}

const { host } = config;
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
console.log(`sq-elements demo: http://${shownHost}:${(app.server.address() as AddressInfo).port}/`);

/** How long requests under way may take to finish once a stop is asked for; then their connections are closed. */
const GRACE_MS = 3000;
/** How long a stop may take in all before the process ends with code 1. */
const DEADLINE_MS = 10_000;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    // A second signal while closing means "now".
    if (closing) process.exit(1);
    closing = true;
    const deadline = setTimeout(() => fail(`could not close within ${DEADLINE_MS / 1000} s; stopped anyway.`), DEADLINE_MS).unref();
    // A keep-alive connection whose last answer was still being sent when the stop began is closed
    // as soon as it is idle, not when its keep-alive time-out ends; any still busy after the grace are cut.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100).unref();
    const grace = setTimeout(() => app.server.closeAllConnections(), GRACE_MS).unref();
    try {
      await app.close();
      clearInterval(idle);
      clearTimeout(grace);
      await database.close();
      clearTimeout(deadline);
      process.exit(0);
    } catch (error) {
      fail(`could not close cleanly: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function fail(message: string): never {
  console.error(`sq-elements server: ${message}`);
  process.exit(1);
}
