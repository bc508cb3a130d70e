import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app.js';
import { EVENT_FIELDS, keepAnalyticsFields, PAYLOAD_FIELDS } from '../analytics/analytics-fields.js';
import { insertEvents } from '../store/events.js';
import { parseJsonFields } from '../validation/json.js';
import { anyObject, recorded } from '../validation/schemas.js';

/** Error reporting limits. */
export const MAX_ERRORS_PER_BATCH = 10;
export const STACK_MAX_CHARS = 5000;
/** Trace entries per flush: the log is flushed every 30 s, so a batch stays small. */
export const MAX_TRACE_ENTRIES = 500;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const object = Type.Optional(anyObject({ default: {} }));

const javascriptError = Type.Object(
  { event: text(200), data: anyObject(), timestamp: Type.Optional(Type.Number()) },
  { additionalProperties: false },
);

const traceEntry = Type.Object(
  { pageUrl: Type.Optional(Type.String({ maxLength: 2048 })), type: text(100), data: Type.Optional(Type.Unknown()) },
  { additionalProperties: false },
);

/** Event calls: every item becomes one row of `events` under the call's kind. */
export default async function events(app: App): Promise<void> {
  app.post(
    '/api/events/RecordJavascriptErrors',
    {
      // Ten errors with 5000-character stacks outgrow the default limit.
      bodyLimit: 128 * 1024,
      schema: { body: Type.Array(javascriptError, { minItems: 1, maxItems: MAX_ERRORS_PER_BATCH }), response: recorded },
    },
    async (request, reply) => {
      await insertEvents(app.db, 'RecordJavascriptErrors', request.body.map(truncateStack));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/events/Trace',
    {
      // 30 s of trace entries outgrow the default limit.
      bodyLimit: 256 * 1024,
      preValidation: parseJsonFields('data'),
      schema: {
        body: Type.Object({ data: Type.Array(traceEntry, { minItems: 1, maxItems: MAX_TRACE_ENTRIES }) }, { additionalProperties: false }),
        response: recorded,
      },
    },
    async (request, reply) => {
      await insertEvents(app.db, 'Trace', request.body.data);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/events/RecordEvent',
    {
      preValidation: parseJsonFields('data'),
      // `crumb` is checked by the crumb protection like every state-changing call, and not stored.
      schema: {
        body: Type.Object({ crumb: Type.Optional(Type.String()), event: text(200), data: object }, { additionalProperties: false }),
        response: recorded,
      },
    },
    async (request, reply) => {
      const { event, data } = request.body;
      await insertEvents(app.db, 'RecordEvent', [{ event, data }]);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/events',
    {
      schema: {
        body: Type.Object(
          { analyticsId: Type.Optional(Type.String({ maxLength: 100 })), customSchemaName: text(100), commonData: object, customData: object },
          { additionalProperties: false },
        ),
        response: { 202: Type.Object({ dropped: Type.Array(Type.String()) }) },
      },
    },
    async (request, reply) => {
      const { analyticsId = null, customSchemaName, commonData, customData } = request.body;
      // Both default to {} (the schema's default), so they are always there.
      const common = keepAnalyticsFields(commonData ?? {}, PAYLOAD_FIELDS, 'commonData');
      const custom = keepAnalyticsFields(customData ?? {}, EVENT_FIELDS, 'customData');
      const dropped = [...common.dropped, ...custom.dropped];
      if (dropped.length > 0) request.log.warn({ dropped }, 'analytics fields of the wrong type were dropped');
      await insertEvents(app.db, 'analytics', [{ analyticsId, customSchemaName, commonData: common.kept, customData: custom.kept }]);
      return reply.code(202).send({ dropped });
    },
  );
}

/** Error reporting keeps at most 5000 characters of a stack. */
function truncateStack(error: Static<typeof javascriptError>): Static<typeof javascriptError> {
  const { stack } = error.data;
  if (typeof stack !== 'string' || stack.length <= STACK_MAX_CHARS) return error;
  return { ...error, data: { ...error.data, stack: stack.slice(0, STACK_MAX_CHARS) } };
}
