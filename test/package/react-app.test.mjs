// A Vite + React 19 app built against the packed library ships React once: the ESM build's
// imports of react and react-dom resolve to the app's own copies (test/fixtures/apps/react/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildFixture, root } from './fixture-app.mjs';

/** A name React's own module defines once and React DOM only reads: one per copy of React in a bundle. */
const REACT_MARKER = '__COMPILER_RUNTIME';

const occurrences = (text, marker) => text.split(marker).length - 1;
const reactCopies = (javascript) => [...javascript.values()].reduce((sum, code) => sum + occurrences(code, REACT_MARKER), 0);

describe('a Vite + React 19 app built against the packed library', () => {
  let app;
  before(async () => {
    app = await buildFixture('react');
  });
  after(() => app?.remove());

  test('the marker counts React itself: its module defines it once', () => {
    assert.equal(occurrences(readFileSync(join(root, 'node_modules/react/cjs/react.production.js'), 'utf8'), REACT_MARKER), 1);
  });

  test('contains exactly one copy of React', () => {
    assert.equal(reactCopies(app.javascript), 1);
  });

  test("takes the ESM build, on the app's React, not the CDN build with its own view runtime", () => {
    const sources = [...app.javascript.keys()].flatMap((file) =>
      JSON.parse(readFileSync(join(app.outDir, `${file}.map`), 'utf8')).sources.map((source) => source.replaceAll('\\', '/')),
    );
    const library = sources.filter((source) => source.includes('/sq-elements/'));
    assert.ok(
      library.some((source) => source.endsWith('/sq-elements/dist/esm/elements/sq-form.js')),
      library.join('\n'),
    );
    assert.ok(
      library.some((source) => source.endsWith('/sq-elements/dist/esm/elements/sq-gallery.js')),
      library.join('\n'),
    );
    assert.deepEqual(
      library.filter((source) => !source.includes('/sq-elements/dist/esm/')),
      [],
    );
  });

  test('would count two when the library resolved a React of its own', async () => {
    const twice = await buildFixture('react', { nested: ['react'] });
    try {
      assert.equal(reactCopies(twice.javascript), 2);
    } finally {
      await twice.remove();
    }
  });
});
