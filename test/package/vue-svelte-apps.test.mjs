// The Vue and Svelte fixture apps (test/fixtures/apps/vue, svelte), built against the packed
// library: each type-checks with its framework's own checker and builds with Vite. A copy with a
// misspelt design must fail the checker at that attribute, so the typings are known to be in force.
import assert from 'node:assert/strict';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { prepareFixture } from './fixture-app.mjs';

/** The built JavaScript, joined, and every source module its source maps name. */
async function built(dir) {
  const out = join(dir, 'dist');
  const files = (await readdir(out, { recursive: true })).filter((path) => path.endsWith('.js'));
  const javascript = (await Promise.all(files.map((path) => readFile(join(out, path), 'utf8')))).join('\n');
  const maps = await Promise.all(files.map(async (path) => JSON.parse(await readFile(join(out, `${path}.map`), 'utf8'))));
  return { javascript, sources: maps.flatMap((map) => map.sources.map((source) => source.replaceAll('\\', '/'))) };
}

/** The checker's failure output, or '' when it passed. */
async function failureOf(promise) {
  return promise.then(
    () => '',
    (error) => error.message,
  );
}

/** A copy of the app's main component with the gallery's design misspelt; the line and column of the attribute. */
async function misspellDesign(file) {
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n');
  const line = lines.findIndex((item) => item.includes('design="grid"'));
  assert.ok(line >= 0, `${file} sets design="grid"`);
  await writeFile(file, text.replace('design="grid"', 'design="grd"'));
  return { line: line + 1, column: lines[line].indexOf('design="grid"') + 1 };
}

const apps = [
  {
    name: 'vue',
    component: 'src/App.vue',
    check: ['vue-tsc', ['--noEmit', '-p', 'tsconfig.json']],
    /** vue-tsc reports `file(line,col): error TSxxxx`. */
    error: ({ line, column }) => new RegExp(`src/App\\.vue\\(${line},${column}\\): error TS2820: Type '"grd"' is not assignable`),
  },
  {
    name: 'svelte',
    component: 'src/App.svelte',
    check: ['svelte-check', ['--fail-on-warnings', '--output', 'machine']],
    /** svelte-check's machine output is `ERROR "file" line:col "message"`, its column from 1 here as well. */
    error: ({ line, column }) => new RegExp(`ERROR "src/App\\.svelte" ${line}:${column} "Type '\\\\"grd\\\\"' is not assignable`),
  },
];

for (const app of apps) {
  describe(`the ${app.name} fixture app`, () => {
    let fixture;
    before(async () => {
      fixture = await prepareFixture(app.name);
    });
    after(() => fixture?.remove());

    test('type-checks with its typed attributes, properties and event handlers', async () => {
      assert.equal(await failureOf(fixture.run(...app.check)), '');
    });

    test("builds, with both elements from the library's ESM build and the tags left to the browser", async () => {
      await fixture.run('vite', ['build', '--logLevel', 'warn']);
      const { javascript, sources } = await built(fixture.dir);
      for (const tag of ['sq-form', 'sq-gallery']) {
        assert.ok(
          sources.some((source) => source.endsWith(`/node_modules/sq-elements/dist/esm/elements/${tag}.js`)),
          `${tag}'s module is in the output`,
        );
      }
      assert.doesNotMatch(javascript, /resolveComponent\(["']sq-/, 'Vue does not look for components named sq-*');
    });

    test('fails the checker on a misspelt design, at the attribute', async () => {
      const where = await misspellDesign(join(fixture.dir, app.component));
      const output = await failureOf(fixture.run(...app.check));
      assert.match(output, app.error(where), output);
    });
  });
}
