import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { elementsOf, generate, literalValues, pascal } from './generate-types.mjs';

const root = new URL('..', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8'));

/** One element with a set of values, a number, an optional JSON setting and an event. */
const fixture = {
  schemaVersion: '1.0.0',
  modules: [
    {
      kind: 'javascript-module',
      path: 'src/elements/sq-fixture-box.ts',
      declarations: [
        {
          kind: 'class',
          name: 'SqFixtureBox',
          tagName: 'sq-fixture-box',
          customElement: true,
          summary: 'A box.',
          members: [
            { kind: 'field', name: 'fit', type: { text: "'fit' | 'fill'" }, attribute: 'fit', reflects: true, description: 'How it fits.' },
            { kind: 'field', name: 'rowHeight', type: { text: 'number' }, attribute: 'row-height', reflects: true, default: '250' },
            { kind: 'field', name: 'settings', type: { text: '{ title: string }' }, attribute: 'settings' },
          ],
          attributes: [
            { name: 'fit', fieldName: 'fit', type: { text: "'fit' | 'fill'" }, description: 'How it fits.' },
            { name: 'row-height', fieldName: 'rowHeight', type: { text: 'number' }, default: '250' },
            { name: 'settings', fieldName: 'settings', type: { text: '{ title: string }' } },
          ],
          events: [{ name: 'sq-box-open', type: { text: 'CustomEvent<{ index: number }>' }, description: 'It opened.' }],
          cssParts: [{ name: 'box', description: 'The box.' }],
          cssProperties: [{ name: '--sq-box-gap', description: 'The gap.' }],
        },
      ],
    },
  ],
};

test('names: tags become PascalCase, and only a union of string literals has values', () => {
  assert.equal(pascal('sq-cart-page'), 'SqCartPage');
  assert.deepEqual(literalValues("'grid' | 'list'"), ['grid', 'list']);
  assert.deepEqual(literalValues('number'), []);
  assert.deepEqual(literalValues("'auto' | `${number}`"), []);
});

test('the element types: properties typed from the manifest, undefined until set unless there is a default, events on addEventListener', async () => {
  const files = await generate(fixture, packageJson);
  const elements = files['types/elements.d.ts'];
  assert.match(elements, /export interface SqFixtureBoxProps \{[^}]*fit: 'fit' \| 'fill' \| undefined;/s);
  assert.match(elements, /rowHeight: number;/);
  assert.match(elements, /'sq-box-open': CustomEvent<\{ index: number \}>;/);
  assert.match(elements, /export interface SqFixtureBoxElement extends HTMLElement, SqElementBase, SqFixtureBoxProps/);
  assert.match(elements, /export interface SqElementBase \{[^}]*readonly updateComplete: Promise<boolean>;/s);
  assert.match(elements, /addEventListener<K extends keyof \(SqFixtureBoxEventMap & HTMLElementEventMap\)>/);
  assert.match(elements, /'sq-fixture-box': SqFixtureBoxElement;/);
  assert.match(elements, /interface HTMLElementTagNameMap extends SqElementTagNameMap \{\}/);
});

test("framework typings: kebab-case attributes, camelCase properties, JSON as a value or its text, and handlers by each framework's rule", async () => {
  const files = await generate(fixture, packageJson);
  // One interface of what markup may set, typed as the element's properties, which every framework's typings use.
  const elements = files['types/elements.d.ts'];
  assert.match(elements, /export interface SqFixtureBoxProps \{[^}]*rowHeight: number;[^}]*settings: \{ title: string \}/);
  const attributes = elements.match(/export interface SqFixtureBoxAttributes \{[^]*?\n\}/)?.[0] ?? '';
  assert.match(attributes, /'row-height'\?: SqFixtureBoxProps\['rowHeight'\];/);
  assert.match(attributes, /rowHeight\?: SqFixtureBoxProps\['rowHeight'\];/);
  assert.match(attributes, /settings\?: SqFixtureBoxProps\['settings'\] \| string;/);
  for (const path of ['types/react.d.ts', 'types/svelte.d.ts']) {
    assert.match(files[path], /'sq-fixture-box': ElementProps<SqFixtureBoxElement, SqFixtureBoxAttributes & Handlers<SqFixtureBoxEventMap>>/, path);
    assert.match(files[path], /\[K in keyof M & string as `on\$\{K\}`\]/, `${path}: onsq-* handlers`);
  }
  assert.match(files['types/vue.d.ts'], /DefineCustomElement<SqFixtureBoxElement, SqFixtureBoxAttributes, SqFixtureBoxEventMap>/);
  assert.match(files['types/react.d.ts'], /declare module 'react' \{\s+namespace JSX \{\s+interface IntrinsicElements \{[^]*'sq-fixture-box':/);
  assert.match(files['types/vue.d.ts'], /declare module 'vue' \{\s+interface GlobalComponents \{[^]*'sq-fixture-box': DefineCustomElement</);
  assert.match(files['types/vue.d.ts'], /`on\$\{Capitalize<CamelCase<K>>\}`/, 'Vue reads @sq-box-open as onSqBoxOpen');
  assert.match(files['types/svelte.d.ts'], /declare module 'svelte\/elements' \{\s+interface SvelteHTMLElements \{[^]*'sq-fixture-box':/);
  for (const name of ['react', 'vue', 'svelte']) assert.match(files[`types/${name}.js`], /^import 'sq-elements';$/m);
});

test('editor data: attribute values for VS Code and web-types, parts and custom properties for CSS', async () => {
  const files = await generate(fixture, packageJson);
  const html = JSON.parse(files['types/vscode.html-data.json']);
  const [tag] = html.tags;
  assert.equal(tag.name, 'sq-fixture-box');
  assert.deepEqual(
    tag.attributes.find((attribute) => attribute.name === 'fit'),
    { name: 'fit', description: 'How it fits.', values: [{ name: 'fit' }, { name: 'fill' }] },
  );
  const css = JSON.parse(files['types/vscode.css-data.json']);
  assert.deepEqual(css.properties, [{ name: '--sq-box-gap', description: 'The gap. (<sq-fixture-box>)' }]);
  assert.deepEqual(css.pseudoElements, [{ name: '::part(box)', description: '<sq-fixture-box>: The box.' }]);
  const webTypes = JSON.parse(files['types/web-types.json']);
  const element = webTypes.contributions.html.elements[0];
  assert.deepEqual(element.attributes.find((attribute) => attribute.name === 'fit').values, [{ name: 'fit' }, { name: 'fill' }]);
  assert.deepEqual(element.events, [{ name: 'sq-box-open', description: 'It opened.' }]);
  assert.equal(webTypes.name, 'sq-elements');
});

test('every tag of the manifest is in every generated file', async () => {
  const files = await generate(manifest, packageJson);
  const tags = elementsOf(manifest).map((element) => element.tagName);
  assert.ok(tags.length >= 19, `${tags.length} tags`);
  for (const tag of tags) {
    for (const path of ['types/elements.d.ts', 'types/react.d.ts', 'types/vue.d.ts', 'types/svelte.d.ts']) {
      assert.ok(files[path].includes(`'${tag}': `), `${tag} in ${path}`);
    }
    assert.ok(
      JSON.parse(files['types/vscode.html-data.json']).tags.some((item) => item.name === tag),
      `${tag} in the VS Code data`,
    );
    assert.ok(
      JSON.parse(files['types/web-types.json']).contributions.html.elements.some((item) => item.name === tag),
      `${tag} in web-types`,
    );
  }
  const gallery = JSON.parse(files['types/vscode.html-data.json']).tags.find((item) => item.name === 'sq-gallery');
  assert.deepEqual(
    gallery.attributes.find((attribute) => attribute.name === 'design').values.map((value) => value.name),
    ['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'carousel', 'list', 'slideshow', 'slider'],
  );
});
