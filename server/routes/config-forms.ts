/**
 * The owner back end's form builder: the site's forms, made, edited and deleted by an owner who may
 * change content (an editor or an admin). A saved form is what the site's pages draw and what the
 * submission routes check from the next request on (server/store/form-builder.ts says why the site
 * definition does not overwrite it). Every route is an owner route of the content area
 * (server/http/owner-routes.ts: 401 `loginRequired`, 403 with the rule); a change also needs the
 * crumb (401 `crumbFail`, server/http/crumb.ts).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../app.js';
import { builderProblems, builderProperties, builderShapeProblems, TEXTAREA_MAX_LENGTH_FLAG } from '../../src/shared/forms/builder.js';
import { formDefinitionProblems } from '../../src/shared/forms/definition-schema.js';
import type { FormDefinition, FormField } from '../../src/shared/forms/fields.js';
import { t } from '../../src/shared/i18n/format.js';
import { createForm, deleteForm, findBuilderForm, listBuilderForms, saveForm } from '../store/form-builder.js';
import { anyObject } from '../validation/schemas.js';

export const FORMS_API = '/api/config/forms';

const NO_FORM = 'No form with this id; it may have been deleted.';
const formParams = Type.Object({ formId: Type.String({ minLength: 1, maxLength: 100 }) });
/** The runtime's HTTP client adds the crumb to every call's query. */
const anyQuery = Type.Object({}, { additionalProperties: true });

/** A form as the builder receives it: every field cut to the properties its type offers, empty texts left out. */
function normalized(input: Record<string, unknown>, id: string, kept: Pick<FormDefinition, 'newsletter' | 'formHandlerFlags'>): FormDefinition {
  const flags = kept.formHandlerFlags ?? [];
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const fields = (input.fields as FormField[]).map((given) => {
    const field: Record<string, unknown> = { id: given.id, type: given.type, title: typeof given.title === 'string' ? given.title : '' };
    for (const name of builderProperties(given.type, flags)) {
      const value = given[name];
      if (value === undefined || value === null || value === '') continue;
      field[name] = name === 'options' ? (value as string[]).map((option) => option.trim()).filter(Boolean) : value;
    }
    return field as unknown as FormField;
  });
  const form: FormDefinition = { id, name: String(input.name).trim(), fields };
  const submitButtonText = text(input.submitButtonText);
  const postSubmitMessage = text(input.postSubmitMessage);
  const postSubmitHtml = text(input.postSubmitHtml);
  const successRedirect = text(input.successRedirect)?.trim();
  if (submitButtonText) form.submitButtonText = submitButtonText;
  if (postSubmitMessage) form.postSubmitMessage = postSubmitMessage;
  if (postSubmitHtml) form.postSubmitHtml = postSubmitHtml;
  if (successRedirect) form.successRedirect = successRedirect;
  if (input.captcha === true) form.captcha = true;
  if (kept.newsletter) form.newsletter = true;
  if (kept.formHandlerFlags) form.formHandlerFlags = [...kept.formHandlerFlags];
  return form;
}

/** The form in `body`, checked; or a 400 with the first reason already sent (undefined). */
function checked(
  body: Record<string, unknown>,
  id: string,
  kept: Pick<FormDefinition, 'newsletter' | 'formHandlerFlags'>,
  reply: FastifyReply,
): FormDefinition | undefined {
  const refuse = (error: string) => {
    void reply.code(400).send({ error });
    return undefined;
  };
  if (body.id !== undefined && body.id !== id) return refuse('The form’s id is not the one in the address.');
  const extra = builderShapeProblems(body, kept.formHandlerFlags ?? []);
  if (extra.length) return refuse(extra[0]?.message ?? '');
  const shape = formDefinitionProblems({ ...body, id }, { stored: true });
  if (shape.length) return refuse(`The form ${shape[0]?.message}.`);
  const form = normalized(body, id, kept);
  const problems = builderProblems(form);
  if (problems.length) {
    void reply.code(400).send({ error: problems[0]?.message, problems });
    return undefined;
  }
  return form;
}

export default async function configForms(app: App): Promise<void> {
  /** The site's form-handler flags: those its forms carry (a new form gets them too). */
  const siteFlags = async (): Promise<string[]> => {
    const flags = new Set<string>();
    for (const { form } of await listBuilderForms(app.db)) for (const flag of form.formHandlerFlags ?? []) flags.add(flag);
    return [...flags];
  };

  app.get(FORMS_API, { config: { owner: 'content' }, schema: { querystring: anyQuery } }, async () => {
    const [listed, flags] = await Promise.all([listBuilderForms(app.db), siteFlags()]);
    return {
      formHandlerFlags: flags,
      textareaMaxLength: flags.includes(TEXTAREA_MAX_LENGTH_FLAG),
      forms: listed.map(({ form, ownerEdited, submissionCount }) => ({
        id: form.id,
        name: form.name,
        fieldCount: form.fields.length,
        submissionCount,
        ownerEdited,
      })),
    };
  });

  app.get(`${FORMS_API}/:formId`, { config: { owner: 'content' }, schema: { params: formParams, querystring: anyQuery } }, async (request, reply) => {
    const found = await findBuilderForm(app.db, request.params.formId);
    if (!found) return reply.code(404).send({ error: NO_FORM });
    return { form: found.form, submissionCount: found.submissionCount };
  });

  app.post(FORMS_API, { config: { owner: 'content' }, schema: { body: anyObject(), querystring: anyQuery } }, async (request, reply) => {
    const flags = await siteFlags();
    const form = checked(request.body, 'new', { formHandlerFlags: flags.length ? flags : undefined }, reply);
    if (!form) return reply;
    const { id: _placeholder, ...rest } = form;
    return reply.code(201).send({ form: await createForm(app.db, rest) });
  });

  app.put(
    `${FORMS_API}/:formId`,
    { config: { owner: 'content' }, schema: { params: formParams, body: anyObject(), querystring: anyQuery } },
    async (request, reply) => {
      const found = await findBuilderForm(app.db, request.params.formId);
      if (!found) return reply.code(404).send({ error: NO_FORM });
      const form = checked(request.body, found.form.id, found.form, reply);
      if (!form) return reply;
      if (!(await saveForm(app.db, form))) return reply.code(404).send({ error: NO_FORM });
      return { form };
    },
  );

  app.delete(
    `${FORMS_API}/:formId`,
    { config: { owner: 'content' }, schema: { params: formParams, querystring: anyQuery } },
    async (request, reply) => {
      const outcome = await deleteForm(app.db, request.params.formId);
      if (!outcome) return reply.code(404).send({ error: NO_FORM });
      if (!outcome.deleted) return reply.code(409).send({ error: t('formBuilderDeleteRefused', { n: outcome.submissionCount }) });
      return { deleted: request.params.formId };
    },
  );
}
