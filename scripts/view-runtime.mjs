import { resolve } from 'node:path';

/**
 * What renders the views in what visitors download and in the browser tests: Preact's
 * React-compatible runtime, about 11 KB gzip where react-dom 19 alone is about 60 KB. The views are
 * written against React's API and type-checked with React's types; these aliases swap the runtime
 * under them at bundle time, for the CDN build and the browser tests alike, so the tests run what
 * ships. The ESM build for bundlers takes none of them: there the views run on the app's own React.
 * A key starting with `./` names a source file (from the repository root) swapped for another.
 */
export const REACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  // React renders what a user event changed before the next event; on Preact the element makes it so.
  './src/elements/render-queue.ts': './src/elements/render-queue.preact.ts',
};

const root = resolve(import.meta.dirname, '..');

/** The aliases of packages: bare specifiers and what they resolve to instead. */
export const packageAliases = Object.fromEntries(Object.entries(REACT_ALIASES).filter(([key]) => !key.startsWith('./')));

/** The aliases of source files: absolute path to absolute path. */
export const fileAliases = new Map(
  Object.entries(REACT_ALIASES)
    .filter(([key]) => key.startsWith('./'))
    .map(([key, value]) => [resolve(root, key), resolve(root, value)]),
);

/** An esbuild plugin that swaps the source files `fileAliases` names (a source's `./x.js` import is its `./x.ts`). */
export function esbuildFileAliases() {
  return {
    name: 'view-runtime-files',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
        return fileAliases.has(path) ? { path: fileAliases.get(path) } : undefined;
      });
    },
  };
}
