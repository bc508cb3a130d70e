import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_SERVER_ARGS, startServerProcess } from '../../scripts/server-process.mjs';

export { freePort } from '../../scripts/server-process.mjs';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** How the tests start the server: compiled, as `npm start` runs it (`npm test` compiles it first). */
export const SERVER_ARGS = COMPILED_SERVER_ARGS;

/**
 * Runs the server (`args`, SERVER_ARGS by default) with `env` until it exits, as a start-up that
 * must fail does; resolves with its exit code and everything it printed. Killed after `timeoutMs`.
 */
export async function runUntilExit(env, { args = SERVER_ARGS, timeoutMs = 45_000 } = {}) {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code] = await once(child, 'exit');
  clearTimeout(timer);
  return { code, output };
}

/**
 * Starts the real server (server/dist/server/main.js), on a free port, and resolves once it
 * answers. Assumes `npm run build` and the server's compile already ran. The database
 * is SQLite in `dbFile`, or in a fresh temporary folder that `stop()` removes; `env` adds to or
 * overrides the server's environment; `port` is for a test that must know it before the start;
 * `args` start it another way.
 */
export async function startServer({ timeoutMs = 45_000, dbFile, env = {}, port, args = SERVER_ARGS } = {}) {
  const tempDir = dbFile ? undefined : await mkdtemp(join(tmpdir(), 'sq-e2e-'));
  const file = dbFile ?? join(tempDir, 'sq.db');
  const removeTemp = () => (tempDir ? rm(tempDir, { recursive: true, force: true }) : Promise.resolve());
  let server;
  try {
    server = await startServerProcess({ args, port, timeoutMs, env: { DATABASE_URL: '', SQ_DB_FILE: file, ...env } });
  } catch (error) {
    await removeTemp();
    throw error;
  }
  return {
    ...server,
    dbFile: file,
    async stop() {
      const code = await server.stop();
      await removeTemp();
      return code;
    },
  };
}
