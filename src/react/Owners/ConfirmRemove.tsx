import { useEffect, useId, useRef } from 'react';
import { t } from '../../shared/i18n/format.js';

export interface ConfirmRemoveProps {
  name: string;
  email: string;
  busy: boolean;
  /** Why the last try failed, shown in the dialog. */
  error: string;
  onConfirm: () => void;
  /** The dialog closed without removing (Cancel, Escape). */
  onCancel: () => void;
}

/**
 * The confirmation before an owner is removed: a modal <dialog> (the browser keeps focus inside,
 * Escape cancels), its focus first on Cancel, the safe choice. Whoever opened it puts focus back.
 */
export function ConfirmRemove({ name, email, busy, error, onConfirm, onCancel }: ConfirmRemoveProps) {
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
        // Escape: closing goes through onCancel, so the dialog stays in step with React.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{t('ownersRemoveTitle')}</h2>
      <p id={messageId}>{t('ownersRemoveMessage', { name, email })}</p>
      <p className="error" role="alert">
        {error}
      </p>
      <div className="inbox-dialog-actions">
        <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>
          {t('ownersRemoveCancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm} aria-busy={busy || undefined} disabled={busy}>
          {t('ownersRemoveConfirm')}
        </button>
      </div>
    </dialog>
  );
}
