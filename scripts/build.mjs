// `npm run build`: the bundles (rollup, compiled by TypeScript, minified by esbuild) and the type
// declarations (tsc) side by side into a fresh dist/, then a Brotli and a gzip copy of each text
// file the server sends (precompress.mjs). Type checking is `npm run typecheck`, not part of the build.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));

function run(label, command, args, { priority = 0 } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    if (priority) setPriority(child.pid, priority);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) resolve(`${label} ${seconds} s`);
      else reject(new Error(`${label} failed (${signal ?? `exit code ${code}`}) after ${seconds} s`));
    });
  });
}

export async function build() {
  const started = performance.now();
  rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
  const parts = await Promise.all([
    run('bundles', bin('rollup'), ['-c', '--silent']),
    // Second in line for the cores: the bundles take longer, and the declarations fit beside them.
    run('type declarations', bin('tsc'), ['-p', 'tsconfig.types.json'], { priority: 10 }),
  ]);
  const compressing = performance.now();
  const { files } = await precompress(fileURLToPath(new URL('../dist', import.meta.url)));
  parts.push(`${files} files precompressed ${((performance.now() - compressing) / 1000).toFixed(1)} s`);
  return { seconds: (performance.now() - started) / 1000, parts };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build().then(
    ({ seconds, parts }) => console.log(`Built dist/ in ${seconds.toFixed(1)} s (${parts.join(', ')}).`),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
