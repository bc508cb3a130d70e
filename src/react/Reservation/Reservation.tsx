import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { t } from '../../shared/i18n/format.js';
import { isBookingSlug, reservationProblem, reservationScriptUrl, reservationView } from '../../shared/reservation/booking.js';
import { startTableBooking } from '../../shared/reservation/table-booking.js';
import { reservationPreviewAlert, isAuthenticated } from '../../shared/site/roles.js';
import { $site } from '../../shared/site/store.js';
import { loadThirdPartyScript, type ThirdPartyState } from '../../shared/third-party/loader.js';

export interface ReservationProps extends HostContext {
  scriptUrl?: string | undefined;
  slug?: string | undefined;
}

/** The light-DOM container the provider draws its widget into: the element's `slot="widget"` child, added when the page has none. */
function widgetContainer(host: HTMLElement): HTMLElement {
  const found = host.querySelector<HTMLElement>(':scope > [slot="widget"]');
  if (found) return found;
  const container = host.ownerDocument.createElement('div');
  container.slot = 'widget';
  host.append(container);
  return container;
}

/**
 * The booking link (light DOM) until the provider's widget has loaded, under one notice row: the
 * loading status, the wait for cookie consent, the failure, or an owner's 'Preview Only' alert.
 */
export function Reservation({ scriptUrl, slug, host }: ReservationProps) {
  const site = useStore($site);
  const loggedIn = isAuthenticated(site);
  const url = useMemo(() => reservationScriptUrl(scriptUrl)?.href, [scriptUrl]);
  const problem = useMemo(
    () => reservationProblem(scriptUrl, slug === undefined || slug === '' ? undefined : slug, { needsSlug: false }),
    [scriptUrl, slug],
  );
  const [state, setState] = useState<ThirdPartyState>('waiting');

  useEffect(() => {
    if (problem) console.error(`<sq-reservation>: ${problem}; showing the booking link.`);
  }, [problem]);

  useEffect(() => {
    setState('waiting');
    // An owner previews the block: no provider is asked for anything.
    if (loggedIn || problem || !url) return undefined;
    const loader = loadThirdPartyScript(url);
    let live = true;
    const unsubscribe = loader.state.subscribe((next) => {
      if (!live) return;
      if (next !== 'loaded' || !isBookingSlug(slug)) return setState(next);
      const error = startTableBooking(window, slug, widgetContainer(host));
      if (error) console.error(error);
      setState(error ? 'failed' : 'loaded');
    });
    return () => {
      live = false;
      unsubscribe();
      loader.cancel();
    };
  }, [url, slug, problem, loggedIn, host]);

  const view = reservationView({ loggedIn, valid: !problem, state });
  const alert = view === 'preview' ? reservationPreviewAlert(site) : undefined;
  return (
    <section className="reservation" part="base" aria-label={t('reservationLabel')} aria-busy={view === 'loading'}>
      {view !== 'loaded' && (
        <div className={`notice ${view}`} part={`notice ${view}`}>
          {/* The same symbol's room in every state, so the words never move as the state changes. */}
          <span className="icon" aria-hidden="true" />
          {alert ? (
            <div role="alert">
              <strong className="title">{alert.title}</strong> <span>{alert.message}</span>
            </div>
          ) : (
            <div role="status">
              <span>
                {view === 'loading' ? t('reservationLoading') : view === 'waiting' ? t('reservationAwaitingConsent') : t('reservationUnavailable')}
              </span>
            </div>
          )}
        </div>
      )}
      <div className="fallback" part="fallback" hidden={view === 'loaded'}>
        <slot />
      </div>
      <div className="widget" part="widget" hidden={view !== 'loaded'}>
        <slot name="widget" />
      </div>
    </section>
  );
}
