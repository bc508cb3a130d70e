// The end-to-end suite: every test/e2e/*.test.js file (or the files named as arguments), each in
// its own process with its own server, browser and database. Two files run at a time, longest
// first: most of a file's time is spent waiting on its browser and its server, so a second file
// fills that time. The files that measure processes or time themselves (killing a server,
// restarting PostgreSQL, counting a rate limit, several processes behind a proxy) then run one at a
// time, alone. `npm run test:e2e [-- files]` runs it on the compiled server: the files' processes
// inherit the hooks (test/helpers/compiled-server.mjs, and tsx for the helpers in TypeScript).
// node:test's run() keeps the order given, where `node --test` sorts the files by name.
import { readdirSync } from 'node:fs';
import { run } from 'node:test';
import { tap } from 'node:test/reporters';

const DIR = 'test/e2e';

/** The files that run alone, after the others. */
export const ALONE = new Set([
  'behind-proxy.test.js',
  'durability.test.js',
  'faults-postgres.test.js',
  'security-rate-limits.test.js',
  'several-processes.test.js',
]);

/**
 * The longest files, longest first (each takes one to five minutes; the rest take under one): they
 * start first, so the short ones fill the other place instead of one long file finishing alone.
 */
export const LONGEST = [
  'layout-stability-chromium.test.js',
  'layout-stability-firefox.test.js',
  'back-end-screens.test.js',
  'gallery.test.js',
  'docs.test.js',
  'accessibility.test.js',
];

const name = (file) => file.slice(file.lastIndexOf('/') + 1);
const rank = (file) => {
  const index = LONGEST.indexOf(name(file));
  return index === -1 ? LONGEST.length : index;
};

/** The suite's files in two runs: those that share the machine two at a time, longest first, then those that run alone. */
export function e2eRuns(files) {
  return [
    { concurrency: 2, files: files.filter((file) => !ALONE.has(name(file))).sort((a, b) => rank(a) - rank(b)) },
    { concurrency: 1, files: files.filter((file) => ALONE.has(name(file))) },
  ].filter((group) => group.files.length > 0);
}

/** Runs `files`, `concurrency` at a time, writing TAP to stdout; resolves true when every test passed. */
async function runFiles({ concurrency, files }) {
  let passed = true;
  const stream = run({ files, concurrency });
  stream.on('test:fail', () => (passed = false));
  const report = stream.compose(tap);
  report.pipe(process.stdout, { end: false });
  await new Promise((resolve, reject) => report.on('end', resolve).on('error', reject));
  return passed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2);
  const files = named.length
    ? named
    : readdirSync(DIR)
        .filter((file) => file.endsWith('.test.js'))
        .sort()
        .map((file) => `${DIR}/${file}`);
  let passed = true;
  for (const group of e2eRuns(files)) if (!(await runFiles(group))) passed = false;
  process.exitCode = passed ? 0 : 1;
}
