// The built bundles carry every English text the code can ask for, each in a chunk that a page
// with that code downloads: the build moves the texts out of the i18n chunk into the chunks of the
// modules that name them (rollup.config.mjs), and this checks the result in dist/.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rollup/parseAst';
import { moduleCode, pruneTable, runtimeSources, usedKeys } from '../../scripts/used-string-keys.mjs';
import { strings } from '../../src/shared/i18n/strings.en.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const src = join(root, 'src');
const tablePath = join(src, 'shared', 'i18n', 'strings.en.ts');
const keys = Object.keys(strings);

const listJs = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listJs(path) : entry.name.endsWith('.js') ? [path] : [];
  });

/** Every node of a syntax tree. */
function* nodes(node) {
  if (Array.isArray(node)) for (const item of node) yield* nodes(item);
  else if (node && typeof node.type === 'string') {
    yield node;
    for (const [field, value] of Object.entries(node)) if (field !== 'type' && value && typeof value === 'object') yield* nodes(value);
  }
}

/**
 * What a built file holds: the files it imports statically, the src/ modules in it (from its source
 * map), and the English entries it registers: the object of each call to a function the file
 * imports from the i18n chunk (or, in that chunk, defines) whose keys are all table keys.
 */
function readBuiltFile(path) {
  const code = readFileSync(path, 'utf8');
  const program = parseAst(code);
  const imports = [];
  const fromI18n = new Set();
  for (const statement of program.body) {
    if (!['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(statement.type) || !statement.source) continue;
    const target = resolve(dirname(path), statement.source.value);
    imports.push(target);
    if (/\/chunks\/i18n-[\w-]+\.js$/.test(target) && statement.type === 'ImportDeclaration')
      for (const specifier of statement.specifiers) fromI18n.add(specifier.local.name);
  }
  const isI18nChunk = /\/chunks\/i18n-[\w-]+\.js$/.test(path);
  const registered = new Map();
  for (const node of nodes(program)) {
    if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.arguments.length !== 1) continue;
    if (!isI18nChunk && !fromI18n.has(node.callee.name)) continue;
    const [table] = node.arguments;
    if (table.type !== 'ObjectExpression' || table.properties.length === 0) continue;
    const entries = table.properties.map((property) => [property.key?.name ?? property.key?.value, property.value?.value]);
    if (!entries.every(([key, text]) => keys.includes(key) && typeof text === 'string')) continue;
    for (const [key, text] of entries) registered.set(key, text);
  }
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8'));
  const modules = map.sources.map((source) => resolve(dirname(path), source)).filter((module) => module.startsWith(src + sep));
  return { code, imports, modules, registered };
}

describe('the built chunks carry the English texts of the code in them', () => {
  /** @type {Map<string, ReturnType<typeof readBuiltFile>>} */
  const built = new Map();
  before(() => {
    assert.ok(existsSync(join(dist, 'sq-elements.js')), 'dist/ is missing: run npm run build first');
    // The CDN build's chunks; the ESM build (dist/esm/) keeps each module's texts in the table it imports.
    for (const path of listJs(dist).filter((file) => !file.startsWith(join(dist, 'esm') + sep))) built.set(path, readBuiltFile(path));
  });

  /** A file and every file it imports statically, each once: what a page downloads with it before anything lazy. */
  const closure = (path, seen = new Set()) => {
    if (seen.has(path) || !built.has(path)) return seen;
    seen.add(path);
    for (const target of built.get(path).imports) closure(target, seen);
    return seen;
  };

  test('each text is registered as the table writes it, and the i18n chunk registers none', () => {
    let count = 0;
    for (const [path, file] of built) {
      for (const [key, text] of file.registered) assert.equal(text, strings[key], `${relative(dist, path)}: ${key}`);
      count += file.registered.size;
      if (/\/chunks\/i18n-[\w-]+\.js$/.test(path)) {
        assert.equal(file.registered.size, 0, 'the i18n chunk holds the formatter, not texts');
        assert.ok(!file.code.includes(strings.cookieBannerText), 'no table entry stays in the i18n chunk');
      }
    }
    assert.ok(count > 100, `the chunks register many texts (${count})`);
  });

  test('the loader imports no file: the modules of the tags it finds are the first thing it fetches', () => {
    const loader = built.get(join(dist, 'sq-elements.js'));
    assert.deepEqual(loader.imports, []);
    assert.equal(loader.registered.size, 0);
  });

  test('every key the whole-table rule keeps is registered in some chunk', () => {
    const { dropped } = pruneTable(readFileSync(tablePath, 'utf8'), runtimeSources(src));
    const kept = keys.filter((key) => !dropped.includes(key));
    const registered = new Set([...built.values()].flatMap((file) => [...file.registered.keys()]));
    assert.ok(kept.length > 100, `the rule keeps many keys (${kept.length})`);
    assert.deepEqual(
      kept.filter((key) => !registered.has(key)),
      [],
    );
  });

  test("every entry and lazy chunk downloads with it the texts its modules' code names", async () => {
    const named = new Map();
    const namedBy = async (module) => {
      if (!named.has(module)) named.set(module, usedKeys(keys, [moduleCode(readFileSync(module, 'utf8'), module)]));
      return named.get(module);
    };
    const i18nDir = join(src, 'shared', 'i18n') + sep;
    let checked = 0;
    for (const path of built.keys()) {
      const loaded = [...closure(path)].map((file) => built.get(file));
      const registered = new Set(loaded.flatMap((file) => [...file.registered.keys()]));
      for (const module of new Set(loaded.flatMap((file) => file.modules))) {
        if (module.startsWith(i18nDir)) continue;
        const missing = (await namedBy(module)).filter((key) => !registered.has(key));
        assert.deepEqual(missing, [], `${relative(dist, path)} loads ${relative(root, module)} without these texts`);
        checked += 1;
      }
    }
    assert.ok(checked > 100, `many modules were checked (${checked})`);
  });
});
