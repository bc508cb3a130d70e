import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cssTexts, disagreeingFallbacks, tokenValues } from './check-token-fallbacks.mjs';

test("every token fallback in the elements' CSS agrees with its token", async () => {
  const { uses, problems } = await disagreeingFallbacks(await cssTexts(), await tokenValues());
  assert.ok(uses > 100, `the styles use the tokens (${uses} uses found)`);
  assert.deepEqual(problems, []);
});

test('a fallback that disagrees, or names no token, is reported with where it is', async () => {
  const text =
    'a { padding: var(--sq-space-4, 16px); margin: var(--sq-space-3, 16px); color: var(--sq-color-red-700, #b3261e); z-index: var(--sq-space-99, 1px) }';
  const { uses, problems } = await disagreeingFallbacks([{ where: 'x.styles.ts', text }], await tokenValues());
  assert.equal(uses, 4);
  assert.deepEqual(problems, [
    'x.styles.ts: var(--sq-space-4, 16px) (the token is 22px)',
    'x.styles.ts: var(--sq-color-red-700, #b3261e) (the token is #b91c1c)',
    'x.styles.ts: var(--sq-space-99, 1px) names no token',
  ]);
});
