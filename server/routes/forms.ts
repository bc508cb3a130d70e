import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { App, RouteOptions } from '../app.js';
import { httpError } from '../http/errors.js';
import { addressOf, rateLimited, visitorOf } from '../http/rate-limits.js';
import { SUBMIT_BUTTON_TEXT_MAX_LENGTH } from '../site/definition.js';
import { FORM_LOCALE as LOCALE, takeSubmission } from '../forms/submissions.js';
import { t } from '../../src/shared/i18n/format.js';
import { issueFormKey, purgeExpiredFormKeys } from '../store/forms.js';
import { emptyBodyAsObject } from '../validation/json.js';
import { anyObject, nullableString } from '../validation/schemas.js';

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

const text = (maxLength: number) => Type.Optional(nullableString({ maxLength }));

const saveFormSubmissionBody = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 100 }),
    formId: Type.String({ minLength: 1, maxLength: 100 }),
    // Field id to value, as an object or as the JSON text of one.
    form: Type.Union([anyObject(), Type.String()]),
    captchaKey: text(4096),
    collectionId: text(100),
    objectName: text(200),
    isOverlayForm: Type.Optional(Type.Unsafe<boolean | null>({ type: ['boolean', 'null'] })),
    submitButtonText: text(SUBMIT_BUTTON_TEXT_MAX_LENGTH),
    pageTitle: text(500),
    pageId: text(100),
    contentSource: Type.Optional(Type.Unsafe<'i' | 'c' | '' | null>({ type: ['string', 'null'], enum: ['i', 'c', '', null] })),
    pagePath: text(2000),
    pagePermissionTypeValue: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'] })),
  },
  // The page-event census fields ride along; they are not stored with the submission.
  { additionalProperties: true },
);

/** The form a submission names, for its rate limits; the hook runs after validation, so the body is checked. */
const formIdOf = (request: FastifyRequest): unknown => (request.body as { formId?: unknown } | undefined)?.formId;

/** The submitted field values: an object, or JSON text of one; anything else is a 400. */
function formValues(form: Record<string, unknown> | string): Record<string, unknown> {
  if (typeof form !== 'string') return form;
  try {
    const values: unknown = JSON.parse(form);
    if (typeof values === 'object' && values !== null && !Array.isArray(values)) return values as Record<string, unknown>;
  } catch {
    // Answered below like any other unparseable value.
  }
  throw httpError(400, t('formFieldsUnparseable', undefined, LOCALE));
}

/**
 * Form submission: a single-use key, then the submission. Checked in the order the runtime
 * reports failures: the key (401), the form (404), the captcha and the fields (400); the rate limit
 * (429) comes first of all and does not use up the key.
 */
export default async function forms(app: App, { rateLimit }: RouteOptions): Promise<void> {
  const purge = setInterval(() => purgeExpiredFormKeys(app.db).catch((error) => app.log.warn(error)), PURGE_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.post(
    '/api/form/FormSubmissionKey',
    {
      preValidation: emptyBodyAsObject,
      preHandler: rateLimited(
        app,
        [
          { name: 'formKey', ...rateLimit.formKey, key: visitorOf },
          { name: 'formKeyAddress', ...rateLimit.formKeyAddress, key: addressOf },
        ],
        t('formSubmissionKeyFailed', undefined, LOCALE),
      ),
      schema: {
        body: anyObject(),
        response: { 200: Type.Object({ key: Type.String() }) },
      },
    },
    async () => ({ key: await issueFormKey(app.db) }),
  );

  app.post(
    '/api/form/SaveFormSubmission',
    {
      preHandler: rateLimited(
        app,
        [
          { name: 'form', ...rateLimit.form, key: (request) => `${visitorOf(request)}|${formIdOf(request)}` },
          { name: 'formAddress', ...rateLimit.formAddress, key: (request) => `${addressOf(request)}|${formIdOf(request)}` },
        ],
        t('formRateLimited', undefined, LOCALE),
      ),
      schema: {
        body: saveFormSubmissionBody,
        response: { 200: Type.Object({ id: Type.String() }) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const outcome = await takeSubmission(app.db, { ...body, visitor: request.cookies.ss_cvr?.slice(0, 200) }, () => formValues(body.form));
      if (outcome.ok) return { id: outcome.id };
      // A refusal answers without a 400 schema, so the error handler's `{ error }` answers keep theirs.
      if ('errors' in outcome) return (reply as FastifyReply).code(400).send({ errors: outcome.errors });
      throw httpError(outcome.status, outcome.error);
    },
  );
}
