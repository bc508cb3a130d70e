import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storageFailure, storageFailureMessage } from '../db/failures.js';
import { isTrustworthyOrigin, openerPolicy, securityHeaders } from './security-headers.js';

/** An error the error handler answers as `{ error: message }` with this status. */
export function httpError(statusCode: number, message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode });
}

/** Fastify's own wording, made to say what to do where it does not. */
function clientMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `Request body is too large: the limit is ${request.routeOptions?.bodyLimit ?? 'smaller'} bytes.`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported Media Type: ${request.headers['content-type'] ?? 'none'}; send application/json.`;
    default:
      return error.message || 'Bad request';
  }
}

/** The site's own not-found and error pages, for a browser asking for a page (server/routes/site-pages.ts). */
export interface SitePageAnswers {
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  serverError(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  unavailable(request: FastifyRequest, reply: FastifyReply, reason: string): Promise<boolean>;
}

/**
 * A browser asking for a page gets the site's not-found (404) or error (500, or 503) page in its layout.
 * Every other failure answers JSON `{ error }`. Storage that cannot serve (a full disk, a read-only
 * database, PostgreSQL down or restarting) is a 503 saying so; only a fault of the server itself is a 500.
 */
export function addErrorHandlers(app: FastifyInstance, pages?: SitePageAnswers): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (pages && (await pages.notFound(request, reply))) return reply;
    return reply.code(404).send({ error: 'Not found' });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = Number(error.statusCode);
    if (status >= 400 && status < 500) {
      reply.code(status).send({ error: clientMessage(error, request) });
      return;
    }
    const storage = storageFailure(error);
    // The storage's state, not a fault of the code: one line of warning, without a stack per request.
    if (storage) request.log.warn(`answered 503, ${storage}: ${error.message}`);
    else request.log.error(error);
    if (storage) {
      reply.header('retry-after', 60);
      if (pages && !reply.sent) {
        void pages
          .unavailable(request, reply, storage)
          .then((answered) => answered || reply.code(503).send({ error: storageFailureMessage(storage) }));
        return;
      }
      reply.code(503).send({ error: storageFailureMessage(storage) });
      return;
    }
    if (pages && !reply.sent) {
      void pages.serverError(request, reply).then((answered) => answered || reply.code(500).send({ error: 'Internal server error' }));
      return;
    }
    reply.code(500).send({ error: 'Internal server error' });
  });
}

/** Errors the router raises before any route runs, such as a malformed URL: the client's fault. Hooks do not run here. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply
    .code(400)
    .headers({ ...securityHeaders, ...(isTrustworthyOrigin(request) && openerPolicy) })
    .send({ error: error.message || 'Bad request' });
}
