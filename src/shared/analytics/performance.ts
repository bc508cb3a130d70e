/** Performance records: which entries are reported, the records body, and when to send it. */
import { PERFORMANCE_MAX_WAIT_MS, PERFORMANCE_RECORDS_DELAY_MS } from '../constants/timings.js';
import { t } from '../i18n/format.js';

export const RUM_PREFIX = 'rum-';

export interface PerformanceEntryLike {
  entryType: string;
  name: string;
  startTime?: number;
  duration?: number;
  detail?: unknown;
}

export interface PerformanceRecord {
  pageLoadId: string;
  entryType: string;
  name: string;
  startTime?: number;
  duration?: number;
  value?: number;
  detail?: unknown;
}

/** Marks and measures are the page's own: only those named rum-* are reported; other entry types all are. */
export function isReportedEntry({ entryType, name }: Pick<PerformanceEntryLike, 'entryType' | 'name'>): boolean {
  if (entryType === 'mark' || entryType === 'measure') return name.startsWith(RUM_PREFIX);
  return true;
}

const finite = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function performanceRecords(entries: readonly PerformanceEntryLike[], pageLoadId: string): PerformanceRecord[] {
  return entries.filter(isReportedEntry).map((entry) => {
    const record: PerformanceRecord = { pageLoadId, entryType: entry.entryType, name: entry.name };
    const startTime = finite(entry.startTime);
    const duration = finite(entry.duration);
    if (startTime !== undefined) record.startTime = startTime;
    if (duration !== undefined) record.duration = duration;
    if (entry.detail !== undefined && entry.detail !== null) record.detail = entry.detail;
    return record;
  });
}

/** The text body of POST /api/1/performance/records, or undefined when there is nothing to send (empty data is refused). */
export function performanceBody(records: readonly PerformanceRecord[]): string | undefined {
  return records.length === 0 ? undefined : JSON.stringify(records);
}

export interface PerformanceTiming {
  /** When the runtime started waiting (ms). */
  startedAt: number;
  /** When the page finished loading, if it has. */
  loadedAt?: number;
}

export interface PerformanceDelays {
  delayMs?: number;
  maxWaitMs?: number;
}

/** When the records are due: 30 s after load, but never later than 60 s after the wait began. */
export function performanceSendAt(
  { startedAt, loadedAt }: PerformanceTiming,
  { delayMs = PERFORMANCE_RECORDS_DELAY_MS, maxWaitMs = PERFORMANCE_MAX_WAIT_MS }: PerformanceDelays = {},
): number {
  const latest = startedAt + maxWaitMs;
  return loadedAt === undefined ? latest : Math.min(loadedAt + delayMs, latest);
}

/** Send now: the page is being hidden (there may be no later chance), or the send time has come. */
export function shouldSendPerformance(timing: PerformanceTiming & { now: number; pageHidden: boolean; sent: boolean }): boolean {
  if (timing.sent) return false;
  return timing.pageHidden || timing.now >= performanceSendAt(timing);
}

/** The pageLoadId of GET /api/1/performance/settings, or the console message when the body has none. */
export function readPageLoadId(body: unknown): { pageLoadId: string } | { error: string } {
  const pageLoadId = typeof body === 'object' && body !== null ? (body as { pageLoadId?: unknown }).pageLoadId : undefined;
  return typeof pageLoadId === 'string' && pageLoadId !== '' ? { pageLoadId } : { error: t('pageLoadIdUnresolved', {}, 'en') };
}

export const metricSettingsTimeoutMessage = (): string => t('metricSettingsTimeout', {}, 'en');

/** The console message for a records or settings response that is not a success, or undefined for a success. */
export function unexpectedStatusMessage(status: number): string | undefined {
  return status >= 200 && status < 300 ? undefined : t('performanceUnexpectedStatus', { status: String(status) }, 'en');
}
