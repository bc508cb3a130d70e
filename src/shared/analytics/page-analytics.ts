/** The analytics of one page view, loaded as its own chunk only once tracking is allowed (§6, §9). */
import type { WebsiteContext } from '../site/context.js';
import type { TrackingPolicy } from './census.js';
import { recordPageView } from './page-view.js';
import { startPerformanceReporting, type PerformanceReporterOptions } from './performance-reporter.js';

export interface PageAnalyticsOptions {
  /** The page view is recorded (shouldRecordPageView); performance is reported either way. */
  recordView: boolean;
  /** The policy as it stands now: consent can change while this chunk loads. */
  policy: () => TrackingPolicy;
  performance: PerformanceReporterOptions;
}

export function startPageAnalytics(context: WebsiteContext, { recordView, policy, performance }: PageAnalyticsOptions): () => void {
  if (recordView) void recordPageView(context, policy());
  return startPerformanceReporting(performance);
}
