import { readdirSync } from 'node:fs';
import { writeFile, mkdir } from 'node:fs/promises';
import typescript from '@rollup/plugin-typescript';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { tsImport } from 'tsx/esm/api';

const elementFiles = readdirSync('src/elements').filter((file) => /^sq-[a-z-]+\.ts$/.test(file));
const input = {
  'sq-elements': 'src/index.ts',
  ...Object.fromEntries(elementFiles.map((file) => [`elements/${file.replace(/\.ts$/, '')}`, `src/elements/${file}`])),
  // <sq-site> ships with the page runtime that sits above the elements.
  'elements/sq-site': 'src/runtime/sq-site.ts',
};

/** One shared chunk each for React (with r2wc and the element factory), the stores, and i18n. */
function manualChunks(id) {
  const path = id.replaceAll('\\', '/');
  if (/node_modules\/(react|react-dom|scheduler|@r2wc)\//.test(path) || path.endsWith('/src/elements/define.ts')) return 'react';
  if (/node_modules\/(nanostores|@nanostores)\//.test(path) || /\/src\/shared\/.*\/store\.ts$/.test(path)) return 'stores';
  if (/node_modules\/(intl-messageformat|@formatjs)\//.test(path) || path.includes('/src/shared/i18n/')) return 'i18n';
  return undefined;
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
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      noEmit: false,
      declaration: true,
      declarationDir: 'dist/types',
      rootDir: 'src',
      outDir: 'dist',
      sourceMap: true,
    }),
    terser({ format: { comments: false } }),
    themeStylesheet(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

export default [browserBuild];
