import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../app.js';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import { INBOX_API } from '../../src/shared/inbox/api.js';
import { csvFile, csvRecord } from '../../src/shared/inbox/csv.js';
import { submissionFields } from '../../src/shared/inbox/fields.js';
import { countSubmissions, deleteSubmission, findSubmission, listSubmissions, type InboxCursor, type ListedSubmission } from '../store/forms.js';
import { decodeCursor, encodeCursor, listCarts, listForms, listOrders, listReviews } from '../store/inbox.js';
import { readSiteDocuments } from '../store/site.js';

/** A page of an inbox holds this many rows unless the call asks for fewer; never more than the maximum. */
export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_PAGE_SIZE = 50;

/** The CSV export reads the form's submissions this many at a time, so a large inbox never sits in memory at once. */
const EXPORT_BATCH = 500;

const BAD_CURSOR = 'The cursor is not one this inbox gave out; start again from the first page.';
const NO_FORM = 'No form with this id.';
const NO_SUBMISSION = 'No submission with this id; it may have been deleted already.';

const pageQuery = Type.Object(
  {
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 400 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: INBOX_MAX_PAGE_SIZE })),
  },
  // The runtime's HTTP client adds the crumb to every GET.
  { additionalProperties: true },
);
const formParams = Type.Object({ formId: Type.String({ minLength: 1, maxLength: 64 }) });
const submissionParams = Type.Object({ submissionId: Type.String({ minLength: 1, maxLength: 64 }) });

/** A page of rows and where the next one starts (null after the last). */
function page<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => InboxCursor): { rows: Row[]; nextCursor: string | null } {
  const last = rows.at(-1);
  return { rows, nextCursor: rows.length === limit && last ? encodeCursor(cursorOf(last)) : null };
}

/** The submission as the owner reads it: its page fields, and each field by its title in the form's order. */
function submissionAnswer(form: FormDefinition | undefined, submission: ListedSubmission) {
  const { values, visitor: _visitor, ...pageFields } = submission;
  return { ...pageFields, formName: form?.name ?? null, fields: form ? submissionFields(form, values) : [] };
}

