// The packed library's typings as a TypeScript user meets them: the files of the fixture
// test/fixtures/apps/typescript are type-checked against the tarball. The main entry alone must type
// every tag; a React file must pass, and one must fail on a misspelt design, at its place, so the
// check cannot pass by checking nothing.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { prepareFixture } from './fixture-app.mjs';

/** The diagnostics of one tsc run, as `file(line,col)`, code and message. */
async function typeCheck(fixture, config) {
  const output = await fixture.run('tsc', ['-p', config, '--pretty', 'false']).then(
    ({ stdout }) => stdout,
    (error) => error.stdout ?? error.message,
  );
  return output
    .split('\n')
    .map((line) => /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(line))
    .filter(Boolean)
    .map(([, file, line, column, code, message]) => ({ where: `${file}(${line},${column})`, code, message }));
}

const shown = (errors) => errors.map(({ where, code, message }) => `${where} ${code} ${message}`).join('\n');

describe('the packed typings', () => {
  let fixture;
  before(async () => {
    fixture = await prepareFixture('typescript');
  });
  after(() => fixture?.remove());

  test('the editor data is in the package: VS Code custom data, and web-types where package.json says', () => {
    const library = join(fixture.dir, 'node_modules', 'sq-elements');
    const { 'web-types': webTypes } = JSON.parse(readFileSync(join(library, 'package.json'), 'utf8'));
    const elements = JSON.parse(readFileSync(join(library, webTypes), 'utf8')).contributions.html.elements;
    assert.ok(elements.some((element) => element.name === 'sq-gallery'));
    const html = JSON.parse(readFileSync(join(library, 'types/vscode.html-data.json'), 'utf8'));
    assert.ok(html.tags.some((tag) => tag.name === 'sq-form'));
    assert.ok(existsSync(join(library, 'types/vscode.css-data.json')));
  });

  test("import 'sq-elements' alone types every tag's element, properties and events", async () => {
    const errors = await typeCheck(fixture, 'tsconfig.main.json');
    assert.deepEqual(errors, [], shown(errors));
  });

  test('React JSX: the typed file passes and the misspelt design fails where it is written', async () => {
    const errors = await typeCheck(fixture, 'tsconfig.react.json');
    // TS2820: not assignable, with the closest value offered.
    assert.deepEqual(
      errors.map(({ where, code }) => ({ where, code })),
      [{ where: 'fail.tsx(4,41)', code: 'TS2820' }],
      shown(errors),
    );
    assert.match(errors[0].message, /'"grd"' is not assignable to type '"grid" \| .*Did you mean '"grid"'/);
  });
});

describe('the React fixture app', () => {
  let fixture;
  before(async () => {
    fixture = await prepareFixture('react');
  });
  after(() => fixture?.remove());

  test('type-checks: its sq-* tags, their attributes and the API it imports', async () => {
    const errors = await typeCheck(fixture, 'tsconfig.json');
    assert.deepEqual(errors, [], shown(errors));
  });
});
