/**
 * What renders the views in what visitors download and in the browser tests: Preact's
 * React-compatible runtime, about 11 KB gzip where react-dom 19 alone is about 60 KB. The views are
 * written against React's API and type-checked with React's types; these aliases swap the runtime
 * under them at bundle time, for the build and the browser tests alike, so the tests run what ships.
 */
export const REACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};
