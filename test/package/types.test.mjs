// The packed library's typings as a TypeScript user meets them: the fixtures in fixtures/types are
// type-checked against the tarball, installed the way npm installs it. One React file must pass; one
// must fail on a misspelt design, at its place, so the check cannot pass by checking nothing.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = fileURLToPath(new URL('fixtures/types/', import.meta.url));
const tsc = join(root, 'node_modules/.bin/tsc');

/** npm run from inside `npm test` passes its own settings down as npm_config_*; the pack below must not inherit them. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** The diagnostics of one tsc run, as `file(line,col): code`. */
async function typeCheck(project, config) {
  const result = await run(tsc, ['-p', config, '--pretty', 'false'], { cwd: project, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    (error) => error.stdout ?? String(error),
  );
  return result
    .split('\n')
    .map((line) => /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line))
    .filter(Boolean)
    .map(([, file, line, column, code, message]) => ({ where: `${file}(${line},${column})`, code, message }));
}

describe('the packed typings', () => {
  let work;
  let project;
  before(async () => {
    assert.ok(existsSync(join(root, 'dist', 'types', 'index.d.ts')), 'dist/ is missing: run npm run build first');
    work = await mkdtemp(join(tmpdir(), 'sq-types-'));
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, env, maxBuffer: 16 * 1024 * 1024 });
    const tarball = join(work, JSON.parse(stdout)[0].filename);
    project = join(work, 'project');
    const installed = join(project, 'node_modules', 'sq-elements');
    await mkdir(installed, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    // React's own types, as a React app has them.
    await mkdir(join(project, 'node_modules', '@types'), { recursive: true });
    await symlink(join(root, 'node_modules', '@types', 'react'), join(project, 'node_modules', '@types', 'react'), 'dir');
    await cp(fixtures, project, { recursive: true });
    await writeFile(join(project, 'tsconfig.main.json'), JSON.stringify({ extends: './tsconfig.json', files: ['tag-map.ts'] }));
    await writeFile(join(project, 'tsconfig.react.json'), JSON.stringify({ extends: './tsconfig.json', files: ['pass.tsx', 'fail.tsx'] }));
  });
  after(() => rm(work, { recursive: true, force: true }));

  test("import 'sq-elements' alone types every tag's element, properties and events", async () => {
    assert.deepEqual(await typeCheck(project, 'tsconfig.main.json'), []);
  });

  test('React JSX: the typed file passes and the misspelt design fails where it is written', async () => {
    const errors = await typeCheck(project, 'tsconfig.react.json');
    assert.deepEqual(
      errors.map(({ where, code }) => ({ where, code })),
      [{ where: 'fail.tsx(4,41)', code: 'TS2820' }],
      errors.map(({ where, code, message }) => `${where} ${code} ${message}`).join('\n'),
    );
    // TS2820: not assignable, with the closest value offered.
    assert.match(errors[0].message, /'"grd"' is not assignable to type '"grid" \| .*Did you mean '"grid"'/);
  });
});
