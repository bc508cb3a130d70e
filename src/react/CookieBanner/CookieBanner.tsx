import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { chooseConsent, enforceConsent } from '../../shared/consent/actions.js';
import { findAnnouncementBarArea, moveFirstInBody } from '../../shared/consent/placement.js';
import type { CookieBannerSettingsInput } from '../../shared/constants/cookie-banner.js';
import { normalizeCookieBannerSettings } from '../../shared/consent/settings.js';
import { $consent, $cookieBannerSignals } from '../../shared/consent/store.js';
import { trapFocus } from '../../shared/dom/focus-trap.js';
import { isFocusLost, restoreFocus, trackFocus } from '../../shared/dom/focus.js';
import { moveInto } from '../../shared/dom/placement.js';
import { parseRichText } from '../../shared/dom/rich-text.js';
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

/**
 * The cookie banner (§4): shown until the visitor accepts or declines, or while forced. A forced
 * banner is modal: it blocks the page behind it and keeps keyboard focus inside.
 */
export function CookieBanner({ settings: input, forced = false, host }: CookieBannerProps) {
  const signals = useStore($cookieBannerSignals);
  const consent = useStore($consent);
  const settings = useMemo(() => normalizeCookieBannerSettings(signals.settings ?? input), [signals.settings, input]);
  const text = useMemo(() => parseRichText(settings.cookieBannerText), [settings.cookieBannerText]);
  const [dismissed, setDismissed] = useState(false);
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

  useEffect(() => {
    const element = banner.current;
    if (!visible || !element) return undefined;
    const tracker = trackFocus(element);
    return () => {
      tracker.stop();
      // The banner went away holding focus: give it back instead of dropping it on <body>.
      if (tracker.hadFocus() && isFocusLost(host)) restoreFocus(tracker.origin());
    };
  }, [visible, host]);

  useEffect(() => {
    const element = banner.current;
    if (!visible || !isForced || !element) return undefined;
    return trapFocus(element, () => element.querySelector<HTMLButtonElement>('button') ?? element);
  }, [visible, isForced, host]);

  if (!visible) return null;

  const choose = (accepted: boolean) => {
    setDismissed(true);
    chooseConsent(accepted);
  };
  const locale = localeOf(host);
  const cta = settings.cookieBannerCtaVariant;
  const classes = [
    'banner',
    isBar ? 'bar' : 'popup',
    settings.cookieBannerPosition.toLowerCase().replace('_', '-'),
    settings.cookieBannerTheme.toLowerCase(),
    `cta-${cta.toLowerCase()}`,
    placed ? 'placed' : '',
    isForced ? 'forced' : '',
  ].filter(Boolean);

  return (
    <>
      {isForced && <div className="backdrop" part="backdrop" />}
      <div
        ref={banner}
        part="banner"
        className={classes.join(' ')}
        role={isBar && !isForced ? 'region' : 'dialog'}
        aria-modal={isBar && !isForced ? undefined : isForced}
        aria-label={t('cookieBannerLabel', undefined, locale)}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <div part="text" className="text" id={textId}>
          <RichText nodes={text} />
        </div>
        <div part="actions" className="actions">
          {settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT' && (
            <button type="button" part="decline" className="decline" onClick={() => choose(false)}>
              {settings.cookieBannerOptOutCtaText}
            </button>
          )}
          <button
            type="button"
            part="accept"
            className="accept"
            aria-label={cta === 'ICON' ? settings.cookieBannerCtaText : undefined}
            title={cta === 'ICON' ? settings.cookieBannerCtaText : undefined}
            onClick={() => choose(true)}
          >
            {cta === 'ICON' ? <CloseIcon /> : settings.cookieBannerCtaText}
          </button>
        </div>
      </div>
    </>
  );
}
