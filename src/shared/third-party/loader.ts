/**
 * The one consent-aware loader for third-party scripts (social widgets, reservation and booking
 * scripts, comment counts): under a restrictive cookie policy nothing is requested before the
 * visitor accepts (the same consent state the cookie banner and the census read); a script that
 * has not run within the time-out counts as failed. Blocks follow its state to draw their
 * loading, loaded and failed views.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { isRestrictivePolicy } from '../analytics/census.js';
import { mayTrack } from '../consent/policy.js';
import { $consent } from '../consent/store.js';
import { SOCIAL_WIDGET_SCRIPT_TIMEOUT_MS } from '../constants/timings.js';
import { loadScript } from '../dom/load-script.js';
import { $site } from '../site/store.js';

/** waiting: for the visitor's consent; loading: requested; loaded: it ran; failed: refused, not found or timed out. */
export type ThirdPartyState = 'waiting' | 'loading' | 'loaded' | 'failed';

export interface ThirdPartyOptions {
  /** How long the script may take to run, in ms (default 10 s, the social widget script's). */
  timeoutMs?: number;
  /** The site's policy; by default read from the page's website context as it stands. */
  restrictive?: boolean;
}

export interface ThirdPartyScript {
  /** The state now, and every change. */
  state: ReadableAtom<ThirdPartyState>;
  /** Resolves once the script ran; rejects when it failed. Never settles while consent is awaited. */
  ready: Promise<void>;
  /** Gives up waiting: a script not yet requested never will be. */
  cancel(): void;
}

/** Loads the script at `url` once the site's cookie policy and the visitor's choice allow it. */
export function loadThirdPartyScript(url: string, options: ThirdPartyOptions = {}): ThirdPartyScript {
  const timeoutMs = options.timeoutMs ?? SOCIAL_WIDGET_SCRIPT_TIMEOUT_MS;
  const restrictive = () => options.restrictive ?? isRestrictivePolicy($site.get());
  const state = atom<ThirdPartyState>('waiting');
  let settle!: { resolve: () => void; reject: (error: Error) => void };
  const ready = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  // A caller that only follows the state has no unhandled rejection.
  ready.catch(() => undefined);

  const start = () => {
    state.set('loading');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`sq-elements: the script ${url} did not load within ${timeoutMs} ms`)), timeoutMs);
    });
    Promise.race([loadScript(url), timedOut]).then(
      () => {
        clearTimeout(timer);
        state.set('loaded');
        settle.resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        state.set('failed');
        console.error(error instanceof Error ? error.message : error);
        settle.reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  let started = false;
  const check = () => {
    if (started || !mayTrack({ consent: $consent.get(), restrictive: restrictive() })) return;
    started = true;
    // Unsubscribing inside the first, synchronous call is not possible yet: after it, below.
    queueMicrotask(stop);
    start();
  };
  const unsubscribeConsent = $consent.subscribe(check);
  const unsubscribeSite = $site.subscribe(check);
  function stop() {
    unsubscribeConsent();
    unsubscribeSite();
  }
  return { state, ready, cancel: stop };
}
