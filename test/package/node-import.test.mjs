// Every entry the exports map names imports in Node, where there is no DOM, as server rendering
// (Next.js, Astro) imports it: the ESM build and the CDN build alike. Reads the exports map, so a
// new entry is tested as soon as it is exported.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The files an export target names: itself, or for a `*` pattern every built file it matches. */
function filesOf(target) {
  if (!target.includes('*')) return [target];
  const [prefix, suffix] = target.split('*');
  const dir = prefix.slice(0, prefix.lastIndexOf('/') + 1);
  return readdirSync(join(root, dir))
    .map((file) => dir + file)
    .filter((path) => path.startsWith(prefix) && path.endsWith(suffix) && path.length > prefix.length + suffix.length)
    .filter((path) => !Object.keys(exports).some((key) => exports[key] === null && matches(key, path)));
}

/** Whether a null (excluded) export key covers the file, read back through its target's folder. */
function matches(key, path) {
  const [prefix, suffix] = key.split('*');
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.startsWith(prefix.slice(prefix.lastIndexOf('/') + 1)) && name.endsWith(suffix);
}

/** Every JavaScript file the exports map serves under `condition`. */
const served = (condition) =>
  Object.values(exports)
    .filter((target) => target !== null && typeof target === 'object' && target[condition]?.endsWith('.js'))
    .flatMap((target) => filesOf(target[condition]));

/** Imports each file in a fresh Node process: the error each one throws, by file. */
async function importEach(files) {
  const urls = files.map((file) => pathToFileURL(join(root, file)).href);
  const script = `const failed = {};
for (const url of ${JSON.stringify(urls)}) {
  try { await import(url); } catch (error) { failed[url] = String(error?.stack ?? error); }
}
console.log(JSON.stringify(failed));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  return JSON.parse(stdout.trim().split('\n').at(-1));
}

describe('every exported entry imports in Node, with no DOM', () => {
  before(() => assert.ok(existsSync(join(root, 'dist', 'esm')), 'dist/ is missing: run npm run build first'));

  for (const [build, condition] of [
    ['the ESM build', 'import'],
    ['the CDN build', 'default'],
  ]) {
    test(`${build}: the main entry, sq-elements/api, i18n and every element`, async () => {
      const files = served(condition);
      for (const name of ['sq-form', 'sq-gallery', 'sq-site', 'sq-cookie-banner'])
        assert.ok(
          files.some((file) => file.endsWith(`/elements/${name}.js`)),
          `${name} is served: ${files.join(', ')}`,
        );
      assert.ok(files.some((file) => /\/api\.js$/.test(file)));
      assert.ok(!files.some((file) => /\.styles\.js$|\/define\.js$/.test(file)));
      assert.deepEqual(await importEach(files), {});
    });
  }

  test("the loader's load() fetches an element there without a document, from either build", async () => {
    for (const file of ['dist/esm/sq-elements.js', 'dist/sq-elements.js']) {
      const url = pathToFileURL(join(root, file)).href;
      const script = `const { load } = await import(${JSON.stringify(url)}); await load('sq-form'); console.log('loaded');`;
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
      assert.equal(stdout.trim(), 'loaded', file);
    }
  });

  test('an element class can be imported there, and defines no tag', async () => {
    const url = pathToFileURL(join(root, 'dist/esm/elements/sq-form.js')).href;
    const script = `const { SqForm } = await import(${JSON.stringify(url)}); console.log(typeof SqForm, typeof customElements);`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
    assert.equal(stdout.trim(), 'function undefined');
  });
});
