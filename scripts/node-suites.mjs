// The Node suites: the server's tests (test/server/), the lint and package checks (test/lint/,
// test/package/) and the scripts' and benchmarks' own tests, on the compiled server
// (test/helpers/compiled-server.mjs; `npm test` compiles it first), two files at a time.
//
// A server test file that uses the test databases runs twice, once per database (SQ_TEST_DATABASES),
// so its SQLite and PostgreSQL legs run side by side; its tests that use no database run in the
// SQLite leg only (the PostgreSQL leg runs the tests named for it, and does not count the others).
// PostgreSQL is the one SQ_TEST_DATABASE_URL names; its leg is left out, saying so, when none is reachable. The longest files start first.
// Each file's TAP is printed whole when it ends, then the counts of every file.
//
//   node scripts/node-suites.mjs [files]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresReachable } from './postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['test/server', 'test/lint', 'test/package', 'scripts', 'bench'];

/** Files that take a minute or more (they pack the library and build apps against it): started first. */
const LONGEST = [
  'test/package/vue-svelte-apps.test.mjs',
  'test/package/types.test.mjs',
  'test/package/react-app.test.mjs',
  'test/package/pack.test.mjs',
];

export const AT_ONCE = Math.min(2, Math.max(1, availableParallelism()));

export function suiteFiles() {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder))
      .filter((file) => /\.test\.m?js$/.test(file))
      .sort()
      .map((file) => `${folder}/${file}`),
  );
}

const usesDatabases = (file) => readFileSync(join(root, file), 'utf8').includes('testDatabases');

/** One run per file, or per file and database for the files that use the test databases; longest first. */
export function jobs(files, databases) {
  const list = files.flatMap((file) => (usesDatabases(file) ? databases.map((database) => ({ file, database })) : [{ file }]));
  const rank = ({ file, database }) => {
    const index = LONGEST.indexOf(file);
    return (index === -1 ? LONGEST.length : index) * 2 + (database === 'postgres' ? 0 : 1);
  };
  return list.map((job, index) => ({ ...job, index })).sort((a, b) => rank(a) - rank(b) || a.index - b.index);
}

const NOT_THIS_LEG = '# SKIP test name does not match pattern';

/** The counts at the end of a file's TAP, less the tests left to the other leg. */
export function counts(tap) {
  const read = (name) => Number(tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  const elsewhere = tap.split('\n').filter((line) => line.endsWith(NOT_THIS_LEG)).length;
  return { tests: read('tests') - elsewhere, pass: read('pass'), fail: read('fail'), skipped: read('skipped') - elsewhere };
}

function runJob({ file, database }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const env = { ...process.env, ...(database ? { SQ_TEST_DATABASES: database } : {}) };
    const only = database === 'postgres' ? ['--test-name-pattern=postgres'] : [];
    const args = ['--import', 'tsx', '--import', './test/helpers/compiled-server.mjs', '--test', '--test-reporter=tap', ...only, file];
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ file, database, code: code ?? 1, output, ms: Date.now() - started }));
  });
}

async function main() {
  const named = process.argv.slice(2);
  const postgresUrl = process.env.SQ_TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const databases = ['sqlite'];
  if (await postgresReachable(postgresUrl)) databases.push('postgres');
  else
    console.log(
      `PostgreSQL ${postgresUrl ? `at ${postgresUrl} is not reachable` : 'is not configured (SQ_TEST_DATABASE_URL)'}: the server tests run on SQLite only.`,
    );

  const queue = jobs(named.length > 0 ? named : suiteFiles(), databases);
  const total = { tests: 0, pass: 0, fail: 0, skipped: 0 };
  const failed = [];
  const started = Date.now();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await runJob(job);
      const found = counts(result.output);
      for (const key of Object.keys(total)) total[key] += found[key];
      const label = `${result.file}${result.database ? ` on ${result.database}` : ''}`;
      process.stdout.write(result.output.endsWith('\n') ? result.output : `${result.output}\n`);
      const passed = result.code === 0 && found.fail === 0;
      if (!passed) failed.push(label);
      console.log(`# ${passed ? 'passed' : 'FAILED'}: ${label}, ${found.tests} tests in ${(result.ms / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  console.log(
    `\n# Node suites: ${total.tests} tests, ${total.pass} passed, ${total.fail} failed, ${total.skipped} skipped, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (failed.length > 0) console.log(`# failed: ${failed.join('; ')}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
