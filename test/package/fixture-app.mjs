// Fixture apps (test/fixtures/apps/<name>/) built against the packed library, as an app that
// installed it from the registry would build: `npm pack`, the tarball unpacked into the app's
// node_modules/sq-elements, and every other package (the framework, its types, the bundler) taken
// from this repository's node_modules through symbolic links, so it all runs offline.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rename, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const root = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(root, 'test', 'fixtures', 'apps');
const rootModules = join(root, 'node_modules');

/** npm run from inside `npm test` passes its own settings down as npm_config_*; the commands below must not inherit them. */
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** Runs `command` in `cwd`; on failure the error message carries its output. */
export async function run(command, args, { cwd = root } = {}) {
  try {
    return await exec(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    error.message += `\n${error.stdout ?? ''}\n${error.stderr ?? ''}`;
    throw error;
  }
}

let packed;

/** The library packed once per process (dist/ must be built): the tarball's path. */
export function packLibrary() {
  packed ??= (async () => {
    if (!existsSync(join(root, 'dist', 'sq-elements.js')) || !existsSync(join(root, 'dist', 'esm')))
      throw new Error('dist/ is missing or incomplete: run npm run build first');
    const dir = await mkdtemp(join(tmpdir(), 'sq-fixture-pack-'));
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', dir]);
    return join(dir, JSON.parse(stdout)[0].filename);
  })();
  return packed;
}

/**
 * A copy of fixture `name` in a temporary folder, ready to build or type-check: its
 * node_modules holds the packed library and links to every package of the repository's.
 * `nested` names packages to copy into the library's own node_modules as well, as npm does when
 * an app's version does not satisfy the library: the library then bundles its own copy.
 * @param {string} name a folder of test/fixtures/apps
 * @param {{ nested?: string[] }} [options]
 * @returns {Promise<{ dir: string, run: (bin: string, args?: string[]) => Promise<{ stdout: string, stderr: string }>, remove: () => Promise<void> }>}
 */
export async function prepareFixture(name, { nested = [] } = {}) {
  const source = join(fixtures, name);
  if (!existsSync(source)) throw new Error(`no fixture app ${source}`);
  const tarball = await packLibrary();
  const work = await mkdtemp(join(tmpdir(), `sq-fixture-${name}-`));
  const dir = join(work, name);
  await cp(source, dir, { recursive: true, filter: (path) => !/[\\/](node_modules|dist)$/.test(path) });
  const modules = join(dir, 'node_modules');
  await mkdir(modules);
  for (const entry of await readdir(rootModules)) {
    if (entry === 'sq-elements' || entry.startsWith('.')) continue;
    await symlink(join(rootModules, entry), join(modules, entry), 'junction');
  }
  await mkdir(join(modules, '.bin'));
  for (const entry of await readdir(join(rootModules, '.bin'))) await symlink(join(rootModules, '.bin', entry), join(modules, '.bin', entry));
  await run('tar', ['-xzf', tarball, '-C', work]);
  const library = join(modules, 'sq-elements');
  await rename(join(work, 'package'), library);
  for (const dependency of nested) await cp(join(rootModules, dependency), join(library, 'node_modules', dependency), { recursive: true });
  return {
    dir,
    run: (bin, args = []) => run(join(modules, '.bin', bin), args, { cwd: dir }),
    remove: () => rm(work, { recursive: true, force: true }),
  };
}

/**
 * Builds fixture `name` with its own `build` command, `vite build` unless the fixture says
 * otherwise through `bin` and `args`: the app's output folder, with the JavaScript it produced.
 * @param {string} name
 * @param {{ nested?: string[], bin?: string, args?: string[] }} [options]
 */
export async function buildFixture(name, { nested, bin = 'vite', args = ['build', '--logLevel', 'warn'] } = {}) {
  const fixture = await prepareFixture(name, { nested });
  await fixture.run(bin, args);
  const outDir = join(fixture.dir, 'dist');
  return { ...fixture, outDir, javascript: await javascriptIn(outDir) };
}

/** Every .js file under `dir`, by path relative to it, with its text. */
async function javascriptIn(dir) {
  const { readFile } = await import('node:fs/promises');
  const files = new Map();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const path = join(entry.parentPath ?? entry.path, entry.name);
    files.set(path.slice(dir.length + 1), await readFile(path, 'utf8'));
  }
  return files;
}
