import { relative } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlOfBuildFile, REVALIDATE } from './caching.js';
import { DIST_PATH } from './module-preloads.js';

/**
 * Exactly three folders are public: the site's public files at `/` (demo/public), the build at
 * `/dist/`, and lit-html's browser modules at `/vendor/lit-html/` so the demo can import them
 * without a bundling step (an import map would be an inline script). The site definition and the
 * page partials live outside all three. Paths are checked before they get here (request-path.ts).
 *
 * The build is sent as the build compressed it (scripts/precompress.mjs: `FILE.br`, `FILE.gz`),
 * chosen by Accept-Encoding; hashed chunks are cached for a year, everything else revalidates
 * with its ETag. Other text files are compressed as they go out, and every text answer says it
 * varies with Accept-Encoding (compression.ts).
 */
export function addStaticFiles(
  app: FastifyInstance,
  { publicDir, distDir, litHtmlDir }: { publicDir: string; distDir: string; litHtmlDir: string },
): void {
  const revalidate = (response: SetHeadersResponse) => response.setHeader('cache-control', REVALIDATE);
  app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/',
    // One route per file, found as the server starts, so the site's pages (server/routes/site-pages.ts) answer every other path.
    wildcard: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: revalidate,
  });
  app.register(fastifyStatic, {
    root: distDir,
    prefix: DIST_PATH,
    decorateReply: false,
    dotfiles: 'ignore',
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => response.setHeader('cache-control', cacheControlOfBuildFile(relative(distDir, path))),
  });
  app.register(fastifyStatic, {
    root: litHtmlDir,
    prefix: '/vendor/lit-html/',
    decorateReply: false,
    index: false,
    allowedPath: (path) => /\.js(\.map)?$/.test(path),
    cacheControl: false,
    setHeaders: revalidate,
  });
}
