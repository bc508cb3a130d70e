// `npm run fuzz`: both fuzzers with many more cases than `npm test` gives them: the element fuzzers
// in Chromium and Firefox (test/elements/fuzz.test.ts, fuzz-dom.test.ts) and the request fuzzer on
// SQLite and, where one is reachable, PostgreSQL (test/server/request-fuzz.test.js). SQ_FUZZ_SEED
// and SQ_FUZZ_CASES set the seed and the cases (per element, and per database for requests); an
// unset seed is a new one each run, printed first and last so a failure can be run again.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Cases when SQ_FUZZ_CASES is unset: per element in the browsers, per database for the requests. */
export const DEFAULT_CASES = { elements: 60, requests: 5000 };

/** The run's seed and case counts from the environment. */
export function fuzzRun(env, newSeed = () => Math.floor(Math.random() * 2 ** 31)) {
  const number = (text) => (text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : undefined);
  const seed = number(env.SQ_FUZZ_SEED) ?? newSeed();
  const cases = number(env.SQ_FUZZ_CASES);
  return { seed, elements: cases ?? DEFAULT_CASES.elements, requests: cases ?? DEFAULT_CASES.requests };
}

function run(command, args, env) {
  console.log(
    `\n$ ${Object.entries(env)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')} ${command} ${args.join(' ')}`,
  );
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function main() {
  const { seed, elements, requests } = fuzzRun(process.env);
  console.log(`sq-elements fuzz: seed ${seed}; ${elements} cases per element, ${requests} requests per database (at least one per route).`);
  const results = {
    requests:
      run('npx', ['tsc', '-b', 'server'], {}) &&
      run('node', ['--import', 'tsx', '--import', './test/helpers/compiled-server.mjs', '--test', 'test/server/request-fuzz.test.js'], {
        SQ_FUZZ_SEED: seed,
        SQ_FUZZ_CASES: requests,
      }),
    elements: run('npx', ['web-test-runner', 'test/elements/fuzz.test.ts', 'test/elements/fuzz-dom.test.ts', '--group', 'default'], {
      SQ_FUZZ_SEED: seed,
      SQ_FUZZ_CASES: elements,
    }),
  };
  const failed = Object.entries(results)
    .filter(([, passed]) => !passed)
    .map(([name]) => name);
  console.log(
    failed.length
      ? `\nsq-elements fuzz: seed ${seed}: the ${failed.join(' and ')} fuzzer failed; its report above names the case and the smallest failing one. SQ_FUZZ_SEED=${seed} runs it again.`
      : `\nsq-elements fuzz: seed ${seed}: passed.`,
  );
  process.exit(failed.length ? 1 : 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
