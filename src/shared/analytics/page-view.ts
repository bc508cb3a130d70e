/** Records the page view (POST /api/census/RecordHit): visitor cookies first, when allowed, then the hit. */
import { post } from '../api/index.js';
import { AnalyticsEventKind } from '../constants/enums.js';
import { getCookie, setCookie } from '../dom/cookies.js';
import { isStorageAvailable } from '../dom/storage.js';
import { randomId } from '../dom/random-id.js';
import { t } from '../i18n/format.js';
import type { WebsiteContext } from '../site/context.js';
import { censusHitData, VISITOR_RECORD_COOKIE, visitorCookieWrites, type CensusWindow, type TrackingPolicy } from './census.js';

const createId = randomId;

export function censusWindow(): CensusWindow {
  return {
    userAgent: navigator.userAgent,
    now: Date.now(),
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
    screenHeight: screen.height,
    screenWidth: screen.width,
    pathname: location.pathname,
    search: location.search,
    title: document.title,
    referrer: document.referrer,
    localStorageSupported: isStorageAvailable('local'),
  };
}

/** Writes the visitor cookies the policy allows; returns the visitor record id when there is one. */
export function touchVisitorCookies(policy: TrackingPolicy): string | undefined {
  const writes = visitorCookieWrites({ visitorRecord: getCookie(VISITOR_RECORD_COOKIE), now: Date.now(), createId, policy });
  for (const write of writes) setCookie(write.name, write.value, { maxAgeSeconds: write.maxAgeSeconds });
  const visitorRecord = getCookie(VISITOR_RECORD_COOKIE) || undefined;
  // The visitor record is the events service's analyticsId (a console message when it cannot be kept).
  if (writes.length > 0 && !visitorRecord) console.warn(t('analyticsIdNotStored', {}, 'en'));
  return visitorRecord;
}

export async function recordPageView(context: WebsiteContext, policy: TrackingPolicy): Promise<void> {
  const visitorCookie = touchVisitorCookies(policy);
  const data = censusHitData({ ...censusWindow(), context, visitorCookie });
  const form: Record<string, string> = { event: String(AnalyticsEventKind.PAGE_VIEW), data: JSON.stringify(data) };
  if (visitorCookie) form[VISITOR_RECORD_COOKIE] = visitorCookie;
  // Nobody is shown a failed hit.
  await post('/api/census/RecordHit', { form, quiet: true }).catch(() => undefined);
}
