import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The most fixed waits test/ may hold. */
export const MOST = 10;

/**
 * A wait for a fixed time: open-wc's aTimeout with a delay, a promise that a timer with a delay
 * resolves, Playwright's waitForTimeout, a sleep or delay helper given a number. A wait passes when
 * the awaited thing comes late and fails on a busy machine; a test waits for a signal instead.
 * Re-checking a condition on a timer (a poll with a deadline) is not a fixed wait.
 */
const PATTERNS = [
  /\baTimeout\(\s*(?!0\s*\))[^)\s]/,
  /\bsetTimeout\(\s*(?:resolve|res|r)\s*,\s*(?!0\s*\))[^)\s]/,
  /\bwaitForTimeout\(/,
  /\b(?:sleep|delay|pause)\(\s*\d/,
];

/** Lines of `source` that wait a fixed time, each with whether the comment just above says why no signal exists. */
export function fixedWaits(source) {
  const lines = source.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '');
    // A loop that re-checks its condition after each timer polls for a signal.
    if (!PATTERNS.some((pattern) => pattern.test(code)) || /^\s*(?:while|for) \(/.test(code)) return;
    let above = index - 1;
    while (above >= 0 && /^\s*\/\//.test(lines[above]) && !lines[above].includes('Fixed wait:')) above--;
    found.push({ line: index + 1, text: line.trim(), explained: above >= 0 && lines[above].includes('// Fixed wait:') });
  });
  return found;
}

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : files(path);
    return /\.(m?js|tsx?)$/.test(entry.name) ? [path] : [];
  });
}

test('the fixed-wait check finds timed waits, and not condition polls or next-task yields', () => {
  const source = [
    'await aTimeout(300);',
    'await aTimeout(0);',
    'await new Promise((resolve) => setTimeout(resolve, 50));',
    'await new Promise((resolve) => setTimeout(resolve));',
    'else setTimeout(check, 10);',
    'while (!done()) await new Promise((resolve) => setTimeout(resolve, 20));',
    '// Fixed wait: the provider gives no event.',
    'await page.waitForTimeout(100);',
    'await sleep(20);',
  ].join('\n');
  assert.deepEqual(
    fixedWaits(source).map(({ line, explained }) => [line, explained]),
    [
      [1, false],
      [3, false],
      [8, true],
      [9, false],
    ],
  );
});

test(`test/ waits for signals: at most ${MOST} fixed waits, each saying above it why no signal exists`, () => {
  // This file's own examples above are strings, not waits.
  const here = fileURLToPath(import.meta.url);
  const waits = files(join(root, 'test'))
    .filter((path) => path !== here)
    .flatMap((path) => fixedWaits(readFileSync(path, 'utf8')).map((wait) => ({ ...wait, at: `${relative(root, path)}:${wait.line}` })));
  const unexplained = waits.filter((wait) => !wait.explained);
  assert.deepEqual(
    unexplained.map((wait) => `${wait.at}: ${wait.text}`),
    [],
    'a fixed wait needs a "// Fixed wait: why no signal exists" comment just above it, or a signal instead',
  );
  assert.ok(waits.length <= MOST, `${waits.length} fixed waits, more than ${MOST}:\n${waits.map((wait) => `${wait.at}: ${wait.text}`).join('\n')}`);
});
