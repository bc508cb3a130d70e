import { createPageLoad, insertPerformanceRecords, unknownPageLoads } from '../store/performance.js';
import { httpError } from '../http/errors.js';
import { parseJson } from '../validation/json.js';

export const EMPTY_MESSAGE = 'Performance data must not be empty.';
/** Records per report: one page's entries over its first 60 s (§9). */
export const MAX_RECORDS = 500;

const uuid = { type: 'string', format: 'uuid' };
const time = { type: 'number', minimum: 0 };

/**
 * A record: a PerformanceEntry (`entryType` mark, measure, navigation, paint, resource …) or a
 * computed metric (`entryType` 'metric', e.g. LCP with a `value`).
 */
const record = {
  type: 'object',
  additionalProperties: false,
  required: ['pageLoadId', 'entryType', 'name'],
  properties: {
    pageLoadId: uuid,
    entryType: { type: 'string', pattern: '^[a-z][a-z-]{0,39}$' },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    startTime: time,
    duration: time,
    value: { type: 'number' },
    detail: { type: 'object' },
  },
};

/** Marks and measures are the page's own timings; only those named rum-… are reported (§5). */
export function isReported({ entryType, name }) {
  return (entryType !== 'mark' && entryType !== 'measure') || name.startsWith('rum-');
}

/**
 * Performance reporting (§7): settings hand out a page load id; records arrive later by
 * sendBeacon (a text/plain body, the crumb in the query) or XHR (JSON).
 */
export default async function performance(app) {
  app.get(
    '/api/1/performance/settings',
    {
      schema: {
        response: { 200: { type: 'object', additionalProperties: false, required: ['pageLoadId'], properties: { pageLoadId: uuid } } },
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
        querystring: { type: 'object', properties: { crumb: { type: 'string' } } },
        body: { type: 'array', minItems: 1, maxItems: MAX_RECORDS, items: record },
        response: { 204: { description: 'Recorded', type: 'null' } },
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

/** sendBeacon sends the JSON array as text; an empty report is refused with the spec's words. */
async function parseRecords(request) {
  const { body } = request;
  if (typeof body === 'string') request.body = body.trim() === '' ? [] : parseJson(body, 'body');
  if (request.body == null || (Array.isArray(request.body) && request.body.length === 0)) throw httpError(400, EMPTY_MESSAGE);
}
