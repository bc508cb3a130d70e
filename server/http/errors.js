import { securityHeaders } from './security-headers.js';

/** Every failure answers JSON `{ error }`; only a fault of the server itself is a 500. */
export function addErrorHandlers(app) {
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: 'Not found' });
  });

  app.setErrorHandler((error, request, reply) => {
    const status = Number(error.statusCode);
    if (status >= 400 && status < 500) {
      reply.code(status).send({ error: error.message || 'Bad request' });
      return;
    }
    request.log.error(error);
    reply.code(500).send({ error: 'Internal server error' });
  });
}

/** Errors the router raises before any route runs, such as a malformed URL: the client's fault. Hooks do not run here. */
export function frameworkErrors(error, request, reply) {
  reply.code(400).headers(securityHeaders).send({ error: error.message || 'Bad request' });
}
