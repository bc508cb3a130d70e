import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cell, elementPage, elementsOf, generateDocs, staleDocs } from './generate-docs.mjs';

const declaration = {
  kind: 'class',
  name: 'SqFixture',
  tagName: 'sq-fixture',
  customElement: true,
  summary: 'A fixture.',
  description: 'Draws a fixture\nover two lines.',
  attributes: [{ name: 'design', fieldName: 'design', type: { text: "'grid' | 'slideshow'" }, default: "'grid'", description: 'The layout.' }],
  members: [
    { kind: 'field', name: 'design', attribute: 'design', type: { text: "'grid' | 'slideshow'" } },
    { kind: 'field', name: 'items', type: { text: 'Item[]' }, description: 'The items, as a property only.' },
    { kind: 'field', name: 'secret', privacy: 'private' },
    { kind: 'method', name: 'open' },
  ],
  events: [{ name: 'sq-fixture-change', type: { text: 'CustomEvent<{ index: number }>' }, description: 'The index changed.' }],
  slots: [{ name: '', description: 'The slides.' }],
  cssParts: [{ name: 'track', description: 'The row.' }],
  cssProperties: [{ name: '--sq-fixture-gap', default: '8px', description: 'The gap.' }],
};
const manifest = { modules: [{ path: 'src/elements/sq-fixture.ts', declarations: [declaration, { kind: 'function', name: 'helper' }] }] };
const example = '<sq-fixture design="grid"></sq-fixture>\n';

test('an element page renders every part of the manifest entry, with the type text as the manifest gives it', () => {
  const [element] = elementsOf(manifest);
  const page = elementPage(element, example);
  assert.match(page, /^# `<sq-fixture>`\n\nA fixture\.\n\nDraws a fixture\nover two lines\./);
  assert.match(page, /## Example\n\n```html\n<sq-fixture design="grid"><\/sq-fixture>\n```/);
  assert.ok(page.includes("| `design` | `design` | `'grid' \\| 'slideshow'` | `'grid'` | The layout. |"), page);
  assert.ok(page.includes('| `items` | `Item[]` |  | The items, as a property only. |'));
  assert.ok(!page.includes('secret') && !page.includes('`open`'), 'private fields and methods stay out');
  assert.ok(page.includes('| `sq-fixture-change` | `CustomEvent<{ index: number }>` | The index changed. |'));
  assert.ok(page.includes('| (default) | The slides. |'));
  assert.ok(page.includes('| `track` | The row. |'));
  assert.ok(page.includes('| `--sq-fixture-gap` | `8px` | The gap. |'));
  assert.ok(page.includes('src/elements/sq-fixture.ts'), 'the page says where its descriptions are written');
});

test('a table cell stays on one line and a pipe in it cannot end the cell', () => {
  assert.equal(cell('a |\n  b'), 'a \\| b');
});

test('every element needs an example, and the index links every element page', () => {
  assert.throws(() => generateDocs(manifest, () => undefined), /docs\/examples\/sq-fixture\.html is missing/);
  const pages = generateDocs(manifest, () => example);
  assert.deepEqual([...pages.keys()], ['docs/elements/sq-fixture.md', 'docs/elements/index.md']);
  assert.match(pages.get('docs/elements/index.md'), /\| \[`<sq-fixture>`\]\(sq-fixture\.md\) \| A fixture\. \|/);
});

const base = mkdtempSync(join(tmpdir(), 'sq-docs-'));
after(() => rmSync(base, { recursive: true, force: true }));

test('the check names pages that changed, are missing, or belong to no element', () => {
  const pages = generateDocs(manifest, () => example);
  mkdirSync(join(base, 'docs/elements'), { recursive: true });
  for (const [path, text] of pages) writeFileSync(join(base, path), text);
  assert.deepEqual(staleDocs(base, pages), []);
  writeFileSync(join(base, 'docs/elements/sq-fixture.md'), 'edited by hand\n');
  writeFileSync(join(base, 'docs/elements/sq-gone.md'), 'an old page\n');
  rmSync(join(base, 'docs/elements/index.md'));
  assert.deepEqual(staleDocs(base, pages).sort(), [
    'changed: docs/elements/sq-fixture.md',
    'extra:   docs/elements/sq-gone.md',
    'missing: docs/elements/index.md',
  ]);
});

test('the committed element reference is what custom-elements.json and the examples generate', () => {
  assert.deepEqual(staleDocs(), [], 'run npm run docs');
});
