import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A section number of a document no reader has: the section sign then a number. The sign alone (a character in an entity table) is fine. */
const SECTION = /\u00a7\s*\d/;

test('no comment, message, test title or page cites a section number: each states the rule itself', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  const cited = tracked
    .filter((path) => /\.(m?[jt]sx?|md|json|html|css|ya?ml|cfg)$/.test(path) && !path.endsWith('package-lock.json'))
    .flatMap((path) =>
      readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, index) => (SECTION.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
  assert.deepEqual(cited, []);
});
