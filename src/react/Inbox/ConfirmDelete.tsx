import { useEffect, useId, useRef } from 'react';
import { t } from '../../shared/i18n/format.js';

export interface ConfirmDeleteProps {
  /** When the submission was sent, as the owner reads it. */
  date: string;
  busy: boolean;
  /** Why the last try failed, shown in the dialog. */
  error: string;
  onConfirm: () => void;
  /** The dialog closed without deleting (Cancel, Escape). */
  onCancel: () => void;
}

/**
 * The confirmation before a delete: a modal <dialog> (the browser traps focus, Escape cancels), its
 * focus first on Cancel, the safe choice. Whoever opened it puts focus back where it was.
 */
export function ConfirmDelete({ date, busy, error, onConfirm, onCancel }: ConfirmDeleteProps) {
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
        // Escape: closing is the owner's choice to make through onCancel, so the dialog stays in step with React.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{t('inboxDeleteTitle')}</h2>
      <p id={messageId}>{t('inboxDeleteMessage', { date })}</p>
      <p className="error" role="alert">
        {error}
      </p>
      <div className="inbox-dialog-actions">
        <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>
          {t('inboxDeleteCancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm} aria-busy={busy || undefined} disabled={busy}>
          {t('inboxDeleteConfirm')}
        </button>
      </div>
    </dialog>
  );
}
