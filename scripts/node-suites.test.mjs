import assert from 'node:assert/strict';
import { test } from 'node:test';
import { counts, jobs, suiteFiles } from './node-suites.mjs';

test('a file that uses the test databases runs once per database, and the longest files start first', () => {
  const list = jobs(['test/server/app.test.js', 'test/lint/docs.test.mjs', 'test/package/pack.test.mjs'], ['sqlite', 'postgres']);
  assert.deepEqual(
    list.map(({ file, database }) => `${file}${database ? ` on ${database}` : ''}`),
    ['test/package/pack.test.mjs', 'test/server/app.test.js on postgres', 'test/server/app.test.js on sqlite', 'test/lint/docs.test.mjs'],
  );
});

test('the Node suites cover the server, lint, package, scripts and benchmark tests, this file among them', () => {
  const files = suiteFiles();
  for (const folder of ['test/server/', 'test/lint/', 'test/package/', 'scripts/', 'bench/'])
    assert.ok(
      files.some((file) => file.startsWith(folder)),
      folder,
    );
  assert.ok(files.includes('scripts/node-suites.test.mjs'));
  assert.ok(!files.some((file) => file.startsWith('test/e2e/')));
});

test("a file's counts are read from the end of its TAP", () => {
  assert.deepEqual(counts('ok 1 - a\n# tests 12\n# suites 2\n# pass 11\n# fail 1\n# skipped 0\n'), { tests: 12, pass: 11, fail: 1, skipped: 0 });
  assert.deepEqual(counts('no summary'), { tests: 0, pass: 0, fail: 0, skipped: 0 });
  const postgresLeg = [
    '    ok 1 - the route # SKIP test name does not match pattern',
    '    ok 2 - on postgres: stores it',
    '# tests 2',
    '# pass 1',
    '# fail 0',
    '# skipped 1',
  ];
  assert.deepEqual(
    counts(postgresLeg.join('\n')),
    { tests: 1, pass: 1, fail: 0, skipped: 0 },
    'the tests left to the SQLite leg are not counted twice',
  );
});
