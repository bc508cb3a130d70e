// Runs the benchmarks in bench/*.bench.mjs one after another and writes bench/results/<name>.json,
// then the report drawn from all stored results (bench/report.mjs: report.md and its SVG charts).
//
// A benchmark module exports `name`, an optional `description`, `timeoutMs` and `onlyWhenNamed`, and a default async
// function that receives the context below and returns its results (plain JSON data).
//
//   node bench/run.mjs                  every benchmark but those marked `onlyWhenNamed` (the soak)
//   node bench/run.mjs loader           only the named ones
//   node bench/run.mjs --dist some/dir  measure another build of dist/
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { browserPaths, CHROMIUM_FLAGS as SYSTEM_CHROMIUM_FLAGS } from '../scripts/browsers.mjs';
import { writeReport } from './report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'bench');
const resultsDir = join(benchDir, 'results');

/** The whole run stops by itself after this long, whatever a benchmark or the browser does. */
const RUN_TIMEOUT_MS = Number(process.env.SQ_BENCH_TIMEOUT_MS) || 10 * 60_000;
const BENCH_TIMEOUT_MS = 3 * 60_000;

const CHROMIUM_FLAGS = [
  ...SYSTEM_CHROMIUM_FLAGS,
  // Loopback only: every other host fails to resolve, so a stray URL cannot reach the network.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A static server for dist/ on 127.0.0.1, plus pages a benchmark registers in memory. */
function staticServer(dist) {
  const pages = new Map();
  const server = createServer(async (request, response) => {
    const send = (status, body, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    let path;
    try {
      path = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
    } catch {
      return send(400, 'bad request');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'method not allowed');
    if (pages.has(path)) return send(200, pages.get(path), TYPES['.html']);
    const file = resolve(dist, `.${path}`);
    if (!file.startsWith(dist + sep)) return send(404, 'not found');
    try {
      return send(200, await readFile(file), TYPES[extname(file)] ?? 'application/octet-stream');
    } catch {
      return send(404, 'not found');
    }
  });
  let listening;
  return {
    pages,
    /** The server's origin; it starts listening on an ephemeral port the first time it is asked. */
    origin() {
      listening ??= new Promise((done, fail) => {
        server.once('error', fail);
        server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${server.address().port}`));
      });
      return listening;
    },
    close() {
      server.closeAllConnections?.();
      return listening ? new Promise((done) => server.close(() => done())) : Promise.resolve();
    },
  };
}

/** Launches Debian's Chromium through playwright-core the first time a benchmark needs a page. */
function browserLauncher() {
  let launching;
  const launch = async () => {
    const { chromium: executablePath } = browserPaths();
    if (!executablePath) throw new Error('Chromium is missing: run npm run browsers');
    const { chromium } = await import('playwright-core');
    return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS, timeout: 30_000 });
  };
  return {
    get: () => (launching ??= launch()),
    async close() {
      if (!launching) return;
      const browser = await launching.catch(() => undefined);
      await browser?.close().catch(() => {});
    },
  };
}

function createContext(dist, server, browser) {
  return {
    root,
    dist,
    /** Throws unless each file (relative to dist/) has been built. */
    requireBuilt(...files) {
      const missing = files.filter((file) => !existsSync(join(dist, file)));
      if (missing.length) throw new Error(`not built: ${missing.map((file) => `dist/${file}`).join(', ')}; run npm run build`);
    },
    /** Serves `html` at `path` beside dist/ and returns its URL. */
    async page(path, html) {
      server.pages.set(path, html);
      return `${await server.origin()}${path}`;
    },
    /** A page in a fresh browser context (empty cache, no cookies); call close() when done. */
    async newPage() {
      const context = await (await browser.get()).newContext();
      const page = await context.newPage();
      return { page, close: () => context.close() };
    },
    async browserVersion() {
      return (await browser.get()).version();
    },
    log: (...args) => console.log(...args),
  };
}

async function discover(only) {
  const files = readdirSync(benchDir)
    .filter((file) => file.endsWith('.bench.mjs'))
    .sort();
  const benches = [];
  for (const file of files) {
    const module = await import(pathToFileURL(join(benchDir, file)).href);
    if (typeof module.default !== 'function' || !module.name) throw new Error(`bench/${file} must export name and a default function`);
    benches.push({
      file,
      name: module.name,
      description: module.description,
      timeoutMs: module.timeoutMs ?? BENCH_TIMEOUT_MS,
      onlyWhenNamed: module.onlyWhenNamed === true,
      run: module.default,
    });
  }
  const unknown = only.filter((name) => !benches.some((bench) => bench.name === name));
  if (unknown.length) throw new Error(`no benchmark named ${unknown.join(', ')}; have ${benches.map((bench) => bench.name).join(', ')}`);
  // A long one (the soak) runs only when named.
  return only.length ? benches.filter((bench) => only.includes(bench.name)) : benches.filter((bench) => !bench.onlyWhenNamed);
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runBench(bench, context) {
  console.log(`\n## ${bench.name}${bench.description ? `: ${bench.description}` : ''}`);
  const started = performance.now();
  try {
    const results = await withTimeout(bench.run(context), bench.timeoutMs, `benchmark ${bench.name}`);
    mkdirSync(resultsDir, { recursive: true });
    const path = join(resultsDir, `${bench.name}.json`);
    writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Wrote ${relative(root, path)} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return true;
  } catch (error) {
    console.error(`${bench.name} failed: ${error?.message ?? error}`);
    return false;
  }
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
  const dist = resolve(root, values.dist ?? 'dist');
  const benches = await discover(positionals);

  // A benchmark longer than the whole run's default (the soak) extends it to its own limit.
  const runTimeoutMs = Math.max(RUN_TIMEOUT_MS, ...benches.map((bench) => bench.timeoutMs + 60_000));
  const watchdog = setTimeout(() => {
    console.error(`The benchmarks did not finish within ${runTimeoutMs / 1000} s; stopping.`);
    process.exit(1);
  }, runTimeoutMs);
  watchdog.unref();

  const server = staticServer(dist);
  const browser = browserLauncher();
  const context = createContext(dist, server, browser);
  const failed = [];
  try {
    for (const bench of benches) if (!(await runBench(bench, context))) failed.push(bench.name);
  } finally {
    await browser.close();
    await server.close();
    clearTimeout(watchdog);
  }
  // The report is drawn from every stored result, so a run of one benchmark updates its part.
  const written = writeReport(resultsDir);
  console.log(`Wrote ${written.map((path) => relative(root, path)).join(', ')}`);
  if (failed.length) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main().catch((error) => {
  console.error(error?.message ?? error);
  return 1;
});
