import { useEffect, useId, useRef } from 'react';
import { t } from '../../shared/i18n/format.js';

export interface ConfirmDeleteFormProps {
  name: string;
  submissionCount: number;
  busy: boolean;
  /** Why the last try failed (the server refuses a form that holds submissions), shown in the dialog. */
  error: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation before deleting a form: a modal <dialog>, its focus first on Cancel, the safe choice. */
export function ConfirmDeleteForm({ name, submissionCount, busy, error, onConfirm, onCancel }: ConfirmDeleteFormProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    cancel.current?.focus();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="inbox-dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{t('formBuilderDeleteTitle')}</h2>
      <p id={messageId}>{submissionCount > 0 ? t('formBuilderDeleteRefused', { n: submissionCount }) : t('formBuilderDeleteMessage', { name })}</p>
      <p className="error" role="alert">
        {error}
      </p>
      <div className="inbox-dialog-actions">
        <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>
          {t('formBuilderDeleteCancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm} aria-busy={busy || undefined} disabled={busy}>
          {t('formBuilderDeleteConfirm')}
        </button>
      </div>
    </dialog>
  );
}
