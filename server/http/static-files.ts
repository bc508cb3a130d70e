import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DIST_PATH } from './module-preloads.js';

/**
 * Exactly three folders are public: the site's public files at `/` (demo/public), the build at
 * `/dist/`, and lit-html's browser modules at `/vendor/lit-html/` so the demo can import them
 * without a bundling step (an import map would be an inline script). The site definition and the
 * page partials live outside all three. Paths are checked before they get here (request-path.ts).
 */
export function addStaticFiles(
  app: FastifyInstance,
  { publicDir, distDir, litHtmlDir }: { publicDir: string; distDir: string; litHtmlDir: string },
): void {
  app.register(fastifyStatic, { root: publicDir, prefix: '/', redirect: true, index: ['index.html'], dotfiles: 'ignore' });
  app.register(fastifyStatic, { root: distDir, prefix: DIST_PATH, decorateReply: false, dotfiles: 'ignore' });
  app.register(fastifyStatic, {
    root: litHtmlDir,
    prefix: '/vendor/lit-html/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /\.js(\.map)?$/.test(path),
  });
}
