import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve as resolvePath, sep } from 'node:path';
import { writeFile, mkdir } from 'node:fs/promises';
import { transform } from 'esbuild';
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { tsImport } from 'tsx/esm/api';
import { COMPILER_OPTIONS, emptyTable, englishRegistration, tableEntries, withoutRepeatedEntries } from './scripts/used-string-keys.mjs';

const elementFiles = readdirSync('src/elements').filter((file) => /^sq-[a-z-]+\.ts$/.test(file));
const input = {
  'sq-elements': 'src/index.ts',
  api: 'src/api.ts',
  i18n: 'src/i18n.ts',
  ...Object.fromEntries(elementFiles.map((file) => [`elements/${file.replace(/\.ts$/, '')}`, `src/elements/${file}`])),
  // <sq-site> ships with the page runtime that sits above the elements.
  'elements/sq-site': 'src/runtime/sq-site.ts',
};

/**
 * One shared chunk each for the view runtime (React, react-dom's client, r2wc and the element
 * factory) and i18n, so every element on a page renders with the one React. Every other module,
 * each store included, is in exactly one chunk that rollup cuts by which elements import it, so a
 * page downloads the stores its elements use and not the others.
 */
function manualChunks(id) {
  const path = id.replaceAll('\\', '/');
  if (/node_modules\/(react|react-dom|scheduler|@r2wc)\//.test(path) || /\/src\/elements\/define\.ts$/.test(path) || path.includes('commonjsHelpers'))
    return 'view';
  if (path.includes('/src/shared/i18n/')) return 'i18n';
  return undefined;
}

/** The entry files of the elements, by tag, and each with every file it imports statically: what a page with the tag downloads. */
function preloadMap(chunks) {
  const closure = (fileName, seen) => {
    if (seen.has(fileName) || !chunks[fileName]) return seen;
    seen.add(fileName);
    for (const imported of chunks[fileName].imports) closure(imported, seen);
    return seen;
  };
  const map = {};
  for (const chunk of Object.values(chunks)) {
    const tag = chunk.isEntry && /^elements\/(sq-[a-z-]+)$/.exec(chunk.name)?.[1];
    if (tag) map[tag] = [...closure(chunk.fileName, new Set())];
  }
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Lets a page fetch an element's files side by side instead of one import after another: writes
 * each tag's files (preloadMap) into the loader (src/preloads.ts) and into dist/preloads.json, from
 * which the reference server adds `<link rel="modulepreload">` for the tags on the pages it renders.
 * In the loader the hashed names are rollup's placeholders, which rollup replaces with the final names.
 */
function elementPreloads() {
  const source = resolvePath('src/preloads.ts');
  const placeholder = '__SQ_ELEMENT_PRELOADS__';
  return {
    name: 'element-preloads',
    load(id) {
      return id === source ? `export const preloads = ${JSON.stringify(placeholder)};` : null;
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!code.includes(placeholder)) return null;
      // The loader imports the tag's own module at once: it preloads only what that module imports.
      const imported = Object.fromEntries(Object.entries(preloadMap(chunks)).map(([tag, [, ...files]]) => [tag, files]));
      return { code: code.replace(JSON.stringify(placeholder), JSON.stringify(imported)), map: null };
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'preloads.json', source: `${JSON.stringify(preloadMap(bundle), null, 2)}\n` });
    },
  };
}

/**
 * Writes the chunk helper (src/shared/dom/load-chunk.ts) and its time-out into the loader, in place
 * of src/loader-chunk.ts, which re-exports them: a module only the loader imports, which rollup
 * keeps in the loader's own file. Imported, the helper and the constant would be a shared chunk the
 * loader fetches before any tag's module. The helper imports nothing, so its code stands alone.
 */
function loaderChunk() {
  const source = resolvePath('src/loader-chunk.ts');
  const helper = resolvePath('src/shared/dom/load-chunk.ts');
  return {
    name: 'loader-chunk',
    async load(id) {
      if (id !== source) return null;
      this.addWatchFile(helper);
      const code = readFileSync(helper, 'utf8');
      if (/^\s*import\b/m.test(code)) this.error(`${helper} must import nothing: the loader carries its code.`);
      const { CHUNK_LOAD_TIMEOUT_MS } = await tsImport('./src/shared/constants/timings.ts', import.meta.url);
      const compiled = await transform(code, { loader: 'ts', format: 'esm', target: 'es2022' });
      return `${compiled.code}\nexport const CHUNK_LOAD_TIMEOUT_MS = ${JSON.stringify(CHUNK_LOAD_TIMEOUT_MS)};\n`;
    },
  };
}

