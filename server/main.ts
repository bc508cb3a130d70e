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

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    // A second signal while closing means "now".
    if (closing) process.exit(1);
    closing = true;
    const timer = setTimeout(() => process.exit(1), 5000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
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
