// `npm test`, part by part: each part prints its wall time as it ends, and the total comes last.
//
//   node scripts/suite.mjs                       everything, in the order below
//   node scripts/suite.mjs --no-build            everything, on a build that is already there (CI builds once)
//   node scripts/suite.mjs <part> [arguments]    one part, after what it needs, with its own arguments:
//                                                `npm run test:browser -- test/elements/sq-gallery.test.ts`
//
// The parts: the browsers and HAProxy are installed where they are missing; the build and the
// compiled server; the byte budgets; the unit tests that need no browser, in one Node process;
// the browser suite, Chromium and Firefox at once; the Node suites (server, lint, package,
// scripts, benchmarks), two files at a time on the compiled server; the end-to-end suite.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Each part: what it runs, and whether it needs dist/ or the compiled server. */
export const PARTS = {
  setup: {
    commands: [
      ['node', 'scripts/ensure-browsers.mjs'],
      ['node', 'scripts/haproxy.mjs'],
    ],
  },
  build: { commands: [['node', 'scripts/build.mjs']] },
  server: { commands: [['npx', 'tsc', '-b', 'server']] },
  size: { needs: ['build'], commands: [['node', 'scripts/check-size.mjs']] },
  unit: { commands: [['node', '--import', 'tsx', 'scripts/node-units.mjs']] },
  browser: { needs: ['setup'], commands: [['npx', 'web-test-runner']] },
  node: { needs: ['setup', 'build', 'server'], commands: [['node', 'scripts/node-suites.mjs']] },
  // The files' processes inherit both hooks: the compiled server, and tsx for the test helpers written in TypeScript.
  e2e: {
    needs: ['setup', 'build', 'server'],
    commands: [['node', '--import', 'tsx', '--import', './test/helpers/compiled-server.mjs', 'scripts/e2e.mjs']],
  },
};

const ORDER = ['setup', 'build', 'server', 'size', 'unit', 'browser', 'node', 'e2e'];

/** The parts to run, in order: every part, or the one named and what it needs; without the build when `build` is false. */
export function plan(part, { build = true } = {}) {
  const wanted = new Set(part ? [part, ...(PARTS[part]?.needs ?? [])] : ORDER);
  if (!build) wanted.delete('build');
  return ORDER.filter((name) => wanted.has(name));
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const build = !args.includes('--no-build');
  const [part, ...partArgs] = args.filter((arg) => arg !== '--no-build');
  if (part && !PARTS[part]) {
    console.error(`Unknown part: ${part}. The parts are: ${ORDER.join(', ')}.`);
    process.exit(2);
  }
  const parts = plan(part, { build });
  const started = Date.now();
  const times = [];
  let failed;
  for (const name of parts) {
    console.log(`\n== test part: ${name}`);
    const partStarted = Date.now();
    let code = 0;
    const commands = PARTS[name].commands;
    for (const [index, command] of commands.entries()) {
      const last = name === part && index === commands.length - 1;
      if ((code = await run(last ? [...command, ...partArgs] : command)) !== 0) break;
    }
    const took = Date.now() - partStarted;
    times.push([name, took, code]);
    console.log(`== test part ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(took)}`);
    // Setting up, building and the byte budgets come before the tests: nothing after them can pass without them.
    if (code !== 0) {
      failed ??= name;
      if (['setup', 'build', 'server'].includes(name)) break;
    }
  }
  console.log('\n== test parts');
  for (const [name, took, code] of times) console.log(`   ${name.padEnd(8)} ${seconds(took).padStart(8)}  ${code === 0 ? 'passed' : 'FAILED'}`);
  console.log(
    `== total: ${seconds(Date.now() - started)}${
      failed
        ? `; failed: ${times
            .filter(([, , code]) => code !== 0)
            .map(([name]) => name)
            .join(', ')}`
        : ''
    }`,
  );
  process.exitCode = failed ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
