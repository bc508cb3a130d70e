import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type RawServerDefault,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import type { Db, Dialect } from './db/schema.js';
import './decorations.js';
import { addJsonParser, DEFAULT_BODY_LIMIT } from './http/body.js';
import { addApiNoStore } from './http/caching.js';
import { addCompression } from './http/compression.js';
import { addCors, originPolicy } from './http/cors.js';
import { answerClientErrors } from './http/client-error.js';
import { addCrumbProtection } from './http/crumb.js';
import { addErrorHandlers, frameworkErrors } from './http/errors.js';
import { addPageContext } from './http/pages.js';
import { addPathCheck } from './http/request-path.js';
import { addRateLimiting, rateLimits, type RateLimit, type RateLimitName, type RateLimits } from './http/rate-limits.js';
import { addSecurityHeaders } from './http/security-headers.js';
import { addStaticFiles } from './http/static-files.js';
import * as paths from './paths.js';
import { addOwnerRoutes } from './http/owner-routes.js';
import { routes } from './routes/index.js';
import { addSecureCookies, sitePublicOrigin } from './http/public-address.js';
import { siteDocuments } from './site/context.js';
import { sitePages } from './routes/site-pages.js';

/** Registers `plugin` on the app itself rather than in a child scope, so its hooks and decorators apply everywhere. */
const atRoot = <T extends FastifyPluginAsync>(plugin: T): T => Object.assign(plugin, { [Symbol.for('skip-override')]: true });

/** The app as the routes see it: route schemas written in TypeBox type each request and reply. */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What app.ts hands every route module besides the app. */
export interface RouteOptions {
  rateLimit: RateLimits;
}

export interface AppOptions {
  /** The opened database (`openDatabase()` in server/db/index.ts); the caller closes it. */
  database: { db: Db; dialect: Dialect };
  /** Signs crumbs; every process on one database must share it. */
  secret: string;
  /** Origins allowed to call the API with credentials. */
  corsOrigins?: string[];
  /**
   * The proxy whose X-Forwarded-For and X-Forwarded-Proto count (Fastify's trustProxy): client
   * addresses for rate limits, https for Secure cookies. Off by default: the headers are ignored.
   */
  trustProxy?: boolean | number | string[];
  /** Fastify's logger option; off by default. */
  logger?: FastifyServerOptions['logger'];
  /** The site's public files, served at `/` (demo/public). */
  publicDir?: string;
  /** The build served at `/dist/`; must hold sq-elements.js. */
  distDir?: string;
  /** Overrides of DEFAULT_RATE_LIMITS (server/http/rate-limits.ts). */
  rateLimit?: Partial<Record<RateLimitName, Partial<RateLimit>>>;
  /** The largest request body in bytes; larger ones get a 413. */
  bodyLimit?: number;
  /** The site's public address (SQ_PUBLIC_URL, an http(s) origin); the site definition's `website.baseUrl` when left out. */
  publicUrl?: string;
}

/**
 * The reference server: demo site, built runtime and API routes. Returns the Fastify instance
 * unstarted, so tests can `inject` or `listen({ port: 0 })`.
 */
export function buildApp(options: AppOptions): App {
  const {
    database,
    secret,
    corsOrigins = [],
    trustProxy = false,
    logger = false,
    publicDir = paths.publicDir,
    distDir = paths.distDir,
    rateLimit,
    bodyLimit = DEFAULT_BODY_LIMIT,
    publicUrl,
  } = options;
  assertBuilt(distDir);
  if (!database?.db) throw new Error('buildApp needs the opened database: buildApp({ database: await openDatabase(), … }).');
  if (typeof secret !== 'string' || secret === '') throw new Error('buildApp needs the crumb secret: buildApp({ secret, … }).');
  const isAllowedOrigin = originPolicy(corsOrigins);

  const app = Fastify({
    logger,
    // A number of hops works at run time (proxy-addr), though Fastify's types list no number.
    trustProxy: trustProxy as FastifyServerOptions['trustProxy'],
    frameworkErrors,
    bodyLimit,
    // Schemas say "a string or null" as a type list, which Ajv's strict mode would warn about.
    ajv: { customOptions: { allowUnionTypes: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('sign', (value: string) => createHmac('sha256', secret).update(value).digest('base64url'));
  const documents = siteDocuments(database.db);
  const publicOrigin = async () => sitePublicOrigin(publicUrl, (await documents()).website?.website.baseUrl);
  app.decorate('publicOrigin', publicOrigin);
  const pages = sitePages(app);
  // A request the HTTP parser refuses (an address over 16 KB) gets the site's error page or a JSON reason.
  answerClientErrors(app.server, { page: pages.plainPage });
  addSecurityHeaders(app);
  addPathCheck(app);
  addErrorHandlers(app, pages);
  addJsonParser(app);

  // Order matters: cookies are parsed before the crumb is checked, and every hook is in place
  // before the static files and routes register.
  app.register(fastifyCookie);
  // After the cookie plugin, so its onSend hook has written the cookies this one marks Secure.
  app.register(atRoot(async (root) => addSecureCookies(root, async () => (await publicOrigin())?.startsWith('https:') === true)));
  app.register(fastifyFormbody);
  addCors(app, isAllowedOrigin);
  addRateLimiting(app);
  app.register(atRoot(async (root) => addCrumbProtection(root, { secret, isAllowedOrigin })));
  app.register(atRoot(async (root) => addPageContext(root, { distDir })));
  app.register(atRoot(async (root) => addOwnerRoutes(root)));
  addApiNoStore(app);
  addCompression(app);
  addStaticFiles(app, { publicDir, distDir, litHtmlDir: paths.packageDir('lit-html') });
  for (const route of routes) app.register(route, { rateLimit: rateLimits(rateLimit) });
  return app;
}

/** Fails before listening rather than serving a demo whose every script 404s. */
function assertBuilt(distDir: string): void {
  for (const file of ['sq-elements.js']) {
    const path = join(distDir, file);
    if (!existsSync(path)) {
      const shown = relative(process.cwd(), path) || path;
      throw new Error(`${shown} is missing: run npm run build first.`);
    }
  }
}
