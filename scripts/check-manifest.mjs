// Fails when the committed custom-elements.json differs from what `npm run manifest` writes now.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cli } from '@custom-elements-manifest/analyzer/cli.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const configPath = join(root, 'custom-elements-manifest.config.mjs');
const committedPath = join(root, 'custom-elements.json');

/** The manifest text `npm run manifest` would write, built in memory so no tracked file changes. */
async function generate() {
  // A config that fails to load would make the analyzer fall back to its defaults silently.
  await import(pathToFileURL(configPath).href);
  // The config reads source files relative to the working directory, as under `npm run`.
  process.chdir(root);
  const manifest = await cli({ argv: ['analyze', '--config', configPath, '--quiet'], cwd: root, noWrite: true });
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** Module paths added, removed or changed between two manifests, for the failure message. */
function changedModules(before, after) {
  const index = (manifest) => new Map((manifest.modules ?? []).map((module) => [module.path, JSON.stringify(module)]));
  const old = index(before);
  const fresh = index(after);
  const lines = [];
  for (const [path, text] of fresh) {
    if (!old.has(path)) lines.push(`  added:   ${path}`);
    else if (old.get(path) !== text) lines.push(`  changed: ${path}`);
  }
  for (const path of old.keys()) if (!fresh.has(path)) lines.push(`  removed: ${path}`);
  return lines;
}

function parseOrEmpty(text) {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

async function main() {
  let fresh;
  try {
    fresh = await generate();
  } catch (error) {
    console.error(`Could not generate the manifest:\n${error?.stack ?? error}`);
    return 1;
  }
  if (!existsSync(committedPath)) {
    console.error('custom-elements.json is missing: run npm run manifest');
    return 1;
  }
  const committed = readFileSync(committedPath, 'utf8');
  if (committed === fresh) {
    console.log('custom-elements.json is up to date.');
    return 0;
  }
  const freshPath = join(mkdtempSync(join(tmpdir(), 'sq-manifest-')), 'custom-elements.json');
  writeFileSync(freshPath, fresh);
  const changes = changedModules(parseOrEmpty(committed), JSON.parse(fresh));
  console.error('custom-elements.json is stale: run npm run manifest');
  if (changes.length) console.error(changes.join('\n'));
  console.error(`Compare: diff -u custom-elements.json ${freshPath}`);
  return 1;
}

process.exitCode = await main();
