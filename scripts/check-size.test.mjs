import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { formatReport, measure } from './check-size.mjs';

/** A small dist/ written like rollup's output: a loader that imports elements lazily, elements that share chunks. */
const files = {
  'sq-elements.js': 'const m={"sq-a":()=>import("./elements/sq-a.js"),"sq-b":()=>import("./elements/sq-b.js")};export{m};',
  'elements/sq-a.js': 'import{r as e}from"../chunks/react-1.js";import"../chunks/i18n-1.js";export const A=e("a".repeat(300));',
  'elements/sq-b.js':
    'import{r}from"../chunks/react-1.js";export{x}from"../chunks/b-view-1.js";const o=()=>import("../chunks/overlay-1.js");export const B=[r,o];',
  'elements/sq-c.js': 'import{o}from"../chunks/overlay-1.js";export const C=o;',
  'chunks/react-1.js': `export const r=(x)=>x;const big=${JSON.stringify('react '.repeat(2000))};`,
  'chunks/i18n-1.js': 'export const t={hello:"Hello"};',
  'chunks/b-view-1.js': 'import{t}from"./i18n-1.js";export const x=t;',
  'chunks/overlay-1.js': `export const o=${JSON.stringify('overlay'.repeat(50))};`,
};
const dist = mkdtempSync(join(tmpdir(), 'sq-size-'));
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}
after(() => rmSync(dist, { recursive: true, force: true }));

const gz = (path) => gzipSync(Buffer.from(files[path]), { level: 9 }).length;

function budgets(content) {
  const path = join(dist, '..', `${dist.split('/').pop()}-budgets.json`);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

test("a page's first load counts its entries and every chunk they import statically, each once, and nothing lazy", () => {
  const loader = ['sq-elements.js'];
  const expectedA = [...loader, 'elements/sq-a.js', 'chunks/react-1.js', 'chunks/i18n-1.js'];
  const expectedAB = [...expectedA, 'elements/sq-b.js', 'chunks/b-view-1.js'];
  const sum = (list) => list.reduce((total, path) => total + gz(path), 0);
  const report = measure({
    dist,
    budgetsPath: budgets({
      firstLoad: {
        'loader + a': { entries: ['dist/sq-elements.js', 'dist/elements/sq-a.js'], gzip: 100000 },
        'a and b': { entries: ['dist/sq-elements.js', 'dist/elements/sq-a.js', 'dist/elements/sq-b.js'], gzip: sum(expectedAB) - 1 },
      },
    }),
  });
  const [a, ab] = report.firstLoads;
  assert.deepEqual(a.loaded.map((file) => file.file).sort(), expectedA.map((path) => `dist/${path}`).sort());
  assert.equal(a.gzip, sum(expectedA));
  assert.equal(a.status, 'ok');
  assert.deepEqual(ab.loaded.map((file) => file.file).sort(), expectedAB.map((path) => `dist/${path}`).sort());
  assert.equal(ab.gzip, sum(expectedAB), 'the shared react and i18n chunks count once');
  assert.equal(ab.status, 'over');
  assert.match(formatReport(report), /a and b\s+6\s+\d+\s+\d+\s+\d+\s+over/);
});

test('a first load between its target and its budget passes and is reported as above target', () => {
  const report = measure({
    dist,
    budgetsPath: budgets({ firstLoad: { 'loader + a': { entries: ['dist/sq-elements.js', 'dist/elements/sq-a.js'], gzip: 100000, target: 10 } } }),
  });
  assert.equal(report.firstLoads[0].status, 'above target');
  assert.match(formatReport(report), /above target: the first load of "loader \+ a" is \d+ B over its target of 10 B/);
});

test('a lazy-only chunk that a first load imports statically fails the check; one imported dynamically does not', () => {
  const report = measure({
    dist,
    budgetsPath: budgets({
      firstLoad: {
        'b page': { entries: ['dist/sq-elements.js', 'dist/elements/sq-b.js'], gzip: 100000 },
        'c page': { entries: ['dist/sq-elements.js', 'dist/elements/sq-c.js'], gzip: 100000 },
      },
      lazyOnly: ['dist/chunks/overlay-*.js'],
    }),
  });
  const [b, c] = report.firstLoads;
  assert.deepEqual([b.status, b.eager], ['ok', []]);
  assert.deepEqual([c.status, c.eager], ['over', ['dist/chunks/overlay-1.js']]);
});

test('an entry or lazy-only pattern that was not built is reported', () => {
  const report = measure({
    dist,
    budgetsPath: budgets({
      'dist/sq-elements.js': 3072,
      firstLoad: { ghost: { entries: ['dist/elements/sq-ghost.js'], gzip: 1000 } },
      lazyOnly: ['dist/chunks/nothing-*.js'],
    }),
  });
  assert.equal(report.firstLoads[0].status, 'not built');
  assert.deepEqual(report.notBuilt, ['dist/elements/sq-ghost.js', 'dist/chunks/nothing-*.js']);
  assert.equal(report.files.find((file) => file.file === 'dist/sq-elements.js').status, 'ok');
});

test("a budget's reason comes with its file or first load, to be said when it fails", () => {
  const report = measure({
    dist,
    budgetsPath: budgets({
      'dist/chunks/react-*.js': 10,
      firstLoad: { 'loader + a': { entries: ['dist/sq-elements.js', 'dist/elements/sq-a.js'], gzip: 10 } },
      reasons: { 'dist/chunks/react-*.js': 'React, once for the page', 'loader + a': 'the loader and a' },
    }),
  });
  assert.deepEqual(report.over, [{ file: 'dist/chunks/react-1.js', gzip: gz('chunks/react-1.js'), budget: 10, reason: 'React, once for the page' }]);
  assert.equal(report.firstLoads[0].reason, 'the loader and a');
  assert.equal(report.firstLoads[0].status, 'over');
});
