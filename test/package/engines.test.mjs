import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import semver from 'semver';

const root = new URL('../../', import.meta.url);
const read = async (path) => JSON.parse(await readFile(new URL(path, root), 'utf8'));

test("every locked package that installs runs on the oldest Node the packages' engines allow", async () => {
  const [library, server, lock] = await Promise.all([read('package.json'), read('server/package.json'), read('package-lock.json')]);
  assert.equal(server.engines.node, library.engines.node);
  const oldest = semver.minVersion(library.engines.node).version;
  assert.equal(semver.major(oldest), 20);
  // Optional packages (other platforms' binaries) that do not fit are skipped by npm, not installed.
  const unfit = Object.entries(lock.packages)
    .filter(([path, entry]) => path && !entry.optional && typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${entry.engines.node}`);
  assert.deepEqual(unfit, []);
});
