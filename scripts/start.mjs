// `npm start`: builds the library unless dist/ is newer than everything it is built from, and
// compiles the reference server (incremental: quick once done), both at once and each saying so
// with its time; then starts the server and says where it serves.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the build reads: a change to any of these makes dist/ stale. */
export const BUILD_INPUTS = [
  'src',
  'rollup.config.mjs',
  'scripts/used-string-keys.mjs',
  'package.json',
  'tsconfig.json',
  'tsconfig.types.json',
  'scripts/build.mjs',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) => filesUnder(join(path, entry.name)));
}

/** True when dist/ has files and the oldest of them is newer than the newest build input. */
export function isCurrent(base = root) {
  const outputs = filesUnder(join(base, 'dist'));
  if (!outputs.length) return false;
  const oldestOutput = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  const newestInput = Math.max(...BUILD_INPUTS.flatMap((input) => filesUnder(join(base, input))).map((path) => statSync(path).mtimeMs));
  return oldestOutput > newestInput;
}

/** Compiles the server with TypeScript's incremental build; resolves with the seconds it took. */
function compileServer() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const tsc = spawn(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'server'], { cwd: root, stdio: 'inherit' });
    tsc.on('error', reject);
    tsc.on('exit', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`compiling the server failed (tsc -b server exited ${code})`)),
    );
  });
}

async function buildLibrary() {
  if (isCurrent()) {
    console.log('sq-elements: the library is current, skipping the build.');
    return;
  }
  console.log('sq-elements: building the library (about a minute and a half the first time)…');
  const { seconds } = await build();
  console.log(`sq-elements: built the library in ${seconds.toFixed(1)} s.`);
}

async function main() {
  console.log('sq-elements: compiling the reference server (tsc -b server; about two minutes the first time, seconds after)…');
  const compiled = compileServer().then((seconds) => console.log(`sq-elements: compiled the server in ${seconds.toFixed(1)} s.`));
  await Promise.all([buildLibrary(), compiled]);
  const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : 'localhost';
  const origin = `http://${host}:${process.env.PORT || 8080}`;
  console.log(`sq-elements: starting the server for ${origin}/ (the docs at ${origin}/docs/; PORT= and HOST= change where)…`);
  // Its own process group, so a stop reaches the server itself.
  const detached = process.platform !== 'win32';
  // The demo's public address is where it runs, so its invitation links work on any PORT.
  const env = { ...process.env, SQ_PUBLIC_URL: process.env.SQ_PUBLIC_URL || origin };
  const server = spawn(process.execPath, [join(root, 'server', 'dist', 'server', 'main.js')], { cwd: root, stdio: 'inherit', detached, env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (detached) process.kill(-server.pid, signal);
      else server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`sq-elements: ${error.message}`);
    process.exitCode = 1;
  });
}
