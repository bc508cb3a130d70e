import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import {
  emptyTable,
  englishRegistration,
  moduleCode,
  pruneTable,
  runtimeSources,
  tableEntries,
  usedKeys,
  withoutRepeatedEntries,
} from './used-string-keys.mjs';

test('a key is used when code names it or builds it from a template prefix', () => {
  const keys = ['cartCountLabel', 'currencyNameEUR', 'currencyNameUSD', 'cookieBannerText', 'unusedMessage', 'commentedOut', 'likertAgree'];
  const sources = [
    "t('cartCountLabel', { n })",
    'return t(`currencyName${code}`);',
    'const text = strings.cookieBannerText;',
    "const LIKERT = [['agree', 'likertAgree']]; // commentedOut",
  ];
  assert.deepEqual(usedKeys(keys, sources), [
    'cartCountLabel',
    'currencyNameEUR',
    'currencyNameUSD',
    'cookieBannerText',
    'commentedOut',
    'likertAgree',
  ]);
});

test("an element's tag name names no key: the loader, which names every tag, registers no text", () => {
  const keys = ['summary', 'gallery', 'summaryLoadMore'];
  assert.deepEqual(usedKeys(keys, ["'sq-summary': () => import('./elements/sq-summary.js'), 'sq-gallery': load"]), []);
  assert.deepEqual(usedKeys(keys, ["t('summary'); // <sq-gallery>"]), ['summary']);
});

test("the built English table keeps every key the runtime's code asks for by a literal key", () => {
  const table = readFileSync(new URL('../src/shared/i18n/strings.en.ts', import.meta.url), 'utf8');
  const sources = runtimeSources(new URL('../src', import.meta.url).pathname);
  const { code, dropped } = pruneTable(table, sources);
  const asked = new Set(sources.flatMap((source) => [...source.matchAll(/\bt\(\s*'(\w+)'/g)].map((match) => match[1])));
  assert.ok(asked.size > 100, `the runtime asks for many keys (${asked.size})`);
  for (const key of asked) assert.match(code, new RegExp(`^ {2}${key}:\\s*'`, 'm'), key);
  assert.ok(!dropped.some((key) => asked.has(key)));
  assert.ok(dropped.length > 0, 'keys no code asks for are left out');
});

const TABLE = `export const strings = {
  // Cart.
  cartCountLabel: '{n, plural, one {# item in cart} other {# items in cart}}',
  /** Currencies by code. */
  currencyNameEUR: 'Euro',
  currencyNameUSD: 'US Dollar',
  cookieBannerText:
    'By using this website, you agree to our use of cookies.',
  clear: 'Clear',
  summary: 'Summary',
} as const;
`;

test("the table's entries are its one-line and two-line `key: '…'` lines, and the build leaves them all out", () => {
  assert.deepEqual(
    tableEntries(TABLE).map((entry) => entry.key),
    ['cartCountLabel', 'currencyNameEUR', 'currencyNameUSD', 'cookieBannerText', 'clear', 'summary'],
  );
  assert.equal(tableEntries(TABLE)[3].literal, "'By using this website, you agree to our use of cookies.'");
  const compiled = moduleCode(`${TABLE}export const other = 1;\n`, 'src/shared/i18n/strings.en.ts');
  const empty = emptyTable(compiled, parseAst(compiled));
  assert.match(empty, /^export const strings = \{\};$/m);
  assert.match(empty, /^export const other = 1;$/m);
  for (const entry of tableEntries(TABLE)) assert.doesNotMatch(empty, new RegExp(entry.key));
});

test('a module registers the entries its code names or builds, not those in its comments or types', async () => {
  const entries = tableEntries(TABLE);
  const source = [
    "import type { StringKey } from '../i18n/strings.en.js';",
    '/** Shows a summary of the cart. */',
    'export interface Row { cookieBannerText: string }',
    "export const label = (n: number, code: string): string => t('cartCountLabel', { n }) + t(`currencyName${code}` as StringKey);",
  ].join('\n');
  const registration = englishRegistration(moduleCode(source, 'src/shared/cart/label.ts'), entries, '/repo/src/shared/i18n/tables.ts');
  assert.equal(
    registration,
    'import { addEnglishStrings } from "/repo/src/shared/i18n/tables.ts"; addEnglishStrings({ ' +
      "cartCountLabel: '{n, plural, one {# item in cart} other {# items in cart}}', currencyNameEUR: 'Euro', currencyNameUSD: 'US Dollar' });",
  );
  assert.doesNotMatch(registration, /\n/, 'one line: the module keeps its line numbers');
  const jsx = moduleCode("export const Clear = () => <button>{t('clear')}</button>;", 'src/react/Clear.tsx');
  assert.match(englishRegistration(jsx, entries, '/t.ts'), /addEnglishStrings\(\{ clear: 'Clear' \}\);$/);
  assert.equal(englishRegistration(moduleCode('export const two = 2;', 'src/two.ts'), entries, '/t.ts'), '');
});

test('a chunk registers each entry once, at the first module that names it', () => {
  const chunk = [
    "import { a as addEnglishStrings, t } from './i18n-x.js';",
    'addEnglishStrings({ clear: "Clear", summary: "Summary" });',
    'const a = t("clear");',
    'addEnglishStrings({ clear: "Clear" });',
    'addEnglishStrings$1({ summary: "Summary", cartCountLabel: "{n, plural, one {# item} other {# items}}" });',
    'other({ clear: "Clear" });',
  ].join('\n');
  assert.equal(
    withoutRepeatedEntries(chunk, parseAst(chunk)),
    [
      "import { a as addEnglishStrings, t } from './i18n-x.js';",
      'addEnglishStrings({ clear: "Clear", summary: "Summary" });',
      'const a = t("clear");',
      '',
      'addEnglishStrings$1({ cartCountLabel: "{n, plural, one {# item} other {# items}}" });',
      'other({ clear: "Clear" });',
    ].join('\n'),
  );
  const once = 'addEnglishStrings({ clear: "Clear" });';
  assert.equal(withoutRepeatedEntries(once, parseAst(once)), once);
});
