import { useEffect, useId, useRef } from 'react';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  /** The button that does it, and the one that does not (the safe choice, focused first). */
  confirmLabel: string;
  cancelLabel: string;
  /** The call is on its way: both buttons wait, and Escape does nothing. */
  busy: boolean;
  /** Why the last try failed, shown in the dialog. */
  error: string;
  onConfirm: () => void;
  /** The dialog closed without doing it (Cancel, Escape). */
  onCancel: () => void;
}

/**
 * The back end's confirmation before an action that cannot be undone: a modal <dialog> (the
 * browser traps focus, Escape cancels), its focus first on Cancel. Whoever opened it puts focus
 * back where it was.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
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
      <h2 id={titleId}>{title}</h2>
      <p id={messageId}>{message}</p>
      <p className="error" role="alert">
        {error}
      </p>
      <div className="inbox-dialog-actions">
        <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className="danger" onClick={onConfirm} aria-busy={busy || undefined} disabled={busy}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
