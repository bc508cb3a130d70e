import { buildApp } from './app.js';
import { configFromEnv } from './config.js';
import { answerClientErrors } from './http/client-error.js';
import { partialsDir } from './paths.js';
import { openDatabase } from './db/index.js';
import { loadSiteDefinition } from './site/load.js';
import { persistedSecret } from './store/settings.js';

let config;
let database;
let app;
try {
  config = configFromEnv();
  database = await openDatabase();
  await loadSiteDefinition(database.db, config.siteDir);
  const secret = config.secret ?? (await persistedSecret(database.db));
  app = buildApp({
    database,
    secret,
    corsOrigins: config.corsOrigins,
    rateLimit: config.rateLimit,
    logger: { level: config.logLevel },
  });
  // A request the HTTP parser refuses (an address over 16 KB) gets the site's error page or a JSON reason.
  answerClientErrors(app.server, { partialsDir });
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await database?.close().catch(() => {});
  fail(error.code === 'EADDRINUSE' ? `port ${config.port} is already in use; set PORT to another port.` : error.message);
}

const { host } = config;
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
console.log(`sq-elements demo: http://${shownHost}:${app.server.address().port}/`);

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
      fail(`could not close cleanly: ${error.message}`);
    }
  });
}

function fail(message) {
  console.error(`sq-elements server: ${message}`);
  process.exit(1);
}
