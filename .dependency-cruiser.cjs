/**
 * The layers a tool checks (`npm run lint:layers`). Arrows point the way imports may go:
 *
 *   runtime ──▶ elements ──▶ react ──▶ shared ◀── server
 *      └───────────────────────────────▲
 *
 * `src/shared` is plain TypeScript with no DOM framework; `src/react` draws it; `src/elements` wraps
 * views as custom elements; `src/runtime` is page orchestration that loads elements. Nothing but the
 * tests imports `server/`. The entry point `src/index.ts` sits above all.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'shared-imports-only-shared',
      comment: 'src/shared is the lowest layer: it imports nothing from elements, react or runtime.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(elements|react|runtime)/' },
    },
    {
      name: 'react-imports-only-shared',
      comment: 'Views (src/react) import only src/shared; the factory and the runtime sit above them.',
      severity: 'error',
      from: { path: '^src/react/', pathNot: '^src/react/(Gallery/useGalleryLightbox\\.ts|Products/QuickView\\.tsx)$' },
      to: { path: '^src/(elements|runtime)/' },
    },
    {
      name: 'gallery-lightbox-load',
      comment: 'An exception: the gallery fetches the <sq-lightbox> chunk on first open. It may load that element and nothing else above it.',
      severity: 'error',
      from: { path: '^src/react/Gallery/useGalleryLightbox\\.ts$' },
      to: { path: '^src/(elements/(?!sq-lightbox\\.ts$)|runtime/)' },
    },
    {
      name: 'quick-view-product-load',
      comment:
        "The other exception: the product list's quick view, its own chunk, shows a <sq-product>. It may load that element and nothing else above it.",
      severity: 'error',
      from: { path: '^src/react/Products/QuickView\\.tsx$' },
      to: { path: '^src/(elements/(?!sq-product\\.ts$)|runtime/)' },
    },
    {
      name: 'elements-not-runtime',
      comment: 'Elements import views and src/shared; the runtime that loads them sits above.',
      severity: 'error',
      from: { path: '^src/elements/' },
      to: { path: '^src/runtime/' },
    },
    {
      name: 'runtime-imports-elements-and-shared',
      comment: 'The runtime loads elements and uses src/shared; it does not reach past the elements into views.',
      severity: 'error',
      from: { path: '^src/runtime/' },
      to: { path: '^src/react/' },
    },
    {
      name: 'server-imports-only-shared',
      comment: 'The server shares the runtime rules in src/shared and nothing else of the library.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src/(?!shared/)|dist/)' },
    },
    {
      name: 'nothing-imports-server',
      comment: 'Only tests import the server.',
      severity: 'error',
      from: { path: '^(?!server/|test/)' },
      to: { path: '^server/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules in src do not import each other in a circle: the shared bit belongs in the lower module.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-shared-folders',
      comment: 'Folders in src/shared (events, consent, site, analytics …) do not import each other in a circle either.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/shared/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
