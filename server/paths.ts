import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project root: the folder that holds the library's package.json, demo/ and dist/. Found by
 * walking up, as the server runs from its sources (server/) or compiled (server/dist/server/).
 */
export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

function findProjectRoot(start: string): string {
  for (let dir = start; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'sq-elements') return dir;
  }
  throw new Error(`Cannot find the sq-elements project folder above ${start}.`);
}

/**
 * The demo site's public files, served at `/`: styles, scripts and images. The site definition
 * (demo/site), from which the server renders every page, sits beside it, never inside it.
 */
export const publicDir = join(projectRoot, 'demo', 'public');
export const distDir = join(projectRoot, 'dist');
/** The config area's styles and TypeScript sources (server/assets/config/). */
export const configAssetsDir = join(projectRoot, 'server', 'assets', 'config');
/** Its scripts as `tsc -b server` compiles them (`npm run serve` and the test scripts compile first). */
export const configScriptsDir = join(projectRoot, 'server', 'dist', 'server', 'assets', 'config');

/** The docs' styles and TypeScript sources (server/assets/docs/), and its scripts as `tsc -b server` compiles them. */
export const docsAssetsDir = join(projectRoot, 'server', 'assets', 'docs');
export const docsScriptsDir = join(projectRoot, 'server', 'dist', 'server', 'assets', 'docs');

/** The folder of an installed package, found from its entry point (lit-html does not export package.json). */
export function packageDir(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.resolve(name)));
  while (dir !== dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === name) return dir;
    dir = dirname(dir);
  }
  throw new Error(`Cannot find the folder of the "${name}" package; run npm install.`);
}
