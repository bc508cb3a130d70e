/** The analytics of one page view, loaded as its own chunk only once tracking is allowed. */
import { AnalyticsEventKind } from '../constants/enums.js';
import { getCookie } from '../dom/cookies.js';
import type { WebsiteContext } from '../site/context.js';
import { startButtonCensus } from './button-census.js';
import { isAnalyticsVisitor, VISITOR_RECORD_COOKIE, type TrackingPolicy } from './census.js';
import { mediaEventKind, recordCensusEvent, recordQuickViewHit, startHeartbeat } from './census-events.js';
import { connectAnalyticsSender } from './events.js';
import { censusWindow, recordPageView, touchVisitorCookies } from './page-view.js';
import { startPerformanceReporting, type PerformanceReporterOptions } from './performance-reporter.js';
import { currentSessionInfo } from './session.js';
import { startTraceLog } from './trace-log.js';
import { sendEvent } from './track-event.js';
import { loadTrackingPixel } from './tracking-pixel.js';

export interface PageAnalyticsOptions {
  /** The page view is recorded (shouldRecordPageView), and so are heartbeats and media hits; performance is reported either way. */
  recordView: boolean;
  /** The policy as it stands now: consent can change while this chunk loads. */
  policy: () => TrackingPolicy;
  performance: PerformanceReporterOptions;
  heartbeatIntervalMs: number;
  traceFlushIntervalMs: number;
}

export function startPageAnalytics(context: WebsiteContext, options: PageAnalyticsOptions): () => void {
  const { recordView, policy } = options;
  const session = currentSessionInfo();
  if (recordView) void recordPageView(context, policy());
  const censusEvent = (kind: AnalyticsEventKind, data?: Record<string, unknown>) => {
    if (recordView) recordCensusEvent(context, kind, touchVisitorCookies(policy()), data);
  };
  const traces = startTraceLog(options.traceFlushIntervalMs);
  const disconnect = connectAnalyticsSender({
    event: (name, data) => void sendEvent(context, session, name, data),
    media: (kind, data) => censusEvent(mediaEventKind(kind), data),
    quickView: (productId) => {
      if (recordView) recordQuickViewHit(context, productId, touchVisitorCookies(policy()));
    },
    trace: traces.add,
    // Searches count whatever page they are made on (the search page's own view is not recorded).
    search: () => {
      if (context.censusDisabled !== true && isAnalyticsVisitor({ context, pathname: location.pathname }))
        recordCensusEvent(context, AnalyticsEventKind.SITE_SEARCH, touchVisitorCookies(policy()));
    },
  });
  loadTrackingPixel();
  const stopButtons = startButtonCensus({ context, window: censusWindow, visitorCookie: () => getCookie(VISITOR_RECORD_COOKIE) || undefined });
  const stopHeartbeat = startHeartbeat(() => censusEvent(AnalyticsEventKind.HEARTBEAT), options.heartbeatIntervalMs);
  const stopPerformance = startPerformanceReporting(options.performance);
  return () => {
    disconnect();
    stopButtons();
    stopHeartbeat();
    traces.stop();
    stopPerformance();
  };
}
