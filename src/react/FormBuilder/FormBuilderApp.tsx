import { backEndFailure } from '../../shared/config/failure.js';
import { useCallback, useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { deleteForm, loadForm, loadForms, saveForm, type BuilderOverview, type DraftForm } from '../../shared/forms/builder-api.js';
import { builderProblems, moveEntry, newField, typeLabel, type BuilderProblem } from '../../shared/forms/builder.js';
import { successRedirectOf } from '../../shared/forms/definition.js';
import { FORM_FIELD_TYPES, type FormDefinition, type FormField, type FormFieldType } from '../../shared/forms/fields.js';
import { t } from '../../shared/i18n/format.js';
import { ConfirmDialog } from '../common/ConfirmDialog.js';
import { useFocusAfterRender } from '../common/useFocusAfterRender.js';
import { controlId, FieldEditor, messageId } from './FieldEditor.js';

const failureText = (error: unknown) => backEndFailure(error, t('formBuilderSignedOut'));

/** A stored form as the builder edits it: the redirect under the one name the builder saves. */
function draftOf(form: FormDefinition): DraftForm {
  const { postSubmitRedirect: _named, ...rest } = form;
  const redirect = successRedirectOf(form);
  return redirect ? { ...rest, successRedirect: redirect } : rest;
}

/** The id of a form property's control. */
const formControl = (property: string) => `form-${property}`;

/**
 * The owner back end's form builder: the site's forms as a list, one form's name, fields and
 * settings as labelled controls. Fields are added (every type of the form model), removed and
 * moved with Move up and Move down (focus stays on the button pressed) or by dragging; each move
 * is announced. Saving checks the form first and marks each problem at its control; the server
 * checks the same rules again.
 */
export function FormBuilderApp() {
  const focusAfterRender = useFocusAfterRender();
  const [overview, setOverview] = useState<BuilderOverview | undefined>(undefined);
  const [draft, setDraft] = useState<DraftForm | undefined>(undefined);
  const [submissionCount, setSubmissionCount] = useState(0);
  const [problems, setProblems] = useState<BuilderProblem[]>([]);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState('');
  const [signedOut, setSignedOut] = useState(false);
  const [status, setStatus] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const [newType, setNewType] = useState<FormFieldType>('text');
  const [dragged, setDragged] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState('');
  const editorHeading = useRef<HTMLHeadingElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  /** A selector to focus once the next render is on screen. */
  const focusNext = useRef<string | undefined>(undefined);
  const typeId = useId();

  const fail = useCallback((caught: unknown) => {
    const { text, signedOut: ended } = failureText(caught);
    setError(text);
    if (ended) setSignedOut(true);
  }, []);

  useEffect(() => {
    loadForms().then(setOverview, fail);
  }, [fail]);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = undefined;
    document.querySelector<HTMLElement>(target)?.focus();
  });

  /** Changes the draft; once a save was tried, its problems follow every change. */
  const change = (next: DraftForm) => {
    setDraft(next);
    if (checked) setProblems(builderProblems({ ...next, id: next.id ?? '' }));
  };

  const start = (next: DraftForm, count: number) => {
    setDraft(next);
    setSubmissionCount(count);
    setProblems([]);
    setChecked(false);
    setError('');
    focusNext.current = '#form-builder-heading';
  };

  const open = async (id: string) => {
    setStatus('');
    try {
      const { form, submissionCount: count } = await loadForm(id);
      start(draftOf(form), count);
    } catch (caught) {
      fail(caught);
    }
  };

  const create = () => {
    setStatus('');
    start({ name: t('formBuilderNewName'), fields: [], formHandlerFlags: overview?.formHandlerFlags ?? [] }, 0);
  };

  const flags = draft?.formHandlerFlags ?? [];
  const setFields = (fields: FormField[]) => draft && change({ ...draft, fields });

  const move = (field: FormField, delta: -1 | 1, button: 'up' | 'down') => {
    if (!draft) return;
    const from = draft.fields.findIndex((entry) => entry.id === field.id);
    const fields = moveEntry(draft.fields, from, from + delta);
    setFields(fields);
    focusNext.current = `[data-move="${CSS.escape(`${field.id}:${button}`)}"]`;
    setAnnouncement(t('formBuilderMoved', { title: field.title || typeLabel(field.type), position: from + delta + 1, total: fields.length }));
  };

  const remove = (field: FormField) => {
    if (!draft) return;
    setFields(draft.fields.filter((entry) => entry.id !== field.id));
    focusNext.current = '#form-builder-fields-heading';
    setAnnouncement(t('formBuilderRemoved', { title: field.title || typeLabel(field.type) }));
  };

  const add = () => {
    if (!draft) return;
    const field = newField(newType, draft.fields, flags);
    const fields = [...draft.fields, field];
    setFields(fields);
    focusNext.current = `#${CSS.escape(controlId(field.id, 'title'))}`;
    setAnnouncement(t('formBuilderAdded', { title: field.title, position: fields.length, total: fields.length }));
  };

  const dragStart = (event: DragEvent, field: FormField) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', field.id);
    setDragged(field.id);
  };
  const drop = (event: DragEvent, target: FormField) => {
    event.preventDefault();
    const id = dragged ?? event.dataTransfer.getData('text/plain');
    setDragged(undefined);
    if (!draft || !id || id === target.id) return;
    const from = draft.fields.findIndex((entry) => entry.id === id);
    const to = draft.fields.findIndex((entry) => entry.id === target.id);
    const moved = draft.fields[from];
    if (from < 0 || to < 0 || !moved) return;
    setFields(moveEntry(draft.fields, from, to));
    setAnnouncement(t('formBuilderMoved', { title: moved.title || typeLabel(moved.type), position: to + 1, total: draft.fields.length }));
  };

  const save = async () => {
    if (!draft || saving) return;
    setStatus('');
    setError('');
    const found = builderProblems({ ...draft, id: draft.id ?? '' });
    setChecked(true);
    setProblems(found);
    if (found.length) {
      setError(t('formBuilderHasErrors', { n: found.length }));
      const [first] = found;
      if (first) focusNext.current = `#${CSS.escape(first.field ? controlId(first.field, first.property) : formControl(first.property))}`;
      return;
    }
    setSaving(true);
    try {
      const saved = await saveForm(draft);
      const isNew = !draft.id;
      setDraft(draftOf(saved));
      setStatus(t('formBuilderSaved', { name: saved.name }));
      const listed = { id: saved.id, name: saved.name, fieldCount: saved.fields.length, submissionCount, ownerEdited: true };
      setOverview(
        (current) =>
          current && {
            ...current,
            forms: isNew ? [...current.forms, listed] : current.forms.map((form) => (form.id === saved.id ? listed : form)),
          },
      );
    } catch (caught) {
      fail(caught);
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!draft?.id) return;
    setDeleting(true);
    setDeleteError('');
    try {
      await deleteForm(draft.id);
      const { id, name } = draft;
      setConfirming(false);
      setDraft(undefined);
      setOverview((current) => current && { ...current, forms: current.forms.filter((form) => form.id !== id) });
      setStatus(t('formBuilderDeleted', { name }));
      focusNext.current = '#form-builder-list-heading';
    } catch (caught) {
      const { text, signedOut: ended } = failureText(caught);
      setDeleteError(text);
      if (ended) setSignedOut(true);
    } finally {
      setDeleting(false);
    }
  };

  const cancelDelete = () => {
    setConfirming(false);
    setDeleteError('');
    focusAfterRender(() => deleteButton.current);
  };

  if (!overview) {
    return (
      <div className="inbox-state">
        <p className="error" role="alert">
          {error}
        </p>
        {signedOut ? <a href="/config/">{t('inboxSignIn')}</a> : !error && <p role="status">{t('backEndLoading')}</p>}
      </div>
    );
  }

  const formMessage = (property: string) => problems.find((problem) => !problem.field && problem.property === property)?.message;
  /** A control's state: invalid with its message, and described by its message and its help. */
  const invalid = (property: string, help?: string) => {
    const described = [formMessage(property) && messageId(formControl(property)), help && `${formControl(property)}-help`].filter(Boolean).join(' ');
    return { ...(formMessage(property) && { 'aria-invalid': true as const }), ...(described && { 'aria-describedby': described }) };
  };
  const message = (property: string) => {
    const text = formMessage(property);
    return text ? (
      <p className="form-builder-message" id={messageId(formControl(property))}>
        {text}
      </p>
    ) : null;
  };
  const text = (property: 'name' | 'submitButtonText' | 'successRedirect', label: string, help?: string) => (
    <div className="form-builder-control">
      <label htmlFor={formControl(property)}>{label}</label>
      {help && (
        <p className="form-builder-help" id={`${formControl(property)}-help`}>
          {help}
        </p>
      )}
      <input
        id={formControl(property)}
        type="text"
        value={draft?.[property] ?? ''}
        onChange={(event) => draft && change({ ...draft, [property]: event.currentTarget.value })}
        {...invalid(property, help)}
      />
      {message(property)}
    </div>
  );
  const area = (property: 'postSubmitMessage' | 'postSubmitHtml', label: string, help?: string) => (
    <div className="form-builder-control">
      <label htmlFor={formControl(property)}>{label}</label>
      {help && (
        <p className="form-builder-help" id={`${formControl(property)}-help`}>
          {help}
        </p>
      )}
      <textarea
        id={formControl(property)}
        rows={3}
        value={draft?.[property] ?? ''}
        onChange={(event) => draft && change({ ...draft, [property]: event.currentTarget.value })}
        {...invalid(property, help)}
      />
      {message(property)}
    </div>
  );

  return (
    <div className="inbox-layout form-builder">
      <nav className="inbox-nav" aria-labelledby="form-builder-list-heading">
        <h2 id="form-builder-list-heading" tabIndex={-1}>
          {t('formBuilderListLabel')}
        </h2>
        <button type="button" className="form-builder-new" onClick={create}>
          {t('formBuilderNew')}
        </button>
        <ul>
          {overview.forms.map((form) => (
            <li key={form.id}>
              <button type="button" aria-current={draft?.id === form.id ? 'true' : undefined} onClick={() => void open(form.id)}>
                <span>{form.name}</span>
                <span className="inbox-count">
                  {t('formBuilderFieldCount', { n: form.fieldCount })} · {t('formBuilderSubmissionCount', { n: form.submissionCount })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="inbox-main">
        <p className="error" role="alert">
          {error}
          {signedOut && (
            <>
              {' '}
              <a href="/config/">{t('inboxSignIn')}</a>
            </>
          )}
        </p>
        <p className="inbox-status" role="status">
          {status}
        </p>
        <p className="visually-hidden" aria-live="polite" data-testid="form-builder-announcement">
          {announcement}
        </p>
        {!draft ? (
          <p>{t('formBuilderChoose')}</p>
        ) : (
          <form
            className="form-builder-editor"
            aria-labelledby="form-builder-heading"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <h2 id="form-builder-heading" ref={editorHeading} tabIndex={-1}>
              {draft.name.trim() || t('formBuilderNewName')}
            </h2>
            {text('name', t('formBuilderName'))}
            <h3 id="form-builder-fields-heading" tabIndex={-1}>
              {t('formBuilderFieldsHeading')}
            </h3>
            <p className="form-builder-help">{draft.fields.length ? t('formBuilderFieldsHelp') : t('formBuilderNoFields')}</p>
            {message('fields')}
            <ol className="form-builder-fields" aria-labelledby="form-builder-fields-heading">
              {draft.fields.map((field, index) => (
                <FieldEditor
                  key={field.id}
                  field={field}
                  position={index + 1}
                  total={draft.fields.length}
                  flags={flags}
                  problems={problems}
                  onChange={(next) => setFields(draft.fields.map((entry) => (entry.id === field.id ? next : entry)))}
                  onMove={move}
                  onRemove={remove}
                  onDragStart={dragStart}
                  onDrop={drop}
                  dragging={dragged === field.id}
                />
              ))}
            </ol>
            <div className="form-builder-add">
              <div className="form-builder-control">
                <label htmlFor={typeId}>{t('formBuilderFieldType')}</label>
                <select id={typeId} value={newType} onChange={(event) => setNewType(event.currentTarget.value as FormFieldType)}>
                  {FORM_FIELD_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {typeLabel(type)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" onClick={add}>
                {t('formBuilderAddField')}
              </button>
            </div>
            <h3>{t('formBuilderAfterHeading')}</h3>
            {text('submitButtonText', t('formBuilderSubmitButtonText'))}
            {area('postSubmitMessage', t('formBuilderPostSubmitMessage'))}
            {area('postSubmitHtml', t('formBuilderPostSubmitHtml'), t('formBuilderPostSubmitHtmlHelp'))}
            {text('successRedirect', t('formBuilderSuccessRedirect'), t('formBuilderSuccessRedirectHelp'))}
            <div className="form-builder-check">
              <input
                id={formControl('captcha')}
                type="checkbox"
                checked={draft.captcha === true}
                onChange={(event) => change({ ...draft, captcha: event.currentTarget.checked })}
              />
              <label htmlFor={formControl('captcha')}>{t('formBuilderCaptcha')}</label>
            </div>
            <div className="form-builder-actions">
              <button type="submit" className="primary" aria-busy={saving || undefined}>
                {t('formBuilderSave')}
              </button>
              {draft.id && (
                <button type="button" className="danger" ref={deleteButton} onClick={() => setConfirming(true)}>
                  {t('formBuilderDelete')}
                </button>
              )}
            </div>
          </form>
        )}
        {confirming && draft?.id && (
          <ConfirmDialog
            title={t('formBuilderDeleteTitle')}
            message={
              submissionCount > 0 ? t('formBuilderDeleteRefused', { n: submissionCount }) : t('formBuilderDeleteMessage', { name: draft.name })
            }
            confirmLabel={t('formBuilderDeleteConfirm')}
            cancelLabel={t('formBuilderDeleteCancel')}
            busy={deleting}
            error={deleteError}
            onConfirm={() => void confirmDelete()}
            onCancel={cancelDelete}
          />
        )}
      </div>
    </div>
  );
}
