/**
 * Starts the page's analytics once the pure rules allow it: the census page view only when
 * shouldRecordPageView and mayTrack agree, and nothing at all, not even the analytics chunk,
 * before consent under a restrictive policy.
 */
import { isRestrictivePolicy, shouldRecordPageView } from '../shared/analytics/census.js';
import { whenTrackingAllowed } from '../shared/consent/gate.js';
import { $consent } from '../shared/consent/store.js';
import type { WebsiteContext } from '../shared/site/context.js';
import { isInBackEndEditor } from '../shared/site/editor.js';
import { siteRuntime } from '../shared/site/runtime-config.js';

export function startAnalytics(context: WebsiteContext): () => void {
  const recordView = shouldRecordPageView({
    context,
    pathname: location.pathname,
    censusDisabled: context.censusDisabled === true,
    inBackEnd: isInBackEndEditor(),
  });
  const restrictive = isRestrictivePolicy(context);
  const policy = () => ({ consent: $consent.get(), restrictive });
  let stopped = false;
  let stopAnalytics: (() => void) | undefined;

  const cancel = whenTrackingAllowed(restrictive, () => {
    void import('../shared/analytics/page-analytics.js').then(({ startPageAnalytics }) => {
      if (stopped) return;
      stopAnalytics = startPageAnalytics(context, {
        recordView,
        policy,
        heartbeatIntervalMs: siteRuntime.heartbeatIntervalMs,
        traceFlushIntervalMs: siteRuntime.traceFlushIntervalMs,
        performance: {
          delayMs: siteRuntime.performanceDelayMs,
          maxWaitMs: siteRuntime.performanceMaxWaitMs,
          settingsTimeoutMs: siteRuntime.performanceSettingsTimeoutMs,
        },
      });
    });
  });
  return () => {
    stopped = true;
    cancel();
    stopAnalytics?.();
  };
}
