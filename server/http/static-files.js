import fastifyStatic from '@fastify/static';

/**
 * The demo site at `/`, the build at `/dist/`, and lit-html's browser modules at `/vendor/lit-html/`
 * so the demo can import them without a bundling step (an import map would be an inline script).
 */
export function addStaticFiles(app, { demoDir, distDir, litHtmlDir }) {
  // The shared header and footer (demo-includes.js) are parts of pages, not pages.
  app.register(fastifyStatic, { root: demoDir, prefix: '/', redirect: true, index: ['index.html'], allowedPath: (path) => !path.startsWith('/partials/') });
  app.register(fastifyStatic, { root: distDir, prefix: '/dist/', decorateReply: false });
  app.register(fastifyStatic, {
    root: litHtmlDir,
    prefix: '/vendor/lit-html/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /\.js(\.map)?$/.test(path),
  });
}
