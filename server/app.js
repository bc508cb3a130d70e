import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import Fastify from 'fastify';
import { addErrorHandlers, frameworkErrors } from './http/errors.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { addStaticFiles } from './http/static-files.js';
import * as paths from './paths.js';
import { routes } from './routes/index.js';

/**
 * The reference server: demo site, built runtime and API routes. Returns the Fastify instance
 * unstarted, so tests can `inject` or `listen({ port: 0 })`.
 *
 * @param {object} [options]
 * @param {boolean | object} [options.logger] Fastify's logger option; off by default.
 * @param {string} [options.demoDir] The folder served at `/`.
 * @param {string} [options.distDir] The build served at `/dist/`; must hold sq-elements.js.
 */
export function buildApp(options = {}) {
  const { logger = false, demoDir = paths.demoDir, distDir = paths.distDir } = options;
  assertBuilt(distDir);

  const app = Fastify({ logger, frameworkErrors });
  addSecurityHeaders(app);
  addErrorHandlers(app);
  addStaticFiles(app, { demoDir, distDir, litHtmlDir: paths.packageDir('lit-html') });
  for (const route of routes) app.register(route);
  return app;
}

/** Fails before listening rather than serving a demo whose every script 404s. */
function assertBuilt(distDir) {
  const loader = join(distDir, 'sq-elements.js');
  if (!existsSync(loader)) {
    const shown = relative(process.cwd(), loader) || loader;
    throw new Error(`${shown} is missing: run npm run build first.`);
  }
}
