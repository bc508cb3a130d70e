import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
} from 'fastify';
import type { Db, Dialect } from './db/schema.js';

/** What app.ts decorates the Fastify instance with, typed for every route and hook. */
declare module 'fastify' {
  interface FastifyInstance<
    RawServer extends RawServerBase,
    RawRequest extends RawRequestDefaultExpression<RawServer>,
    RawReply extends RawReplyDefaultExpression<RawServer>,
    Logger extends FastifyBaseLogger,
    TypeProvider extends FastifyTypeProvider,
  > {
    /** The opened database (server/db/index.ts). */
    db: Db;
    dialect: Dialect;
    /** The server's signature over `value` with its secret: the same on every process sharing the secret. */
    sign(value: string): string;
    /** The request's crumb, or a new one set as the `crumb` cookie (server/http/crumb.ts). */
    issueCrumb(request: FastifyRequest, reply: FastifyReply): string;
    /** The site's public address (server/http/public-address.ts): SQ_PUBLIC_URL, else `website.baseUrl`; never the request's. */
    publicOrigin(): Promise<string | undefined>;
  }

  interface FastifyContextConfig {
    /** The route answers a failed crumb itself with a page, for a browser's form post (server/http/crumb.ts). */
    answersCrumbFailure?: boolean;
  }
}
