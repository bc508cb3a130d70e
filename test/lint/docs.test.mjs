import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path) => readFileSync(join(root, path), 'utf8');

/** Every Markdown file under docs/, relative to the project root. */
function docsFiles(dir = join(root, 'docs')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return docsFiles(path);
    return entry.name.endsWith('.md') ? [relative(root, path)] : [];
  });
}

test('the README stays short: at most 200 lines', () => {
  const lines = read('README.md').trimEnd().split('\n').length;
  assert.ok(lines <= 200, `README.md has ${lines} lines; move the detail into docs/`);
});

test('the README keeps the two commands and links into docs/', () => {
  const readme = read('README.md');
  assert.ok(readme.includes('npm ci && npm start'));
  assert.ok(readme.includes('npm ci && npm test'));
  assert.match(readme, /\]\(docs\/guides\/getting-started\.md\)/);
  assert.match(readme, /\]\(docs\/elements\/index\.md\)/);
});

test('the quick start says where the demo runs and how to move it, how long the suite takes, and what it may install', () => {
  const readme = read('README.md');
  const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1));
  assert.match(quickStart, /http:\/\/localhost:8080/);
  assert.match(quickStart, /`PORT=\d+ npm start`/);
  assert.match(quickStart, /The first start builds the library and compiles the server[^.]*saying so/);
  assert.match(quickStart, /It takes about \d+ minutes on a two-core machine/);
  for (const name of ['chromium', 'firefox-esr', 'postgresql', 'haproxy']) assert.ok(quickStart.includes(`\`${name}\``), name);
});

test('no text a user reads cites section numbers of a document they cannot read', () => {
  const files = ['README.md', 'custom-elements.json', ...docsFiles()];
  const citing = files.filter((path) => read(path).includes('§'));
  assert.deepEqual(citing, []);
  // The element pages repeat the manifest's JSDoc, which its own check covers.
  const handWritten = ['README.md', ...docsFiles().filter((path) => !path.startsWith('docs/elements/'))];
  const prose = handWritten.filter((path) => /\bthe spec('s)?\b/i.test(read(path)));
  assert.deepEqual(prose, [], 'say the rule itself');
});
