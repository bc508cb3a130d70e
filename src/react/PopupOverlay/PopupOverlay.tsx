import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HostContext } from '../common/host-context.js';
import { trapFocus } from '../../shared/dom/focus-trap.js';
import { deepActiveElement, restoreFocus } from '../../shared/dom/focus.js';
import { t } from '../../shared/i18n/format.js';
import { popupOverlayContent, type PopupOverlaySettings } from '../../shared/site/popup-overlay.js';
import { decidePopupOverlay, rememberPopupOverlayClosed, rememberPopupOverlaySubmitted } from '../../shared/site/popup-overlay-state.js';
import { $site } from '../../shared/site/store.js';

export interface PopupOverlayProps extends HostContext {
  settings?: PopupOverlaySettings | undefined;
  label?: string | undefined;
}

/**
 * The site's popup overlay: shown when the display rules allow and it has something to say (the
 * heading, message and button its settings give, or the element's own content), remembered when
 * closed, submitted or its button followed.
 */
export function PopupOverlay({ settings: given, label, host }: PopupOverlayProps) {
  const site = useStore($site);
  const settings = given ?? (site.websiteSettings.popupOverlaySettings as PopupOverlaySettings | undefined);
  const [closed, setClosed] = useState(false);
  // Decided once per settings: a submit or close during this visit must not flip it back.
  const [decision, setDecision] = useState(() => decidePopupOverlay(settings, site.pageType));
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => setDecision(decidePopupOverlay(settings, site.pageType)), [settings, site.pageType]);

  const content = popupOverlayContent(settings);
  const ownContent = host.childElementCount > 0 || (host.textContent ?? '').trim() !== '';
  // Switched on with nothing to say, it stays away rather than show an empty box.
  const shown = decision.show && !closed && (content !== undefined || ownContent);

  useEffect(() => {
    const element = box.current;
    if (!shown || !element) return undefined;
    const origin = deepActiveElement();
    const release = trapFocus(element, () => element.querySelector<HTMLButtonElement>('button') ?? element);
    return () => {
      release();
      restoreFocus(origin);
    };
  }, [shown]);

  useEffect(() => {
    const onSubmitted = () => rememberPopupOverlaySubmitted(settings?.version);
    host.addEventListener('sq-form-success', onSubmitted);
    return () => host.removeEventListener('sq-form-success', onSubmitted);
  }, [host, settings?.version]);

  if (!shown) return null;

  const close = () => {
    rememberPopupOverlayClosed(settings?.version);
    setClosed(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' && event.key !== 'Esc') return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div part="backdrop" className="backdrop">
      {/* The dialog takes Escape and keeps Tab inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={box}
        part="overlay"
        className={settings?.style === 'dark' ? 'overlay dark' : 'overlay'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={content?.title ? titleId : undefined}
        aria-label={content?.title ? undefined : label || t('popupOverlayLabel')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button part="close" type="button" className="close" aria-label={t('popupOverlayClose')} onClick={close}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
        {content?.title && (
          <h2 id={titleId} part="title" className="title">
            {content.title}
          </h2>
        )}
        {content?.message && (
          <p part="message" className="message">
            {content.message}
          </p>
        )}
        {content?.button && (
          // Following it counts as taking up the offer: the overlay does not come back for this version.
          <a part="button" className="button" href={content.button.href} onClick={() => rememberPopupOverlaySubmitted(settings?.version)}>
            {content.button.text}
          </a>
        )}
        <slot />
      </div>
    </div>
  );
}
