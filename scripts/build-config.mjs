// The owner back end's React pages (src/config/*.tsx) as one minified module each in dist/config/,
// which the reference server serves under /config/assets/. On the same view runtime as the
// elements (Preact's React-compatible runtime, scripts/view-runtime.mjs), the same HTTP client,
// string tables and design tokens; apart from the library's own bundles and package.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildFileAliases, packageAliases } from './view-runtime.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildConfig() {
  const entries = readdirSync(new URL('../src/config/', import.meta.url)).filter((file) => /^[a-z-]+\.tsx?$/.test(file));
  await build({
    absWorkingDir: root,
    entryPoints: entries.map((file) => `src/config/${file}`),
    outdir: 'dist/config',
    bundle: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    alias: packageAliases,
    plugins: [esbuildFileAliases()],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return entries.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildConfig().then(
    (count) => console.log(`Built ${count} back-end page${count === 1 ? '' : 's'} into dist/config/.`),
    (error) => {
      console.error(error.message);
      process.exitCode = 1;
    },
  );
}
