import { randomBytes, randomUUID } from 'node:crypto';
import { perDatabase, preparedInsert, preparedQuery } from '../db/prepared.js';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import type { Db } from '../db/schema.js';
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

/** A form submission key lives this long (§7 FormSubmissionKey). */
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

/** A stored submission as the inbox lists it. */
export interface ListedSubmission {
  id: string;
  formId: string;
  values: Record<string, unknown>;
  pageTitle: string | null;
  pagePath: string | null;
  visitor: string | null;
  /** ISO-8601, on either database. */
  submittedAt: string;
}

/** Where the next inbox page starts: the last submission of the page before. */
export interface InboxCursor {
  submittedAt: string;
  id: string;
}

/**
 * The inbox: one form's submissions, newest first, `limit` at a time; pass the last one listed as
 * `after` for the next page. One range of the form_submissions_inbox index, however many
 * submissions the site holds.
 */
export async function listSubmissions(
  db: Db,
  formId: string,
  { limit = 50, after }: { limit?: number; after?: InboxCursor } = {},
): Promise<ListedSubmission[]> {
  let query = inboxQuery(db, formId, limit);
  if (after) query = query.where((eb) => eb(eb.refTuple('submitted_at', 'id'), '<', eb.tuple(after.submittedAt, after.id)));
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    formId: row.form_id,
    values: JSON.parse(row.form_json) as Record<string, unknown>,
    pageTitle: row.page_title,
    pagePath: row.page_path,
    visitor: row.visitor,
    submittedAt: row.submitted_at,
  }));
}

/** The inbox's query, without a cursor; exported so its plan can be checked. */
export function inboxQuery(db: Db, formId: string, limit: number) {
  return db
    .selectFrom('form_submissions')
    .select(['id', 'form_id', 'form_json', 'page_title', 'page_path', 'visitor', 'submitted_at'])
    .where('form_id', '=', formId)
    .orderBy('submitted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
}
