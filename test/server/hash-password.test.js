import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { isPasswordHash, verifyPassword } from '../../server/accounts/passwords.js';

const run = promisify(execFile);
// The tool as `npm run hash-password` runs it: compiled by `tsc -b server`, which `npm run test:node` does first.
const tool = join(fileURLToPath(new URL('../..', import.meta.url)), 'server/dist/server/hash-password.js');

test('the hash-password tool prints a hash that signs in with the password it was given', async () => {
  const { stdout } = await run(process.execPath, [tool, 'juniper-demo']);
  const hash = stdout.trim();
  assert.equal(isPasswordHash(hash), true);
  assert.equal(await verifyPassword('juniper-demo', hash), true);
  assert.equal(await verifyPassword('something else', hash), false);
});

test('the hash-password tool without a password says how to use it and fails', async () => {
  await assert.rejects(run(process.execPath, [tool]), (error) => {
    assert.equal(error.code, 1);
    assert.match(error.stderr, /usage: npm run hash-password -- 'the password'/);
    return true;
  });
});
