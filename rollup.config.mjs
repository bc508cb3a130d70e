import { existsSync, readdirSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { writeFile, mkdir } from 'node:fs/promises';
import { transform } from 'esbuild';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import { tsImport } from 'tsx/esm/api';
import { pruneTable, runtimeSources } from './scripts/used-string-keys.mjs';
import { REACT_ALIASES } from './scripts/view-runtime.mjs';

const elementFiles = readdirSync('src/elements').filter((file) => /^sq-[a-z-]+\.ts$/.test(file));
const input = {
  'sq-elements': 'src/index.ts',
  i18n: 'src/i18n.ts',
  ...Object.fromEntries(elementFiles.map((file) => [`elements/${file.replace(/\.ts$/, '')}`, `src/elements/${file}`])),
  // <sq-site> ships with the page runtime that sits above the elements.
  'elements/sq-site': 'src/runtime/sq-site.ts',
};

/**
 * One shared chunk each for the view runtime (Preact's React-compatible runtime, with r2wc and the element factory) and i18n. Every other module,
 * each store included, is in exactly one chunk that rollup cuts by which elements import it, so a
 * page downloads the stores its elements use and not the others.
 */
function manualChunks(id) {
  const path = id.replaceAll('\\', '/');
  if (/node_modules\/(preact|@r2wc)\//.test(path) || /\/src\/elements\/(define|render-queue)\.ts$/.test(path)) return 'view';
  if (path.includes('/src/shared/i18n/')) return 'i18n';
  return undefined;
}

/** Resolves the views' `react` imports to Preact's React-compatible runtime (see scripts/view-runtime.mjs). */
function reactOnPreact() {
  return {
    name: 'react-on-preact',
    resolveId(source, importer) {
      return Object.hasOwn(REACT_ALIASES, source) ? this.resolve(REACT_ALIASES[source], importer, { skipSelf: true }) : null;
    },
  };
}

/**
 * Transpiles TypeScript and JSX with esbuild, one module at a time: no type checking here (that is
 * `npm run typecheck`), so the build takes seconds. Resolves the sources' `./x.js` imports to
 * `./x.ts` or `./x.tsx`, as TypeScript does.
 */
function esbuildTypeScript() {
  return {
    name: 'esbuild-typescript',
    resolveId(source, importer) {
      if (!importer || !/^\.{1,2}\//.test(source) || !source.endsWith('.js') || importer.includes('/node_modules/')) return null;
      const base = resolvePath(dirname(importer), source).slice(0, -3);
      for (const extension of ['.ts', '.tsx']) if (existsSync(base + extension)) return base + extension;
      return null;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
      const result = await transform(code, {
        loader: id.endsWith('.tsx') ? 'tsx' : 'ts',
        format: 'esm',
        target: 'es2022',
        jsx: 'automatic',
        sourcemap: 'external',
        sourcefile: id,
        tsconfigRaw: { compilerOptions: { useDefineForClassFields: true, verbatimModuleSyntax: true } },
      });
      return { code: result.code, map: result.map };
    },
  };
}

/**
 * Compiles the English string table down to the keys the runtime's code can ask for: the source
 * keeps every text of the spec, visitors download only those some element can show or log.
 */
function englishTableOfUsedKeys() {
  return {
    name: 'english-table-of-used-keys',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/src/shared/i18n/strings.en.ts')) return null;
      const pruned = pruneTable(code, runtimeSources('src'));
      return { code: pruned.code, map: null };
    },
  };
}

/** Minifies each chunk with esbuild: whitespace, syntax and local names; exports keep their names. */
function esbuildMinify() {
  return {
    name: 'esbuild-minify',
    async renderChunk(code, chunk) {
      const result = await transform(code, {
        minify: true,
        format: 'esm',
        target: 'es2022',
        sourcemap: 'external',
        sourcefile: chunk.fileName,
        legalComments: 'none',
      });
      return { code: result.code, map: result.map };
    },
  };
}

/** Writes dist/theme.css from the design tokens, so the tokens have one source. */
function themeStylesheet() {
  return {
    name: 'theme-stylesheet',
    async writeBundle() {
      const { themeCss } = await tsImport('./src/shared/theme/theme.ts', import.meta.url);
      await mkdir('dist', { recursive: true });
      await writeFile('dist/theme.css', themeCss());
    },
  };
}

const browserBuild = {
  input,
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks,
  },
  preserveEntrySignatures: 'exports-only',
  plugins: [
    reactOnPreact(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true }),
    commonjs(),
    englishTableOfUsedKeys(),
    esbuildTypeScript(),
    esbuildMinify(),
    themeStylesheet(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

export default [browserBuild];
