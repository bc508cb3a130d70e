import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { HostContext } from '../common/host-context.js';
import { chooseConsent, enforceConsent } from '../../shared/consent/actions.js';
import { bannerLook, type BannerLook } from '../../shared/consent/banner-look.js';
import { findAnnouncementBarArea, moveFirstInBody } from '../../shared/consent/placement.js';
import type { CookieBannerSettingsInput } from '../../shared/constants/cookie-banner.js';
import { normalizeCookieBannerSettings, type CookieBannerSettings } from '../../shared/consent/settings.js';
import { $consent, $cookieBannerSignals } from '../../shared/consent/store.js';
import { trapFocus } from '../../shared/dom/focus-trap.js';
import { inertOthers } from '../../shared/dom/inert.js';
import { deepActiveElement, isFocusLost, restoreFocus, trackFocus } from '../../shared/dom/focus.js';
import { moveInto } from '../../shared/dom/placement.js';
import { parseRichText } from '../../shared/dom/rich-text.js';
import { keepBottomReserved } from '../../shared/site/bottom-reserve.js';
import { localeOf, t } from '../../shared/i18n/format.js';
import { RichText } from '../common/RichText.js';

export interface CookieBannerProps extends HostContext {
  settings?: CookieBannerSettingsInput | undefined;
  forced?: boolean | undefined;
}

function CloseIcon() {
  return (
    <svg part="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export interface CookieBannerBoxProps {
  settings: CookieBannerSettings;
  look: BannerLook;
  locale: string;
  /** The id of the banner's text, which describes it. */
  textId: string;
  onChoose: (accepted: boolean) => void;
  boxRef?: Ref<HTMLDivElement>;
}

/** The banner itself, drawn from normalised settings: the element's view, and the back end's preview of the settings being edited. */
export function CookieBannerBox({ settings, look, locale, textId, onChoose, boxRef }: CookieBannerBoxProps) {
  const text = useMemo(() => parseRichText(settings.cookieBannerText), [settings.cookieBannerText]);
  const cta = settings.cookieBannerCtaVariant;
  return (
    <div
      ref={boxRef}
      part="banner"
      className={look.className}
      role={look.role}
      aria-modal={look.ariaModal}
      aria-label={t('cookieBannerLabel', undefined, locale)}
      aria-describedby={textId}
      tabIndex={-1}
    >
      <div part="text" className="text" id={textId}>
        <RichText nodes={text} />
      </div>
      <div part="actions" className="actions">
        {settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT' && (
          <button type="button" part="decline" className="decline" onClick={() => onChoose(false)}>
            {settings.cookieBannerOptOutCtaText}
          </button>
        )}
        <button
          type="button"
          part="accept"
          className="accept"
          aria-label={cta === 'ICON' ? settings.cookieBannerCtaText : undefined}
          title={cta === 'ICON' ? settings.cookieBannerCtaText : undefined}
          onClick={() => onChoose(true)}
        >
          {cta === 'ICON' ? <CloseIcon /> : settings.cookieBannerCtaText}
        </button>
      </div>
    </div>
  );
}

/** The banner markup the server drew in the element's light DOM (blocks/cookie-banner.ts), if any. */
function servedBanner(host: HTMLElement): HTMLElement | null {
  return host.querySelector<HTMLElement>(':scope > .banner');
}

/**
 * The cookie banner: shown until the visitor accepts or declines, or while forced. A forced
 * banner is modal: it blocks the page behind it and keeps keyboard focus inside. Markup the server
 * drew stays on show through a slot, and its form's buttons choose in place instead of posting; a
 * forced or updated banner is drawn here instead.
 */
