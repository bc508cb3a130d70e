import { randomBytes, randomUUID } from 'node:crypto';
import { perDatabase, preparedInsert, preparedQuery } from '../db/prepared.js';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import type { Selectable } from 'kysely';
import type { Db, FormSubmissionsTable } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';

/** A form of the site definition as stored: the runtime's form model (src/shared/forms/fields.ts). */
export type StoredForm = FormDefinition;

/** What a submission stores: its field values and the page it came from. */
export interface Submission {
  formId: string;
  values: Record<string, unknown>;
  collectionId?: string | null | undefined;
  objectName?: string | null | undefined;
  isOverlayForm?: boolean | null | undefined;
  submitButtonText?: string | null | undefined;
  pageTitle?: string | null | undefined;
  pageId?: string | null | undefined;
  contentSource?: string | null | undefined;
  pagePath?: string | null | undefined;
  pagePermissionTypeValue?: number | null | undefined;
  visitor?: string | null | undefined;
}

/** A form submission key lives this long (FormSubmissionKey). */
export const FORM_KEY_TTL_MS = 60 * 60 * 1000;

const SUBMISSION_COLUMNS = [
  'id',
  'form_id',
  'form_json',
  'collection_id',
  'object_name',
  'is_overlay_form',
  'submit_button_text',
  'page_title',
  'page_id',
  'content_source',
  'page_path',
  'page_permission_type_value',
  'visitor',
  'submitted_at',
] as const;

/** Every form submission runs these four; they are compiled once per database. */
const queries = perDatabase((db) => ({
  insertKey: preparedInsert(db, 'form_submission_keys', ['key', 'expires_at']),
  consumeKey: preparedQuery(db, (param) =>
    db.deleteFrom('form_submission_keys').where('key', '=', param('key')).where('expires_at', '>', param('now')),
  ),
  findForm: preparedQuery(db, (param) => db.selectFrom('forms').select('definition').where('id', '=', param('id'))),
  insertSubmission: preparedInsert(db, 'form_submissions', SUBMISSION_COLUMNS),
}));

export async function issueFormKey(db: Db, now = Date.now()): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await queries(db).insertKey({ key, expires_at: new Date(now + FORM_KEY_TTL_MS).toISOString() });
  return key;
}

/**
 * Uses up a key: one conditional DELETE, so of two concurrent submissions with the same key exactly
 * one sees the row go. False for an unknown, expired or already used key.
 */
export async function consumeFormKey(db: Db, key: string, now = Date.now()): Promise<boolean> {
  const { numAffectedRows } = await queries(db).consumeKey({ key, now: new Date(now).toISOString() });
  return Number(numAffectedRows) === 1;
}

export async function purgeExpiredFormKeys(db: Db, now = Date.now()): Promise<void> {
  await db.deleteFrom('form_submission_keys').where('expires_at', '<=', new Date(now).toISOString()).execute();
}

/** A form definition by id, or undefined. */
export async function findForm(db: Db, id: string): Promise<StoredForm | undefined> {
  const [row] = (await queries(db).findForm({ id })).rows;
  return row && (JSON.parse(row.definition) as StoredForm);
}

/** Stores one submission; resolves once it is committed. */
export async function insertSubmission(db: Db, submission: Submission): Promise<string> {
  const id = randomUUID();
  await queries(db).insertSubmission({
    id,
    form_id: submission.formId,
    form_json: jsonColumn(submission.values),
    collection_id: submission.collectionId ?? null,
    object_name: submission.objectName ?? null,
    is_overlay_form: submission.isOverlayForm ? 1 : 0,
    submit_button_text: submission.submitButtonText ?? null,
    page_title: submission.pageTitle ?? null,
    page_id: submission.pageId ?? null,
    content_source: submission.contentSource || null,
    page_path: submission.pagePath ?? null,
    page_permission_type_value: submission.pagePermissionTypeValue ?? null,
    visitor: submission.visitor ?? null,
    submitted_at: new Date().toISOString(),
  });
  return id;
}

/** A stored submission as the inbox lists it: its values and the page fields it was sent with. */
export interface ListedSubmission {
  id: string;
  formId: string;
  values: Record<string, unknown>;
  collectionId: string | null;
  objectName: string | null;
  isOverlayForm: boolean;
  submitButtonText: string | null;
  pageTitle: string | null;
  pageId: string | null;
  contentSource: string | null;
  pagePath: string | null;
  pagePermissionTypeValue: number | null;
  visitor: string | null;
  /** ISO-8601, on either database. */
  submittedAt: string;
}

/** Where the next inbox page starts: the last submission of the page before. */
export interface InboxCursor {
  submittedAt: string;
  id: string;
}

const LISTED_COLUMNS = SUBMISSION_COLUMNS;

function listed(row: Pick<Selectable<FormSubmissionsTable>, (typeof LISTED_COLUMNS)[number]>): ListedSubmission {
  return {
    id: row.id,
    formId: row.form_id,
    values: JSON.parse(row.form_json) as Record<string, unknown>,
    collectionId: row.collection_id,
    objectName: row.object_name,
    isOverlayForm: Number(row.is_overlay_form) === 1,
    submitButtonText: row.submit_button_text,
    pageTitle: row.page_title,
    pageId: row.page_id,
    contentSource: row.content_source,
    pagePath: row.page_path,
    pagePermissionTypeValue: row.page_permission_type_value,
    visitor: row.visitor,
    submittedAt: row.submitted_at,
  };
}

/**
 * The inbox: the submissions of one form (or of several, for the newsletter sign-ups), newest
 * first, `limit` at a time; pass the last one listed as `after` for the next page. For one form,
 * one range of the form_submissions_inbox index, however many submissions the site holds.
 */
export async function listSubmissions(
  db: Db,
  formId: string | readonly string[],
  { limit = 50, after }: { limit?: number; after?: InboxCursor } = {},
): Promise<ListedSubmission[]> {
  if (typeof formId !== 'string' && formId.length === 0) return [];
  let query = inboxQuery(db, formId, limit);
  if (after) query = query.where((eb) => eb(eb.refTuple('submitted_at', 'id'), '<', eb.tuple(after.submittedAt, after.id)));
  return (await query.execute()).map(listed);
}

/** The inbox's query, without a cursor; exported so its plan can be checked. */
export function inboxQuery(db: Db, formId: string | readonly string[], limit: number) {
  return db
    .selectFrom('form_submissions')
    .select(LISTED_COLUMNS)
    .where('form_id', typeof formId === 'string' ? '=' : 'in', formId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}

/** One stored submission by id, or undefined. */
export async function findSubmission(db: Db, id: string): Promise<ListedSubmission | undefined> {
  const row = await db.selectFrom('form_submissions').select(LISTED_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && listed(row);
}

/** Deletes one submission; resolves true once its row is gone for good (committed), false when there was none. */
export async function deleteSubmission(db: Db, id: string): Promise<boolean> {
  const { numDeletedRows } = await db.deleteFrom('form_submissions').where('id', '=', id).executeTakeFirst();
  return Number(numDeletedRows) === 1;
}

/** How many submissions each form holds, by form id; a form with none is absent. */
export async function countSubmissions(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('form_submissions')
    .select((eb) => ['form_id', eb.fn.countAll<number | string>().as('count')])
    .groupBy('form_id')
    .execute();
  return new Map(rows.map((row) => [row.form_id, Number(row.count)]));
}