/**
 * Compiles src/ with TypeScript itself, without type checking (that is `npm run typecheck`), so the
 * build takes seconds. Comments go: the English-strings pass below reads the compiled code, and a
 * key a comment names is one no code asks for. The three builds below share one compilation: the
 * plugin compiles every module of src/ when the first build starts, each build reads what it
 * needs, and the compiler closes when the last one is done.
 */
function sharedTypeScript(builds) {
  const compiler = typescript({
    tsconfig: './tsconfig.json',
    include: ['src/**/*.ts', 'src/**/*.tsx'],
    compilerOptions: { ...COMPILER_OPTIONS, sourceMap: true, inlineSources: true, declaration: false, declarationMap: false },
  });
  let started = 0;
  let ended = 0;
  return () => ({
    ...compiler,
    buildStart(options) {
      if (started++ === 0) return compiler.buildStart.call(this, options);
      return undefined;
    },
    buildEnd(error) {
      if (++ended === builds || error) return compiler.buildEnd.call(this);
      return undefined;
    },
  });
}
const typeScript = sharedTypeScript(3);

/**
 * Sends each English text to the chunks that can show or log it: the table itself compiles to no
 * entries, and every other module of src/ starts by registering the entries its compiled code
 * names or builds from a template prefix (scripts/used-string-keys.mjs), so rollup places each text
 * in the chunk of the code that asks for it and the i18n chunk holds only the formatter and the
 * tables. Runs after TypeScript, on the JavaScript it emits.
 */
function englishStringsByModule() {
  const table = resolvePath('src/shared/i18n/strings.en.ts');
  const tablesModule = resolvePath('src/shared/i18n/tables.ts');
  const i18nDir = resolvePath('src/shared/i18n');
  const srcDir = resolvePath('src');
  let entries = [];
  return {
    name: 'english-strings-by-module',
    buildStart() {
      this.addWatchFile(table);
      entries = tableEntries(readFileSync(table, 'utf8'));
    },
    transform(code, id) {
      if (id === table) return { code: emptyTable(code, this.parse(code)), map: null };
      if (!/\.tsx?$/.test(id) || !id.startsWith(srcDir + sep) || id.startsWith(i18nDir + sep)) return null;
      const registration = englishRegistration(code, entries, tablesModule);
      // On the module's first line, so its lines keep their numbers in the source maps.
      return registration ? { code: registration + code, map: null } : null;
    },
    renderChunk(code) {
      // Several modules of one chunk may name the same text: the chunk registers it once.
      const deduplicated = withoutRepeatedEntries(code, this.parse(code));
      return deduplicated === code ? null : { code: deduplicated, map: null };
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

/** Writes dist/sq-elements.css, the elements' sizes before their code runs, from the layouts' own constants. */
function preUpgradeStylesheet() {
  return {
    name: 'pre-upgrade-stylesheet',
    async writeBundle() {
      const { preUpgradeCss } = await tsImport('./src/shared/layout/pre-upgrade.ts', import.meta.url);
      await mkdir('dist', { recursive: true });
      await writeFile('dist/sq-elements.css', preUpgradeCss());
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
    elementPreloads(),
    loaderChunk(),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true }),
    commonjs({ include: /node_modules/ }),
    typeScript(),
    englishStringsByModule(),
    esbuildMinify(),
    themeStylesheet(),
    preUpgradeStylesheet(),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

/**
 * The ESM build for bundlers (dist/esm/): one module per source module, on the app's own React.
 * Every package stays an import (peer dependencies), so an app that has React ships it once. Not
 * minified: the app's bundler minifies it with the app.
 */
const esmBuild = {
  input,
  output: {
    dir: 'dist/esm',
    format: 'es',
    sourcemap: true,
    preserveModules: true,
    preserveModulesRoot: 'src',
    entryFileNames: '[name].js',
  },
  preserveEntrySignatures: 'exports-only',
  external: (id) => !/^\.{1,2}\//.test(id) && !isAbsolute(id) && !id.startsWith('\0'),
  plugins: [typeScript()],
};

/**
 * The owner back end's React pages (src/config/*.tsx, e.g. the inbox) in dist/config/, served by
 * the reference server at /dist/config/. A build of its own, so that its modules never change how
 * the elements' chunks are cut; on the same view runtime, HTTP client and string tables, each text
 * registered by the module that names it. Not part of the npm package.
 */
const backEndBuild = {
  input: Object.fromEntries(
    readdirSync('src/config')
      .filter((file) => /^[a-z-]+\.tsx?$/.test(file))
      .map((file) => [file.replace(/\.tsx?$/, ''), `src/config/${file}`]),
  ),
  output: {
    dir: 'dist/config',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks,
  },
  plugins: [
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true }),
    commonjs({ include: /node_modules/ }),
    typeScript(),
    englishStringsByModule(),
    esbuildMinify(),
  ],
  onwarn: browserBuild.onwarn,
};

export default [browserBuild, esmBuild, backEndBuild];