export function CookieBanner({ settings: input, forced = false, host }: CookieBannerProps) {
  const signals = useStore($cookieBannerSignals);
  const consent = useStore($consent);
  const settings = useMemo(() => normalizeCookieBannerSettings(signals.settings ?? input), [signals.settings, input]);
  const [dismissed, setDismissed] = useState(false);
  const [served, setServed] = useState(() => servedBanner(host));
  const banner = useRef<HTMLDivElement>(null);
  const textId = useId();

  // A new force (attribute or window event) shows the banner again after a choice.
  useEffect(() => {
    if (forced || signals.forced) setDismissed(false);
  }, [forced, signals.forced]);

  useEffect(() => enforceConsent(settings), [settings, consent]);

  const isForced = signals.forced || (forced && !dismissed);
  const visible = isForced || (settings.isCookieBannerEnabled && consent === undefined && !dismissed);
  const isBar = settings.cookieBannerVariant === 'BAR';
  const inAnnouncementBar = visible && isBar && settings.cookieBannerPosition === 'TOP' && !isForced;
  const [placed, setPlaced] = useState(false);
  // The served markup is what the server knew: new settings, a force or a move into the announcement bar redraw it here.
  const showServed = visible && served !== null && !isForced && signals.settings === undefined && !placed;

  // A choice made elsewhere (another tab, a page script) or a redraw here leaves the served markup behind for good.
  useEffect(() => {
    if (served && !showServed) {
      served.remove();
      setServed(null);
    }
  }, [served, showServed]);

  useEffect(() => {
    const form = showServed ? served?.querySelector('form') : undefined;
    if (!form) return undefined;
    const submit = (event: SubmitEvent) => {
      event.preventDefault();
      const button = event.submitter as HTMLButtonElement | null;
      setDismissed(true);
      chooseConsent(button?.value === 'true');
    };
    form.addEventListener('submit', submit);
    return () => form.removeEventListener('submit', submit);
  }, [showServed, served]);

  useLayoutEffect(() => {
    const area = inAnnouncementBar ? findAnnouncementBarArea(host) : undefined;
    if (!area) return undefined;
    const restore = moveInto(host, area);
    setPlaced(true);
    return () => {
      setPlaced(false);
      restore();
    };
  }, [inAnnouncementBar, host]);

  // After the announcement-bar placement above: a banner moved in there is no longer in <body> itself.
  useLayoutEffect(() => {
    if (visible) moveFirstInBody(host);
  }, [visible, placed, host]);

  // A bar along the bottom keeps the page's last lines (the footer's links) reachable above it.
  const bottomBar = visible && isBar && settings.cookieBannerPosition === 'BOTTOM' && !isForced;
  useLayoutEffect(() => {
    const element = showServed ? served : banner.current;
    if (!bottomBar || !element) return undefined;
    return keepBottomReserved(host, element, () => element.getBoundingClientRect().height);
  }, [bottomBar, showServed, served, host]);

  // Forced, the banner is modal: the rest of the page is inert until the visitor chooses. What held
  // focus before (the control that asked for the banner) gets it back once the page is given back.
  useLayoutEffect(() => {
    if (!visible || !isForced) return undefined;
    const origin = deepActiveElement();
    const giveBack = inertOthers(host);
    return () => {
      giveBack();
      if (isFocusLost(host) || document.activeElement === host) restoreFocus(origin);
    };
  }, [visible, isForced, host]);

  useEffect(() => {
    const element = showServed ? served : banner.current;
    if (!visible || !element) return undefined;
    const tracker = trackFocus(element);
    return () => {
      tracker.stop();
      // The banner went away holding focus: give it back instead of dropping it on <body>.
      if (tracker.hadFocus() && isFocusLost(host)) restoreFocus(tracker.origin());
    };
  }, [visible, host, showServed, served]);

  useEffect(() => {
    const element = banner.current;
    if (!visible || !isForced || !element) return undefined;
    return trapFocus(element, () => element.querySelector<HTMLButtonElement>('button') ?? element);
  }, [visible, isForced, host]);

  if (!visible) return null;
  if (showServed) return <slot />;

  const choose = (accepted: boolean) => {
    setDismissed(true);
    chooseConsent(accepted);
  };

  return (
    <>
      {isForced && <div className="backdrop" part="backdrop" />}
      <CookieBannerBox
        boxRef={banner}
        settings={settings}
        look={bannerLook(settings, { placed, forced: isForced })}
        locale={localeOf(host)}
        textId={textId}
        onChoose={choose}
      />
    </>
  );
}
