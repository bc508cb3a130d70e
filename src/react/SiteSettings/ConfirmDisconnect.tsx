import { useEffect, useId, useRef } from 'react';
import { t } from '../../shared/i18n/format.js';

export interface ConfirmDisconnectProps {
  busy: boolean;
  error: string;
  onConfirm: () => void;
  /** The dialog closed without disconnecting (Cancel, Escape). */
  onCancel: () => void;
}

/** The confirmation before the translation provider is disconnected: a modal <dialog>, its focus first on Cancel, the safe choice. */
export function ConfirmDisconnect({ busy, error, onConfirm, onCancel }: ConfirmDisconnectProps) {
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
      <h2 id={titleId}>{t('siteSettingsDisconnectTitle')}</h2>
      <p id={messageId}>{t('siteSettingsDisconnectMessage')}</p>
      <p className="error" role="alert">
        {error}
      </p>
      <div className="inbox-dialog-actions">
        <button type="button" ref={cancel} onClick={onCancel} disabled={busy}>
          {t('siteSettingsDisconnectCancel')}
        </button>
        <button type="button" className="danger" onClick={onConfirm} aria-busy={busy || undefined} disabled={busy}>
          {t('siteSettingsDisconnectConfirm')}
        </button>
      </div>
    </dialog>
  );
}
