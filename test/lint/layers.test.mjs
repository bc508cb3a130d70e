// The layer rules (.dependency-cruiser.cjs) fail on a tree that breaks them, naming each broken
// import, and pass on this repository.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixture = fileURLToPath(new URL('fixtures/wrong-imports/', import.meta.url));
const cli = fileURLToPath(new URL('../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));
const config = `${root}.dependency-cruiser.cjs`;

/** Runs the check as `npm run lint:layers` does, in `cwd`: its exit status and each violation as `rule: from → to`. */
function cruise(cwd, folders) {
  const run = spawnSync(process.execPath, [cli, ...folders, '--config', config, '--output-type', 'err'], { cwd, encoding: 'utf8' });
  const violations = [...run.stdout.matchAll(/^\s*error (\S+): (\S+) →\s*(\S+)/gm)].map(([, rule, from, to]) => `${rule}: ${from} → ${to}`);
  return { status: run.status, violations, output: run.stdout + run.stderr };
}

test('the layer check fails on imports that break the layers, naming each', () => {
  const { status, violations, output } = cruise(fixture, ['src', 'server']);
  assert.notEqual(status, 0, output);
  assert.deepEqual(violations.sort(), [
    'no-circular-shared-folders: src/shared/consent → src/shared/events',
    'no-circular-shared-folders: src/shared/events → src/shared/consent',
    'no-circular: src/elements/sq-thing.ts → src/react/Thing/Thing.tsx',
    'no-circular: src/shared/money/format.ts → src/shared/money/rates.ts',
    'nothing-imports-server: src/react/Thing/Thing.tsx → server/routes.ts',
    'react-imports-only-shared: src/react/Thing/Thing.tsx → src/elements/sq-thing.ts',
    'shared-imports-only-shared: src/shared/site/loads-element.ts → src/elements/sq-thing.ts',
  ]);
});

test('this repository keeps its layers', () => {
  const { status, violations, output } = cruise(root, ['src', 'server', 'scripts', 'bench', 'demo']);
  assert.deepEqual(violations, []);
  assert.equal(status, 0, output);
});
