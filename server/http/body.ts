import type { FastifyInstance } from 'fastify';

/** The default request body limit: far above any form, census hit or performance batch. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Request bodies: JSON (an empty JSON body counts as no body, as clients send the header on
 * body-less POSTs such as FormSubmissionKey), form-encoded census calls (@fastify/formbody,
 * registered in app.ts), and text: Fastify's own text/plain parser hands beacons their body as
 * a string.
 */
export function addJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') done(null, undefined);
    else parseJson(request, text, done);
  });
}
