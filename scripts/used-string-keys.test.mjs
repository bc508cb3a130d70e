import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { pruneTable, runtimeSources, usedKeys } from './used-string-keys.mjs';

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

test("the built English table keeps every key the runtime's code asks for by a literal key", () => {
  const table = readFileSync(new URL('../src/shared/i18n/strings.en.ts', import.meta.url), 'utf8');
  const sources = runtimeSources(new URL('../src', import.meta.url).pathname);
  const { code, dropped } = pruneTable(table, sources);
  const asked = new Set(sources.flatMap((source) => [...source.matchAll(/\bt\(\s*'(\w+)'/g)].map((match) => match[1])));
  assert.ok(asked.size > 100, `the runtime asks for many keys (${asked.size})`);
  for (const key of asked) assert.match(code, new RegExp(`^ {2}${key}: '`, 'm'), key);
  assert.ok(!dropped.some((key) => asked.has(key)));
  assert.ok(dropped.length > 0, 'keys no code asks for are left out');
});
