import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer/index.js';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';
import { camelToKebab, sqElementsPlugin } from './cem-plugin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = join(root, 'scripts/fixtures');

function analyze(file) {
  const path = `scripts/fixtures/${file}`;
  const source = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.ES2015, true);
  return create({ modules: [source], plugins: [sqElementsPlugin()] });
}

function fixtureClass(manifest) {
  const declaration = manifest.modules[0].declarations.find((item) => item.name === 'SqFixture');
  assert.ok(declaration, 'SqFixture is in the manifest');
  return declaration;
}

const byName = (list, name) => list.find((item) => item.name === name);

test('attribute names follow the factory: kebab-case unless named', () => {
  assert.equal(camelToKebab('autoplayDuration'), 'autoplay-duration');
  assert.equal(camelToKebab('thumbnailsPerRow'), 'thumbnails-per-row');
  assert.equal(camelToKebab('formId'), 'form-id');
  assert.equal(camelToKebab('settings'), 'settings');
});

test('every property becomes a public field and an attribute', () => {
  const klass = fixtureClass(analyze('sq-fixture.ts'));
  const names = ['settings', 'autoplayDuration', 'formId', 'forced', 'offset', 'labels', 'caption'];
  assert.deepEqual(
    klass.members.map((member) => member.name),
    names,
  );
  assert.deepEqual(
    klass.attributes.map((attribute) => attribute.fieldName),
    names,
  );
  for (const member of klass.members) {
    assert.equal(member.kind, 'field');
    assert.equal(member.privacy, undefined, `${member.name} is public`);
    assert.equal(member.static, undefined);
  }

  assert.deepEqual(byName(klass.members, 'settings'), {
    kind: 'field',
    name: 'settings',
    type: { text: '{ title: string; items: string[] }' },
    description: "Settings in the spec's field names, as JSON.",
    attribute: 'settings',
  });
  assert.deepEqual(byName(klass.members, 'autoplayDuration'), {
    kind: 'field',
    name: 'autoplayDuration',
    type: { text: 'number' },
    description: 'Seconds between slides.',
    default: '5',
    attribute: 'autoplay-duration',
    reflects: true,
  });
  assert.deepEqual(byName(klass.attributes, 'data-form'), {
    name: 'data-form',
    fieldName: 'formId',
    type: { text: 'string' },
    description: 'Where the form posts to.',
    default: '"main"',
  });
  assert.deepEqual(byName(klass.attributes, 'forced'), {
    name: 'forced',
    fieldName: 'forced',
    type: { text: 'boolean' },
    description: 'Shows the box even when closed.',
    default: 'false',
  });
  assert.equal(byName(klass.members, 'offset').default, '-1');
  assert.equal(byName(klass.members, 'labels').default, '["a","b"]');
  assert.equal(byName(klass.members, 'labels').type.text, 'string[]');
  assert.equal(byName(klass.members, 'caption').default, undefined, 'a computed fallback records no default');
});

test('@internal properties stay out of the manifest', () => {
  const klass = fixtureClass(analyze('sq-fixture.ts'));
  assert.equal(byName(klass.members, 'debugLevel'), undefined);
  assert.equal(byName(klass.attributes, 'debug-level'), undefined);
});

test('the class JSDoc still gives summary, events, slots, parts, CSS properties and states', () => {
  const klass = fixtureClass(analyze('sq-fixture.ts'));
  assert.equal(klass.summary, "Fixture element for the manifest plugin's tests.");
  assert.equal(klass.description, 'A fixture element that exercises every kind of property the factory accepts.');
  assert.deepEqual(klass.events, [
    { name: 'sq-consent-change', type: { text: 'CustomEvent<{ accepted: boolean }>' }, description: 'Dispatched when the choice changes.' },
  ]);
  assert.deepEqual(klass.slots, [
    { name: '', description: 'Light-DOM content shown before the view renders.' },
    { name: 'footer', description: 'Content under the view.' },
  ]);
  assert.deepEqual(klass.cssParts, [{ name: 'box', description: "The fixture's box." }]);
  assert.deepEqual(klass.cssProperties, [{ name: '--sq-fixture-max-width', description: 'Maximum width of the box.' }]);
  assert.deepEqual(klass.cssStates, [{ name: 'open', description: 'The box is open.' }]);
});

