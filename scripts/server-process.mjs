// Starts one reference server process and waits until it answers /healthz: for the end-to-end
// tests, `npm run cluster` and the benchmarks.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The compiled server, as `npm run serve` runs it (after `tsc -b server`). */
export const COMPILED_SERVER_ARGS = ['server/dist/server/main.js'];

/** A port nobody listens on right now: the OS picks one for a throwaway server. */
export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** How often a start that is still waiting says so, through `onWaiting`. */
export const WAITING_REPORT_MS = 5000;

/**
 * Spawns `command` with `args` from the project root and resolves once `${url}${readyPath}`
 * (`/healthz` by default) answers as `ready` accepts, polling every 100 ms; every
 * WAITING_REPORT_MS while it waits, `onWaiting(elapsedMs)` hears so. Each chunk of its output goes
 * to `onOutput` too; `detached` gives it a process group of its own, so a Ctrl-C in the terminal
 * reaches only the caller, which stops it. Rejects with the output, naming the process `name`, when
 * it exits or does not answer in time.
 */
export async function startProcess({
  name,
  command,
  args,
  env,
  url,
  readyPath = '/healthz',
  ready = (response) => response.ok,
  timeoutMs,
  onWaiting,
  onOutput,
  detached = false,
}) {
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached });
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    onOutput?.(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = once(child, 'exit');

  const started = Date.now();
  const deadline = started + timeoutMs;
  let reported = started;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${output}`);
    if (onWaiting && Date.now() - reported >= WAITING_REPORT_MS) {
      reported = Date.now();
      onWaiting(reported - started);
    }
    try {
      const response = await fetch(`${url}${readyPath}`, { redirect: 'manual', signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())) });
      await response.arrayBuffer();
      if (ready(response)) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready at ${readyPath} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const gone = () => child.exitCode !== null || child.signalCode !== null;
  // A process that ends unasked (a crash) says why, so a test's refused connections can be traced to it.
  let asked = false;
  void exited.then(([code, signal]) => {
    if (!asked) process.stderr.write(`${name} ended unasked (code ${code}, signal ${signal}); its last output:\n${output.slice(-4000)}\n`);
  });
  return {
    url,
    pid: child.pid,
    output: () => output,
    /** Resolves with [code, signal] when the process ends. */
    exited,
    /**
     * Sends SIGTERM and resolves with the exit code; kills it outright if it hangs past the
     * server's own 10 s deadline, which ends it with code 1 and a message.
     */
    async stop() {
      asked = true;
      if (gone()) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const [code] = await exited;
      clearTimeout(timer);
      return code;
    },
    /** Kills the process with SIGKILL, as a crash would (no cleanup runs), and resolves once it is gone. */
    async kill() {
      asked = true;
      if (!gone()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/**
 * Runs `node ...args` from the project root with PORT and HOST (127.0.0.1) added to `env` (which
 * adds to process.env), on `port` or a free one, and resolves once `readyPath` (/healthz) answers
 * 200 (see startProcess).
 */
export async function startServerProcess({
  args = COMPILED_SERVER_ARGS,
  env = {},
  port: wantedPort,
  host = '127.0.0.1',
  readyPath,
  timeoutMs = 15000,
  onWaiting,
  onOutput,
  detached = false,
} = {}) {
  const port = wantedPort ?? (await freePort());
  const address = `${host}:${port}`;
  const started = await startProcess({
    name: 'The server',
    command: process.execPath,
    args,
    // Its public address is where it listens, unless a test names another: its invitation links lead back to it.
    env: { ...process.env, SQ_PUBLIC_URL: `http://${address}`, ...env, PORT: String(port), HOST: host },
    url: `http://${address}`,
    readyPath,
    timeoutMs,
    onWaiting,
    onOutput,
    detached,
  });
  /** host:port, as a proxy names it. */
  return { ...started, address, port };
}
