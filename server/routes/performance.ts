import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app.js';
import { createPageLoad, insertPerformanceRecords, unknownPageLoads } from '../store/performance.js';
import { httpError } from '../http/errors.js';
import { parseJson } from '../validation/json.js';
import { anyObject, recorded } from '../validation/schemas.js';

export const EMPTY_MESSAGE = 'Performance data must not be empty.';
/** Records per report: one page's entries over its first 60 s. */
export const MAX_RECORDS = 500;

const uuid = Type.String({ format: 'uuid' });
const time = Type.Optional(Type.Number({ minimum: 0 }));

/**
 * A record: a PerformanceEntry (`entryType` mark, measure, navigation, paint, resource …) or a
 * computed metric (`entryType` 'metric', e.g. LCP with a `value`).
 */
const record = Type.Object(
  {
    pageLoadId: uuid,
    entryType: Type.String({ pattern: '^[a-z][a-z-]{0,39}$' }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    startTime: time,
    duration: time,
    value: Type.Optional(Type.Number()),
    detail: Type.Optional(anyObject()),
  },
  { additionalProperties: false },
);

/** Marks and measures are the page's own timings; only those named rum-… are reported. */
export function isReported({ entryType, name }: { entryType: string; name: string }): boolean {
  return (entryType !== 'mark' && entryType !== 'measure') || name.startsWith('rum-');
}

/**
 * Performance reporting: settings hand out a page load id; records arrive later by
 * sendBeacon (a text/plain body, the crumb in the query) or XHR (JSON).
 */
export default async function performance(app: App): Promise<void> {
  app.get(
    '/api/1/performance/settings',
    {
      schema: {
        response: { 200: Type.Object({ pageLoadId: uuid }, { additionalProperties: false }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { pageLoadId: await createPageLoad(app.db) };
    },
  );

  app.post(
    '/api/1/performance/records',
    {
      // A page's first 60 s of entries outgrow the default limit.
      bodyLimit: 256 * 1024,
      preValidation: parseRecords,
      schema: {
        querystring: Type.Object({ crumb: Type.Optional(Type.String()) }),
        body: Type.Array(record, { minItems: 1, maxItems: MAX_RECORDS }),
        response: recorded,
      },
    },
    async (request, reply) => {
      const records = request.body;
      const unknown = await unknownPageLoads(app.db, [...new Set(records.map((entry) => entry.pageLoadId))]);
      if (unknown.length > 0) throw httpError(400, `Unknown pageLoadId: ${unknown.join(', ')}`);
      const reported = records.filter(isReported);
      if (reported.length > 0) await insertPerformanceRecords(app.db, reported);
      return reply.code(204).send();
    },
  );
}

/** sendBeacon sends the JSON array as text; an empty report is refused with a fixed message. */
async function parseRecords(request: FastifyRequest): Promise<void> {
  const { body } = request;
  if (typeof body === 'string') request.body = body.trim() === '' ? [] : parseJson(body, 'body');
  if (request.body == null || (Array.isArray(request.body) && request.body.length === 0)) throw httpError(400, EMPTY_MESSAGE);
}
