import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { isCurrent } from './start.mjs';

const base = mkdtempSync(join(tmpdir(), 'sq-start-'));
after(() => rmSync(base, { recursive: true, force: true }));

function file(path, secondsAgo) {
  mkdirSync(join(base, path, '..'), { recursive: true });
  writeFileSync(join(base, path), '');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(base, path), time, time);
}

test('the build is skipped only when every file in dist/ is newer than every build input', () => {
  assert.equal(isCurrent(base), false, 'no dist/ yet');
  file('src/elements/sq-a.ts', 100);
  file('package.json', 100);
  file('rollup.config.mjs', 100);
  file('dist/sq-elements.js', 50);
  file('dist/types/index.d.ts', 40);
  assert.equal(isCurrent(base), true);
  file('src/shared/i18n/strings.en.ts', 45);
  assert.equal(isCurrent(base), false, 'a source newer than one built file');
  file('dist/sq-elements.js', 10);
  file('dist/types/index.d.ts', 10);
  assert.equal(isCurrent(base), true);
  file('rollup.config.mjs', 5);
  assert.equal(isCurrent(base), false, 'the rollup config changed');
  file('dist/sq-elements.js', 1);
  file('dist/types/index.d.ts', 1);
  file('package.json', 0);
  assert.equal(isCurrent(base), false, 'package.json changed');
});
