/** The trace log (POST /api/events/Trace): entries queued and flushed every 30 s, and when the page is hidden. */
import { post } from '../api/index.js';

export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

/** The server takes at most this many entries per call. */
export const TRACE_BATCH_SIZE = 500;

export function startTraceLog(intervalMs: number): { add: (type: string, data: unknown) => void; stop: () => void } {
  let entries: TraceEntry[] = [];
  const flush = () => {
    while (entries.length > 0) {
      const data = entries.slice(0, TRACE_BATCH_SIZE);
      entries = entries.slice(TRACE_BATCH_SIZE);
      void post('/api/events/Trace', { body: { data }, quiet: true }).catch(() => undefined);
    }
  };
  const timer = setInterval(flush, intervalMs);
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onHide);
  return {
    add: (type, data) => void entries.push({ pageUrl: location.href, type, data: data ?? null }),
    stop() {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    },
  };
}
