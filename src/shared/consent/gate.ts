/** The gate every tracking call of the runtime starts through: the consent rule (policy.ts) on the visitor's choice ($consent). */
import { mayTrack } from './policy.js';
import { $consent } from './store.js';

/**
 * Runs `start` once tracking is allowed under the site's policy (restrictive or not, from
 * isRestrictiveCookieSettings): at once, or when the visitor
 * accepts. Every tracking call of the runtime (census, events service, pixel, performance) starts
 * through here. Returns the stop, which also cancels a start still waiting.
 */
export function whenTrackingAllowed(restrictive: boolean, start: () => void): () => void {
  let started = false;
  return $consent.subscribe((consent) => {
    if (started || !mayTrack({ consent, restrictive })) return;
    started = true;
    start();
  });
}
