// The unit tests that need no browser (test/suites.mjs), all in this one Node process: their
// mocha-style describe/it run on node:test, and `@open-wc/testing` is chai's `expect`
// (test/helpers/node-unit-hooks.mjs). Run as `node --import tsx scripts/node-units.mjs [files]`.
import { register } from 'node:module';
import * as nodeTest from 'node:test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeUnitFiles } from '../test/suites.mjs';

register('../test/helpers/node-unit-hooks.mjs', import.meta.url);
const { describe, it, before, after, beforeEach, afterEach } = nodeTest;
Object.assign(globalThis, { describe, it, before, after, beforeEach, afterEach });

const named = process.argv.slice(2);
for (const file of named.length > 0 ? named : nodeUnitFiles()) await import(pathToFileURL(resolve(file)).href);
