import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
/** The most packages installing the library may bring: it bundles what it uses, so today it is itself alone. */
const MAX_INSTALLED_PACKAGES = 5;

/** npm run from inside `npm test` passes its own settings down as npm_config_*; the install below must not inherit them. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
const npm = (args, cwd) => run('npm', args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });

/** Every installed package folder: each child of a node_modules folder (scoped ones one level deeper), nested ones too. */
async function installedPackages(nodeModules) {
  const found = [];
  for (const entry of await readdir(nodeModules, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dir = join(nodeModules, entry.name);
    const dirs = entry.name.startsWith('@') ? (await readdir(dir)).map((name) => join(dir, name)) : [dir];
    for (const packageDir of dirs) {
      if (!existsSync(join(packageDir, 'package.json'))) continue;
      found.push(packageDir, ...(await installedPackages(join(packageDir, 'node_modules'))));
    }
  }
  return found;
}

describe('the packed library installs offline with nothing extra', () => {
  let work;
  let project;
  let tarball;
  before(async () => {
    assert.ok(existsSync(join(root, 'dist', 'sq-elements.js')), 'dist/ is missing: run npm run build first');
    work = await mkdtemp(join(tmpdir(), 'sq-pack-'));
    const { stdout } = await npm(['pack', '--json', '--pack-destination', work], root);
    tarball = JSON.parse(stdout)[0];
    project = join(work, 'project');
    await mkdir(project);
    await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'pack-check', version: '1.0.0', private: true }));
    await npm(['install', '--offline', '--no-audit', '--no-fund', join(work, tarball.filename)], project);
  });
  after(() => rm(work, { recursive: true, force: true }));

  test('the tarball holds the library, not the reference server or its build of shared code', () => {
    const paths = tarball.files.map((file) => file.path);
    assert.ok(paths.includes('dist/sq-elements.js'));
    assert.ok(paths.includes('custom-elements.json'));
    assert.deepEqual(
      paths.filter((path) => /^(server|dist\/server|demo|test)\//.test(path)),
      [],
    );
    assert.deepEqual(
      paths.filter((path) => /\.(br|gz)$/.test(path)),
      [],
      'the copies the reference server sends compressed stay out of the package',
    );
  });

  test(`installs at most ${MAX_INSTALLED_PACKAGES} packages`, async () => {
    const packages = await installedPackages(join(project, 'node_modules'));
    const names = await Promise.all(packages.map(async (dir) => JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')).name));
    assert.ok(names.includes('sq-elements'), names.join(', '));
    assert.ok(names.length <= MAX_INSTALLED_PACKAGES, `installed ${names.length}: ${names.join(', ')}`);
  });

  test('compiles nothing and runs no install script', async () => {
    for (const dir of await installedPackages(join(project, 'node_modules'))) {
      const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
      assert.ok(!existsSync(join(dir, 'binding.gyp')), `${manifest.name} has a binding.gyp`);
      assert.ok(!existsSync(join(dir, 'build', 'Release')), `${manifest.name} was compiled`);
      for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) {
        assert.equal(manifest.scripts?.[script], undefined, `${manifest.name} has a ${script} script`);
      }
    }
  });

  test("every path of the library's exports map resolves to a file, and nothing without JavaScript is exported", async () => {
    const installed = join(project, 'node_modules', 'sq-elements');
    const { exports } = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    const elements = (await readdir(join(installed, 'dist', 'elements'))).filter((file) => /^sq-[a-z-]+\.js$/.test(file));
    assert.ok(elements.includes('sq-form.js'), elements.join(', '));
    const specifiers = Object.entries(exports).flatMap(([key, target]) => {
      if (target === null) return [];
      if (!key.includes('*')) return [key];
      const [prefix, suffix] = key.split('*');
      return elements.map((file) => `./elements/${file}`).filter((path) => path.startsWith(prefix) && path.endsWith(suffix));
    });
    assert.equal(specifiers.filter((specifier) => specifier.startsWith('./elements/')).length, elements.length);
    const resolveAll = async (list, conditions = []) => {
      const script = `for (const s of ${JSON.stringify(list)}) { try { console.log(import.meta.resolve(s === '.' ? 'sq-elements' : 'sq-elements' + s.slice(1))); } catch (error) { console.log(error.code); } }`;
      const { stdout } = await run(
        process.execPath,
        [...conditions.map((condition) => `--conditions=${condition}`), '--input-type=module', '-e', script],
        {
          cwd: project,
        },
      );
      return stdout.trim().split('\n');
    };
    for (const conditions of [[], ['browser'], ['module']]) {
      const resolved = await resolveAll(specifiers, conditions);
      assert.equal(resolved.length, specifiers.length);
      for (const url of resolved) assert.ok(url.startsWith('file:') && existsSync(fileURLToPath(url)), `${url} (${conditions})`);
    }
    // The type declarations the exports name exist too.
    for (const target of Object.values(exports)) {
      if (target === null || typeof target !== 'object' || target.types.includes('*')) continue;
      assert.ok(existsSync(join(installed, target.types)), target.types);
    }
    for (const file of elements) assert.ok(existsSync(join(installed, 'dist', 'types', 'elements', file.replace(/\.js$/, '.d.ts'))), file);
    // The factory and the style sheets have types but are no entry of their own.
    const hidden = await resolveAll(['./elements/define.js', './elements/sq-form.styles.js', './elements/sq-form']);
    assert.deepEqual(hidden, Array(3).fill('ERR_PACKAGE_PATH_NOT_EXPORTED'));
  });
});
