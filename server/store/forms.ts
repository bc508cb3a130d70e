import { randomBytes, randomUUID } from 'node:crypto';
import { perDatabase, preparedInsert, preparedQuery } from '../db/prepared.js';

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
];

/** Every form submission runs these four; they are compiled once per database. */
const queries = perDatabase((db) => ({
  insertKey: preparedInsert(db, 'form_submission_keys', ['key', 'expires_at']),
  consumeKey: preparedQuery(db, (param) =>
    db.deleteFrom('form_submission_keys').where('key', '=', param('key')).where('expires_at', '>', param('now')),
  ),
  findForm: preparedQuery(db, (param) => db.selectFrom('forms').select('definition').where('id', '=', param('id'))),
  insertSubmission: preparedInsert(db, 'form_submissions', SUBMISSION_COLUMNS),
}));

export async function issueFormKey(db, now = Date.now()) {
  const key = randomBytes(24).toString('base64url');
  await queries(db).insertKey({ key, expires_at: new Date(now + FORM_KEY_TTL_MS).toISOString() });
  return key;
}

/**
 * Uses up a key: one conditional DELETE, so of two concurrent submissions with the same key exactly
 * one sees the row go. False for an unknown, expired or already used key.
 */
export async function consumeFormKey(db, key, now = Date.now()) {
  const { numAffectedRows } = await queries(db).consumeKey({ key, now: new Date(now).toISOString() });
  return Number(numAffectedRows) === 1;
}

export async function purgeExpiredFormKeys(db, now = Date.now()) {
  await db.deleteFrom('form_submission_keys').where('expires_at', '<=', new Date(now).toISOString()).execute();
}

/** A form definition by id, or undefined. */
export async function findForm(db, id) {
  const [row] = (await queries(db).findForm({ id })).rows;
  return row && JSON.parse(row.definition);
}

/** Stores one submission; resolves once it is committed. */
export async function insertSubmission(db, submission) {
  const id = randomUUID();
  await queries(db).insertSubmission({
    id,
    form_id: submission.formId,
    form_json: JSON.stringify(submission.values),
    collection_id: submission.collectionId,
    object_name: submission.objectName,
    is_overlay_form: submission.isOverlayForm ? 1 : 0,
    submit_button_text: submission.submitButtonText,
    page_title: submission.pageTitle,
    page_id: submission.pageId,
    content_source: submission.contentSource || null,
    page_path: submission.pagePath,
    page_permission_type_value: submission.pagePermissionTypeValue,
    visitor: submission.visitor,
    submitted_at: new Date().toISOString(),
  });
  return id;
}
