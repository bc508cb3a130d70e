import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HostContext } from '../common/host-context.js';
import { INFORMATION_POPUP_AUTO_HIDE_MS } from '../../shared/constants/timings.js';
import { trapFocus } from '../../shared/dom/focus-trap.js';
import { deepActiveElement, restoreFocus } from '../../shared/dom/focus.js';
import type { DialogResult } from '../../shared/events/dialog-hide.js';
import { t } from '../../shared/i18n/format.js';
import { pushDialog, removeDialog, topDialog } from '../../shared/site/dialog-stack.js';
import { dialogRole, dialogType, finishHiding } from '../../shared/site/dialog-hiding.js';

export interface DialogProps extends HostContext {
  type?: string | undefined;
  heading?: string | undefined;
  message?: string | undefined;
  confirmText?: string | undefined;
  rejectText?: string | undefined;
  open?: boolean | undefined;
  persist?: boolean | undefined;
}

/** A confirmation, alert or information popup: modal, focus trapped, hidden by confirm, reject or cancel. */
export function Dialog({ type, heading = '', message, confirmText, rejectText, open = false, persist = false, host, emit }: DialogProps) {
  const kind = dialogType(type);
  const [hiding, setHiding] = useState<DialogResult | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const origin = useRef<HTMLElement | undefined>(undefined);
  const titleId = useId();
  const messageId = useId();
  const shown = open || hiding !== undefined;

  const hide = useCallback((result: DialogResult) => setHiding((current) => current ?? result), []);

  useEffect(() => {
    if (!open) return undefined;
    origin.current = deepActiveElement();
    pushDialog(host);
    return () => removeDialog(host);
  }, [open, host]);

  // Released as hiding starts, so focus can go back to where it came from.
  const trapped = open && hiding === undefined;
  // The trap holds the backdrop too: focus-trap swallows clicks outside its container, and a click on the backdrop cancels.
  useEffect(() => {
    const element = box.current;
    const area = backdrop.current;
    if (!trapped || !element || !area) return undefined;
    return trapFocus(area, () => element.querySelector<HTMLButtonElement>('button') ?? element);
  }, [trapped]);

  useEffect(() => {
    if (!open || kind !== 'information') return undefined;
    const timer = setTimeout(() => hide('confirm'), INFORMATION_POPUP_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [open, kind, hide]);

  useEffect(() => {
    const element = box.current;
    if (hiding === undefined || !element) return undefined;
    return finishHiding(element, () => {
      setHiding(undefined);
      removeDialog(host);
      host.removeAttribute('open');
      restoreFocus(origin.current);
      emit('sq-dialog-hide', { result: hiding });
      if (!persist) host.remove();
    });
  }, [hiding, host, emit, persist]);

  if (!shown) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' && event.key !== 'Esc') return;
    // The page's own Escape shortcut must not see it.
    event.preventDefault();
    event.stopPropagation();
    hide('cancel');
  };
  const onBackdropClick = () => {
    if (topDialog() === host) hide('cancel');
  };

  return (
    // A pointer shortcut: keyboard users cancel with Escape, which the dialog handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={backdrop} part="backdrop" className="backdrop" onClick={onBackdropClick}>
      <div
        ref={box}
        part="dialog"
        className={hiding === undefined ? 'dialog' : 'dialog hiding'}
        role={dialogRole(kind)}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message ? messageId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 part="title" id={titleId} className="title">
          {heading}
        </h2>
        {message ? (
          <p part="message" id={messageId} className="message">
            {message}
          </p>
        ) : null}
        <div part="actions" className="actions">
          {kind === 'confirmation' ? (
            <button part="cancel" type="button" onClick={() => hide('cancel')}>
              {t('dialogCancel')}
            </button>
          ) : null}
          {kind === 'confirmation' && rejectText ? (
            <button part="reject" type="button" onClick={() => hide('reject')}>
              {rejectText}
            </button>
          ) : null}
          <button part="confirm" type="button" className="primary" onClick={() => hide('confirm')}>
            {confirmText || t('dialogOk')}
          </button>
        </div>
      </div>
    </div>
  );
}
