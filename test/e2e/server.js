import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess } from '../../scripts/server-process.mjs';

export { freePort } from '../../scripts/server-process.mjs';

/** How the tests start the server: its TypeScript sources through tsx, so no compile step is needed first. */
export const SERVER_ARGS = ['--import', 'tsx', 'server/main.ts'];

/**
 * Starts the real server (server/main.ts, run through tsx),
 * on a free port, and resolves once it answers. Assumes `npm run build` already ran. The database
 * is SQLite in `dbFile`, or in a fresh temporary folder that `stop()` removes; `env` adds to or
 * overrides the server's environment; `port` is for a test that must know it before the start;
 * `args` start it another way (the compiled server).
 */
export async function startServer({ timeoutMs = 15000, dbFile, env = {}, port, args = SERVER_ARGS } = {}) {
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
