import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** How the tests start the server: its TypeScript sources through tsx, so no compile step is needed first. */
export const SERVER_ARGS = ['--import', 'tsx', 'server/main.ts'];

/** A port nobody listens on right now: the OS picks one for a throwaway server. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs the server (`args`, SERVER_ARGS by default) with `env` until it exits, as a start-up that
 * must fail does; resolves with its exit code and everything it printed. Killed after `timeoutMs`.
 */
export async function runUntilExit(env, { args = SERVER_ARGS, timeoutMs = 20_000 } = {}) {
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
 * Starts the real server (server/main.ts, run through tsx),
 * on a free port, and resolves once it answers. Assumes `npm run build` already ran. The database
 * is SQLite in `dbFile`, or in a fresh temporary folder that `stop()` removes; `env` adds to or
 * overrides the server's environment; `port` is for a test that must know it before the start;
 * `args` start it another way (the compiled server).
 */
export async function startServer({ timeoutMs = 15000, dbFile, env = {}, port: wantedPort, args = SERVER_ARGS } = {}) {
  const port = wantedPort ?? (await freePort());
  const tempDir = dbFile ? undefined : await mkdtemp(join(tmpdir(), 'sq-e2e-'));
  const file = dbFile ?? join(tempDir, 'sq.db');
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', SQ_DB_FILE: file, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');

  const url = `http://127.0.0.1:${port}`;
  const removeTemp = () => (tempDir ? rm(tempDir, { recursive: true, force: true }) : Promise.resolve());
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      await removeTemp();
      throw new Error(`The server exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await removeTemp();
      throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dbFile: file,
    pid: child.pid,
    output: () => output,
    /** Sends SIGTERM and resolves with the exit code; kills it outright if it hangs. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) {
        await removeTemp();
        return child.exitCode;
      }
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      const [code] = await exited;
      clearTimeout(timer);
      await removeTemp();
      return code;
    },
    /** Kills the process with SIGKILL, as a crash would (no cleanup runs), and resolves once it is gone. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
