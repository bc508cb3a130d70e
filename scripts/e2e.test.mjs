import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { ALONE, e2eRuns, LONGEST } from './e2e.mjs';

test('the end-to-end files run two at a time, then those that measure processes or time run alone', () => {
  const runs = e2eRuns(['test/e2e/site.test.js', 'test/e2e/durability.test.js', 'test/e2e/form.test.js', 'test/e2e/several-processes.test.js']);
  assert.deepEqual(runs, [
    { concurrency: 2, files: ['test/e2e/site.test.js', 'test/e2e/form.test.js'] },
    { concurrency: 1, files: ['test/e2e/durability.test.js', 'test/e2e/several-processes.test.js'] },
  ]);
  assert.deepEqual(e2eRuns(['test/e2e/form.test.js']), [{ concurrency: 2, files: ['test/e2e/form.test.js'] }]);
});

test('the longest files start first, in their order, the others after them in the order given', () => {
  const [shared] = e2eRuns(['test/e2e/a.test.js', 'test/e2e/docs.test.js', 'test/e2e/b.test.js', 'test/e2e/layout-stability-chromium.test.js']);
  assert.deepEqual(shared.files, ['test/e2e/layout-stability-chromium.test.js', 'test/e2e/docs.test.js', 'test/e2e/a.test.js', 'test/e2e/b.test.js']);
});

test('every file named to run alone or first exists', () => {
  for (const file of [...ALONE, ...LONGEST]) assert.ok(existsSync(`test/e2e/${file}`), file);
});
