/**
 * The form builder's storage. The site definition's forms.json seeds the `forms` table; once an owner
 * has created, saved or deleted a form in the back end, the database is the source for that form:
 * a saved form is marked `owner_edited`, a deleted one is remembered in `form_deletions`, and
 * storing the site definition (server/store/site.ts) writes neither, on a restart or after the
 * definition files change. The site's pages and the submission routes read the table, so a saved
 * form is what the next page load draws and what the next submission is checked against.
 */
import { randomBytes } from 'node:crypto';
import type { FormDefinition } from '../../src/shared/forms/fields.js';
import type { Db } from '../db/schema.js';
import { jsonColumn } from '../db/json.js';

/** A form as the builder lists it: its definition, and whether an owner has saved it. */
export interface BuilderForm {
  form: FormDefinition;
  ownerEdited: boolean;
  submissionCount: number;
}

const parse = (row: { id: string; definition: string }): FormDefinition => ({ ...(JSON.parse(row.definition) as FormDefinition), id: row.id });

/** Every stored form, by name. */
export async function listBuilderForms(db: Db): Promise<BuilderForm[]> {
  const [rows, counts] = await Promise.all([
    db.selectFrom('forms').select(['id', 'definition', 'owner_edited']).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('form_submissions')
      .select((eb) => ['form_id', eb.fn.countAll<number | string>().as('count')])
      .groupBy('form_id')
      .execute(),
  ]);
  const count = new Map(counts.map((row) => [row.form_id, Number(row.count)]));
  return rows.map((row) => ({ form: parse(row), ownerEdited: Number(row.owner_edited) === 1, submissionCount: count.get(row.id) ?? 0 }));
}

/** One stored form, or undefined. */
export async function findBuilderForm(db: Db, id: string): Promise<BuilderForm | undefined> {
  return (await listBuilderForms(db)).find((entry) => entry.form.id === id);
}

/** A new form's id: 24 hexadecimal digits, as the site definition's ids are. */
export const newFormId = (): string => randomBytes(12).toString('hex');

/** Stores a new form; resolves its definition with the id it got. */
export async function createForm(db: Db, input: Omit<FormDefinition, 'id'>): Promise<FormDefinition> {
  const form = { ...input, id: newFormId() } as FormDefinition;
  await db
    .insertInto('forms')
    .values({ id: form.id, name: form.name, definition: jsonColumn(form), updated_at: new Date().toISOString(), owner_edited: 1 })
    .execute();
  return form;
}

/** Replaces a stored form's definition; resolves false when there is no form with this id. */
export async function saveForm(db: Db, form: FormDefinition): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('forms')
    .set({ name: form.name, definition: jsonColumn(form), updated_at: new Date().toISOString(), owner_edited: 1 })
    .where('id', '=', form.id)
    .executeTakeFirst();
  return Number(numUpdatedRows) === 1;
}

/**
 * Deletes a form that holds no submissions, and remembers that it was deleted. A form with
 * submissions is kept (the inbox reads them by its fields): the owner deletes those first.
 */
export async function deleteForm(db: Db, id: string): Promise<{ deleted: true } | { deleted: false; submissionCount: number } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('forms').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const { count } = await trx
      .selectFrom('form_submissions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('form_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(count) > 0) return { deleted: false, submissionCount: Number(count) };
    await trx.deleteFrom('forms').where('id', '=', id).execute();
    await trx
      .insertInto('form_deletions')
      .values({ id })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    return { deleted: true };
  });
}

/**
 * The site's forms as pages draw them: the stored forms, those of the site definition first in its
 * order, then the ones owners created, by name.
 */
export async function readSiteForms(db: Db, definitionForms: readonly FormDefinition[] = []): Promise<FormDefinition[]> {
  const rows = await db.selectFrom('forms').select(['id', 'definition']).orderBy('name').orderBy('id').execute();
  const stored = new Map(rows.map((row) => [row.id, parse(row)]));
  const ordered: FormDefinition[] = [];
  for (const form of definitionForms) {
    const found = stored.get(form.id);
    if (found) ordered.push(found);
    stored.delete(form.id);
  }
  return [...ordered, ...stored.values()];
}

/** The ids the site definition no longer writes: forms an owner saved or deleted. */
export async function ownerForms(db: Db): Promise<Set<string>> {
  const [edited, deleted] = await Promise.all([
    db.selectFrom('forms').select('id').where('owner_edited', '=', 1).execute(),
    db.selectFrom('form_deletions').select('id').execute(),
  ]);
  return new Set([...edited, ...deleted].map((row) => row.id));
}