test('defineElement() gives the tag name and a custom-element-definition export', () => {
  const manifest = analyze('sq-fixture.ts');
  const klass = fixtureClass(manifest);
  assert.equal(klass.tagName, 'sq-fixture');
  assert.equal(klass.customElement, true);
  assert.deepEqual(klass.superclass, { name: 'HTMLElement' });
  assert.equal(klass.mixins, undefined, 'element() is not reported as a mixin');
  assert.deepEqual(manifest.modules[0].exports, [
    { kind: 'js', name: 'SqFixture', declaration: { name: 'SqFixture', module: 'scripts/fixtures/sq-fixture.ts' } },
    { kind: 'custom-element-definition', name: 'sq-fixture', declaration: { name: 'SqFixture', module: 'scripts/fixtures/sq-fixture.ts' } },
  ]);
  assert.deepEqual(
    manifest.modules[0].declarations.map((item) => item.name),
    ['SqFixture'],
    'nothing but the element is declared',
  );
});

test('a property the plugin cannot read fails with its file, line and name', () => {
  assert.throws(() => analyze('sq-broken.ts'), /sq-broken\.ts:12: SqBroken\.props\.label: expected prop\.string\(\)/);
});

test('the project config analyzes element files only, and leaves package.json alone', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sq-cem-'));
  const cwd = process.cwd();
  t.after(() => {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  });
  mkdirSync(join(dir, 'src/elements'), { recursive: true });
  cpSync(join(fixtures, 'sq-fixture.ts'), join(dir, 'src/elements/sq-fixture.ts'));
  cpSync(join(fixtures, 'sq-fixture.styles.ts'), join(dir, 'src/elements/sq-fixture.styles.ts'));
  cpSync(join(root, 'src/elements/define.ts'), join(dir, 'src/elements/define.ts'));
  // The config loader walks up to a package.json and never stops at the root when there is none.
  const packageJson = `${JSON.stringify({ name: 'fixture', type: 'module' }, null, 2)}\n`;
  writeFileSync(join(dir, 'package.json'), packageJson);

  // The config reads files relative to the working directory, as `npm run manifest` does.
  process.chdir(dir);
  const config = join(root, 'custom-elements-manifest.config.mjs');
  await cli({ argv: ['analyze', '--config', config, '--quiet'], cwd: dir });

  const manifest = JSON.parse(readFileSync(join(dir, 'custom-elements.json'), 'utf8'));
  assert.deepEqual(
    manifest.modules.map((module) => module.path),
    ['src/elements/sq-fixture.ts'],
  );
  const klass = fixtureClass(manifest);
  assert.equal(klass.tagName, 'sq-fixture');
  assert.equal(klass.attributes.length, 7);
  assert.equal(readFileSync(join(dir, 'package.json'), 'utf8'), packageJson);
});

test('values of a set are typed as their union, whether literal, a type argument or an imported object, and an optional boolean has no default', () => {
  const manifest = analyze('sq-typed.ts');
  const klass = manifest.modules[0].declarations.find((item) => item.name === 'SqTyped');
  assert.deepEqual(
    klass.members.map((member) => [member.name, member.type.text, member.default, member.reflects]),
    [
      ['fit', "'fit' | 'fill'", undefined, true],
      ['align', "'start' | 'end'", undefined, true],
      ['loop', 'boolean', undefined, true],
      ['speed', 'number', undefined, true],
      ['behavior', "'min' | 'max'", undefined, true],
      ['theme', "'light' | 'dark'", '"dark"', true],
      ['data', 'unknown', undefined, undefined],
      ['items', "{ src: string; width?: number; tags: ('new' | 'sale')[] }[] | null", undefined, undefined],
    ],
  );
});
