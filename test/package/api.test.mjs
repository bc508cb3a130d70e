// sq-elements/api exports what the bundlers guide lists, no more and no less, from both builds.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));
const guide = readFileSync(join(root, 'docs', 'guides', 'bundlers.md'), 'utf8');
const section = guide.slice(guide.indexOf('## `sq-elements/api`'), guide.indexOf('## Server rendering'));

/** The names in the first column of the guide's table of exports: `name`, `name(args)`, several per row. */
const documented = [...section.matchAll(/^\| (.+?) \|/gm)]
  .flatMap(([, cell]) => [...cell.matchAll(/`(\$?\w+)/g)].map((match) => match[1]))
  .filter((name) => name !== 'Export');

/** The type names the guide lists after "Types:". */
const documentedTypes = [...section.slice(section.indexOf('Types:')).matchAll(/`(\w+)`/g)].map((match) => match[1]);

for (const [build, file] of [
  ['ESM', 'dist/esm/api.js'],
  ['CDN', 'dist/api.js'],
]) {
  test(`the ${build} build's sq-elements/api exports every name the guide lists, and only those`, async () => {
    const api = await import(pathToFileURL(join(root, file)).href);
    assert.ok(documented.length > 20, documented.join(', '));
    assert.deepEqual(Object.keys(api).sort(), [...new Set(documented)].sort());
  });
}

test("sq-elements/api's type exports are the types the guide lists", () => {
  const options = {
    ...ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} }).options,
    noEmit: true,
  };
  const program = ts.createProgram([join(root, 'src', 'api.ts')], options);
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(join(root, 'src', 'api.ts')));
  const types = checker
    .getExportsOfModule(module)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return !(target.flags & ts.SymbolFlags.Value);
    })
    .map((symbol) => symbol.name);
  assert.deepEqual(types.sort(), [...new Set(documentedTypes)].sort());
});
