import { buildApp } from './app.js';

const port = parsePort(process.env.PORT ?? '8080');
const host = process.env.HOST || '0.0.0.0';

let app;
try {
  app = buildApp({ logger: { level: process.env.LOG_LEVEL || 'warn' } });
  await app.listen({ port, host });
} catch (error) {
  fail(error.code === 'EADDRINUSE' ? `port ${port} is already in use; set PORT to another port.` : error.message);
}

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
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      fail(`could not close cleanly: ${error.message}`);
    }
  });
}

function parsePort(text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535) fail(`PORT must be a number from 0 to 65535, got "${text}".`);
  return value;
}

function fail(message) {
  console.error(`sq-elements server: ${message}`);
  process.exit(1);
}