/** A file name for the export: the form's name in lower case letters, digits and hyphens. */
function exportFileName(form: FormDefinition): string {
  const slug = form.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'form'}-submissions.csv`;
}

/**
 * The owner back end's inbox: what visitors sent (form submissions by form, newsletter sign-ups,
 * product reviews, test orders, carts), newest first a page at a time, a form's submissions as CSV,
 * and deleting a submission. Without an owner session every call answers 401 `loginRequired`; an
 * owner who may read reads, and only one who may change the site deletes (a viewer gets 403).
 */
export default async function configInbox(app: App): Promise<void> {
  const forms = async (): Promise<FormDefinition[]> => listForms(app.db);
  const formById = async (id: string) => (await forms()).find((form) => form.id === id);

  /** The cursor of a page query, or a 400 already sent (undefined with `reply.sent`). */
  function cursorOf(query: { cursor?: string | undefined }, reply: FastifyReply): InboxCursor | undefined | false {
    if (query.cursor === undefined) return undefined;
    const cursor = decodeCursor(query.cursor);
    if (cursor) return cursor;
    void reply.code(400).send({ error: BAD_CURSOR });
    return false;
  }

  // The inbox's front page: the forms with how many submissions each holds, and what the owner may do.
  app.get(INBOX_API, { config: { owner: 'readInbox' } }, async (request) => {
    const [all, counts] = await Promise.all([forms(), countSubmissions(app.db)]);
    return {
      access: { read: true, delete: request.backEndAccess?.deleteFromInbox === true },
      forms: all.map((form) => ({
        id: form.id,
        name: form.name,
        newsletter: form.newsletter === true,
        submissionCount: counts.get(form.id) ?? 0,
        fields: form.fields.filter((field) => field.type !== 'section').map(({ id, title, type }) => ({ id, title, type })),
      })),
    };
  });

  app.get(
    `${INBOX_API}/forms/:formId/submissions`,
    { config: { owner: 'readInbox' }, schema: { params: formParams, querystring: pageQuery } },
    async (request, reply) => {
      const form = await formById(request.params.formId);
      if (!form) return reply.code(404).send({ error: NO_FORM });
      const after = cursorOf(request.query, reply);
      if (after === false) return reply;
      const limit = request.query.limit ?? INBOX_PAGE_SIZE;
      const listed = await listSubmissions(app.db, form.id, { limit, ...(after && { after }) });
      const { rows, nextCursor } = page(listed, limit, (row) => row);
      return { form: { id: form.id, name: form.name }, submissions: rows.map((row) => submissionAnswer(form, row)), nextCursor };
    },
  );

  app.get(`${INBOX_API}/forms/:formId/export.csv`, { config: { owner: 'readInbox' }, schema: { params: formParams } }, async (request, reply) => {
    const form = await formById(request.params.formId);
    if (!form) return reply.code(404).send({ error: NO_FORM });
    const titles = submissionFields(form, {}).map((field) => field.title);
    // A byte order mark first, so that spreadsheets read the file as UTF-8.
    let body = `\uFEFF${csvFile(['Submitted', ...titles, 'Page title', 'Page path'], [])}`;
    let after: InboxCursor | undefined;
    for (;;) {
      const batch = await listSubmissions(app.db, form.id, { limit: EXPORT_BATCH, ...(after && { after }) });
      for (const row of batch) {
        const texts = submissionFields(form, row.values).map((field) => field.text);
        body += csvRecord([row.submittedAt, ...texts, row.pageTitle ?? '', row.pagePath ?? '']);
      }
      if (batch.length < EXPORT_BATCH) break;
      after = batch.at(-1);
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(form)}"`)
      .send(body);
  });

  app.get(
    `${INBOX_API}/submissions/:submissionId`,
    { config: { owner: 'readInbox' }, schema: { params: submissionParams } },
    async (request, reply) => {
      const submission = await findSubmission(app.db, request.params.submissionId);
      if (!submission) return reply.code(404).send({ error: NO_SUBMISSION });
      return { submission: submissionAnswer(await formById(submission.formId), submission) };
    },
  );

  app.delete(
    `${INBOX_API}/submissions/:submissionId`,
    { config: { owner: 'deleteFromInbox' }, schema: { params: submissionParams } },
    async (request, reply) => {
      // Resolves once the DELETE is committed: a 200 means the row is gone.
      if (!(await deleteSubmission(app.db, request.params.submissionId))) return reply.code(404).send({ error: NO_SUBMISSION });
      return { deleted: request.params.submissionId };
    },
  );

  app.get(`${INBOX_API}/newsletter`, { config: { owner: 'readInbox' }, schema: { querystring: pageQuery } }, async (request, reply) => {
    const after = cursorOf(request.query, reply);
    if (after === false) return reply;
    const limit = request.query.limit ?? INBOX_PAGE_SIZE;
    const newsletters = (await forms()).filter((form) => form.newsletter === true);
    const listed = await listSubmissions(
      app.db,
      newsletters.map((form) => form.id),
      { limit, ...(after && { after }) },
    );
    const { rows, nextCursor } = page(listed, limit, (row) => row);
    return {
      signUps: rows.map((row) => {
        const form = newsletters.find((candidate) => candidate.id === row.formId);
        const fields = form ? submissionFields(form, row.values) : [];
        const email = form?.fields.find((field) => field.type === 'email');
        return {
          ...submissionAnswer(form, row),
          email: fields.find((field) => field.id === email?.id)?.text ?? '',
        };
      }),
      nextCursor,
    };
  });

  app.get(`${INBOX_API}/reviews`, { config: { owner: 'readInbox' }, schema: { querystring: pageQuery } }, async (request, reply) => {
    const after = cursorOf(request.query, reply);
    if (after === false) return reply;
    const limit = request.query.limit ?? INBOX_PAGE_SIZE;
    const [listed, documents] = await Promise.all([listReviews(app.db, { limit, after }), readSiteDocuments(app.db)]);
    const titleOf = (id: string) => {
      const title = documents.products?.find((product) => product.id === id)?.title;
      return typeof title === 'string' ? title : null;
    };
    const { rows, nextCursor } = page(listed, limit, (row) => ({ submittedAt: row.createdAt, id: row.id }));
    return { reviews: rows.map((row) => ({ ...row, productTitle: titleOf(row.productId) })), nextCursor };
  });

  app.get(`${INBOX_API}/orders`, { config: { owner: 'readInbox' }, schema: { querystring: pageQuery } }, async (request, reply) => {
    const after = cursorOf(request.query, reply);
    if (after === false) return reply;
    const limit = request.query.limit ?? INBOX_PAGE_SIZE;
    const { rows, nextCursor } = page(await listOrders(app.db, { limit, after }), limit, (row) => ({ submittedAt: row.createdAt, id: row.id }));
    return { orders: rows, nextCursor };
  });

  app.get(`${INBOX_API}/carts`, { config: { owner: 'readInbox' }, schema: { querystring: pageQuery } }, async (request, reply) => {
    const after = cursorOf(request.query, reply);
    if (after === false) return reply;
    const limit = request.query.limit ?? INBOX_PAGE_SIZE;
    const { rows, nextCursor } = page(await listCarts(app.db, { limit, after }), limit, (row) => ({ submittedAt: row.createdAt, id: row.id }));
    return { carts: rows, nextCursor };
  });
}
