import assert from 'node:assert/strict';
import { test } from 'node:test';
import { plan } from './suite.mjs';

test('npm test runs every part in order, and CI leaves out the build it has just made', () => {
  assert.deepEqual(plan(), ['setup', 'build', 'server', 'size', 'unit', 'browser', 'node', 'e2e']);
  assert.deepEqual(plan(undefined, { build: false }), ['setup', 'server', 'size', 'unit', 'browser', 'node', 'e2e']);
});

test('one part runs after what it needs, and alone when it needs nothing', () => {
  assert.deepEqual(plan('unit'), ['unit']);
  assert.deepEqual(plan('browser'), ['setup', 'browser']);
  assert.deepEqual(plan('e2e'), ['setup', 'build', 'server', 'e2e']);
  assert.deepEqual(plan('node', { build: false }), ['setup', 'server', 'node']);
});
