import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { buttonEventFields, censusHitData, HIT_EVENTS, objectOf, pageFields, visitorCookie } from '../analytics/census-schemas.js';
import { declinedTracking } from '../analytics/consent.js';
import { hitStore, type Hit } from '../store/hits.js';
import { emptyBodyAsObject, parseJsonFields } from '../validation/json.js';
import { recorded } from '../validation/schemas.js';

/** A hit is well under 1 KiB; a smaller limit than the app's turns junk away sooner. */
const bodyLimit = 16 * 1024;

/**
 * Census calls: each stores one row in `hits` with the call's kind and answers 204 once it is
 * committed. Lean on purpose (one INSERT shared by the hits that arrive together, no other query,
 * nothing logged): page views arrive at thousands per second.
 */
export default async function census(app: App): Promise<void> {
  const insertHit = hitStore(app.db);

  app.post(
    '/api/census/RecordHit',
    {
      bodyLimit,
      preValidation: parseJsonFields('data'),
      schema: {
        body: objectOf({ event: Type.Integer({ enum: HIT_EVENTS }), data: censusHitData, ss_cvr: visitorCookie }),
        response: recorded,
      },
    },
    async (request, reply) => {
      const { event, data, ss_cvr: visitor = data.visitorCookie } = request.body;
      await insertHit({ kind: 'RecordHit', event, visitor: identify(request, visitor, data), data });
      return reply.code(204).send();
    },
  );

  const buttonEvent = objectOf({ visitorCookie, ...pageFields, ...buttonEventFields });
  for (const kind of ['button-click', 'button-render']) recordBody(app, insertHit, `/api/census/${kind}`, kind, buttonEvent);
  recordBody(
    app,
    insertHit,
    '/api/census/form-render',
    'form-render',
    objectOf({ formId: Type.String({ minLength: 1, maxLength: 100 }), visitorCookie }),
  );
  recordBody(app, insertHit, '/api/census/overlay', 'overlay', objectOf({ visitorCookie, ...pageFields }));

  app.post(
    '/api/census/RecordQuickView/:id',
    {
      bodyLimit,
      preValidation: emptyBodyAsObject,
      schema: {
        params: objectOf({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) }),
        body: objectOf({ visitorCookie, ...pageFields }),
        response: recorded,
      },
    },
    async (request, reply) => {
      const data = { id: request.params.id, ...request.body };
      await insertHit({ kind: 'RecordQuickView', visitor: identify(request, data.visitorCookie, data), data });
      return reply.code(204).send();
    },
  );
}

/** A census call whose body is the record: stored whole, the visitor cookie also in its own column. */
function recordBody<T extends TSchema>(app: App, insertHit: (hit: Hit) => Promise<void>, url: string, kind: string, body: T): void {
  app.post(url, { bodyLimit, schema: { body, response: recorded } }, async (request, reply) => {
    const data = request.body as Static<T> & { visitorCookie?: string };
    await insertHit({ kind, visitor: identify(request, data.visitorCookie, data), data });
    return reply.code(204).send();
  });
}

/** The visitor to store, or none (and none left in the record) when the visitor declined tracking. */
function identify(request: FastifyRequest, visitor: string | undefined, record: { visitorCookie?: string | undefined }): string | null {
  if (!declinedTracking(request)) return visitor ?? null;
  delete record.visitorCookie;
  return null;
}
