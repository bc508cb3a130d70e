// The CDN build renders every element with React 19 and react-dom's client, one copy in one shared
// chunk that every element's files import, and nothing the build reads or writes names another runtime.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? (entry.name === 'node_modules' ? [] : walk(path)) : [path];
  });
const name = (path) => relative(root, path).split(sep).join('/');

/** Each built script of the CDN build (not the ESM build, not the back end) with the sources its map lists. */
function builtScripts() {
  return walk(dist)
    .filter((path) => path.endsWith('.js') && !/\/dist\/(esm|config|types)\//.test(path.split(sep).join('/')))
    .map((path) => ({
      file: name(path),
      sources: existsSync(`${path}.map`) ? JSON.parse(readFileSync(`${path}.map`, 'utf8')).sources.map((source) => source.replaceAll('\\', '/')) : [],
    }));
}

describe('the view runtime of the CDN build', () => {
  let scripts;
  before(() => {
    assert.ok(existsSync(join(dist, 'preloads.json')), 'run `npm run build` first');
    scripts = builtScripts();
  });

  test("React and react-dom's client are in one chunk, the view chunk, and nowhere else", () => {
    const withReact = (pattern) => scripts.filter(({ sources }) => sources.some((source) => pattern.test(source))).map(({ file }) => file);
    const client = withReact(/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/);
    assert.equal(client.length, 1, client.join(', '));
    assert.match(client[0], /^dist\/chunks\/view-[\w-]+\.js$/);
    assert.deepEqual(withReact(/node_modules\/react\/cjs\/react\.production\.js$/), client);
    assert.deepEqual(withReact(/node_modules\/scheduler\//), client);
    assert.deepEqual(withReact(/\/src\/elements\/define\.ts$/), client);
    assert.deepEqual(withReact(/development\.js$/), [], "React's development builds stay out");
  });

  test('every element downloads that one chunk with its own files', () => {
    const view = scripts.find(({ file }) => /^dist\/chunks\/view-/.test(file)).file.replace(/^dist\//, '');
    const preloads = JSON.parse(readFileSync(join(dist, 'preloads.json'), 'utf8'));
    const tags = readdirSync(join(dist, 'elements')).filter((file) => /^sq-[a-z-]+\.js$/.test(file));
    assert.ok(tags.length > 40, `every element is built (${tags.length})`);
    for (const file of tags) {
      const tag = file.replace(/\.js$/, '');
      assert.ok(preloads[tag]?.includes(view), `<${tag}> downloads ${view}: ${preloads[tag]?.join(', ')}`);
    }
  });

  test('the source maps carry the text of the sources they name, so devtools show the TypeScript', () => {
    const maps = walk(dist).filter((path) => path.endsWith('.js.map'));
    assert.ok(maps.length > 100, `the builds write source maps (${maps.length})`);
    const without = maps.filter((path) => {
      const { sources, sourcesContent = [] } = JSON.parse(readFileSync(path, 'utf8'));
      return sources.some((source, index) => source.includes('/src/') && typeof sourcesContent[index] !== 'string');
    });
    assert.deepEqual(without.map(name), []);
  });

  test('no file of the build, its configuration, its scripts, the sources or the build output names another view runtime', () => {
    const files = [
      'package.json',
      'rollup.config.mjs',
      'web-test-runner.config.mjs',
      ...['scripts', 'src', 'dist'].flatMap((dir) => walk(join(root, dir)).map(name)),
    ].filter((file) => statSync(join(root, file)).isFile() && !/\.(br|gz)$/.test(file));
    const naming = files.filter((file) => /preact/i.test(readFileSync(join(root, file), 'utf8')));
    assert.deepEqual(naming, []);
  });
});
