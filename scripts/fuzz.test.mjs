import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_CASES, fuzzRun } from './fuzz.mjs';

test('the seed and the case count come from SQ_FUZZ_SEED and SQ_FUZZ_CASES', () => {
  assert.deepEqual(fuzzRun({ SQ_FUZZ_SEED: '42', SQ_FUZZ_CASES: '7' }), { seed: 42, elements: 7, requests: 7 });
});

test('without them, a new seed each run and the defaults, per element and per database', () => {
  assert.deepEqual(
    fuzzRun({}, () => 9),
    { seed: 9, ...DEFAULT_CASES },
  );
  assert.deepEqual(
    fuzzRun({ SQ_FUZZ_SEED: 'x', SQ_FUZZ_CASES: '-3' }, () => 9),
    { seed: 9, ...DEFAULT_CASES },
    'text that is not a whole number is ignored',
  );
});
