/**
 * Performance reporting: asks the settings for a pageLoadId, then sends the page's
 * records once by beacon, 30 s after load or when the page is hidden, at most 60 s after start.
 */
import { ApiError, get, sendBeacon } from '../api/index.js';
import {
  metricSettingsTimeoutMessage,
  performanceBody,
  performanceRecords,
  performanceSendAt,
  readPageLoadId,
  unexpectedStatusMessage,
  type PerformanceDelays,
  type PerformanceEntryLike,
} from './performance.js';

export interface PerformanceReporterOptions extends PerformanceDelays {
  settingsTimeoutMs: number;
}

/** Entry types the page reports; resources are left out, they would swamp the 500-record limit. */
const REPORTED_TYPES = ['navigation', 'paint', 'mark', 'measure'];
const MAX_RECORDS = 500;

function pageEntries(): PerformanceEntryLike[] {
  return REPORTED_TYPES.flatMap((type) => performance.getEntriesByType(type) as PerformanceEntryLike[]);
}

async function fetchPageLoadId(timeoutMs: number): Promise<string | undefined> {
  try {
    const result = readPageLoadId(await get('/api/1/performance/settings', { timeoutMs, quiet: true }));
    if ('error' in result) console.error(result.error);
    return 'pageLoadId' in result ? result.pageLoadId : undefined;
  } catch (error) {
    // No answer at all (time-out, network) has status 0.
    const status = error instanceof ApiError ? error.status : 0;
    console.error((status > 0 && unexpectedStatusMessage(status)) || metricSettingsTimeoutMessage());
    return undefined;
  }
}

/** Starts reporting; the returned function stops it without sending. */
export function startPerformanceReporting({ settingsTimeoutMs, ...delays }: PerformanceReporterOptions): () => void {
  const startedAt = Date.now();
  let loadedAt = document.readyState === 'complete' ? startedAt : undefined;
  let pageLoadId: string | undefined;
  let sent = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = () => {
    if (sent || stopped || pageLoadId === undefined) return;
    sent = true;
    cleanup();
    const body = performanceBody(performanceRecords(pageEntries(), pageLoadId).slice(0, MAX_RECORDS));
    if (body !== undefined) void sendBeacon('/api/1/performance/records', body);
  };
  const schedule = () => {
    clearTimeout(timer);
    if (pageLoadId === undefined || sent || stopped) return;
    timer = setTimeout(send, Math.max(0, performanceSendAt({ startedAt, loadedAt }, delays) - Date.now()));
  };
  const onLoad = () => {
    loadedAt = Date.now();
    schedule();
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden') send();
  };
  const cleanup = () => {
    clearTimeout(timer);
    window.removeEventListener('load', onLoad);
    window.removeEventListener('pagehide', send);
    document.removeEventListener('visibilitychange', onHide);
  };

  window.addEventListener('load', onLoad);
  window.addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', onHide);
  void fetchPageLoadId(settingsTimeoutMs).then((id) => {
    pageLoadId = id;
    if (id === undefined) cleanup();
    else if (document.visibilityState === 'hidden') send();
    else schedule();
  });
  return () => {
    stopped = true;
    cleanup();
  };
}
