/** Census hits besides the page view (POST /api/census/RecordHit): heartbeat, audio and video; and quick views. */
import { post } from '../api/index.js';
import { AnalyticsEventKind } from '../constants/enums.js';
import type { WebsiteContext } from '../site/context.js';
import { censusHitData, censusPageFields, VISITOR_RECORD_COOKIE } from './census.js';
import type { MediaKind } from './events.js';
import { censusWindow } from './page-view.js';

export function recordCensusEvent(
  context: WebsiteContext,
  event: AnalyticsEventKind,
  visitorCookie: string | undefined,
  extra: Record<string, unknown> = {},
): void {
  const item = { ...context, itemId: typeof extra.itemId === 'string' ? extra.itemId : context.itemId };
  const data = { ...censusHitData({ ...censusWindow(), context: item, visitorCookie }) };
  if (typeof extra.collectionId === 'string') data.collectionId = extra.collectionId;
  // A media hit names what played (an album track), not the page's item.
  if (typeof extra.recordType === 'string') data.recordType = extra.recordType;
  const form: Record<string, string> = { event: String(event), data: JSON.stringify(data) };
  if (visitorCookie) form[VISITOR_RECORD_COOKIE] = visitorCookie;
  void post('/api/census/RecordHit', { form, quiet: true }).catch(() => undefined);
}

/** A product opened in a quick view (POST /api/census/RecordQuickView/{id}), with the page's fields. */
export function recordQuickViewHit(context: WebsiteContext, productId: string, visitorCookie: string | undefined): void {
  const body = { visitorCookie, ...censusPageFields(censusHitData({ ...censusWindow(), context })) };
  void post(`/api/census/RecordQuickView/${encodeURIComponent(productId)}`, { body, quiet: true }).catch(() => undefined);
}

export const mediaEventKind = (kind: MediaKind): AnalyticsEventKind => (kind === 'audio' ? AnalyticsEventKind.AUDIO : AnalyticsEventKind.VIDEO);

/** A heartbeat hit every `intervalMs` while the page is visible. Returns the stop. */
export function startHeartbeat(send: () => void, intervalMs: number): () => void {
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible') send();
  }, intervalMs);
  return () => clearInterval(timer);
}
