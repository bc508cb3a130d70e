/**
 * JavaScript error reporting (RecordJavascriptErrors): window `error` and
 * `unhandledrejection` go through the pure queue; due batches are posted with the crumb header.
 */
import { post } from '../api/index.js';
import { emptyErrorQueue, reportError, takeBatch, type ErrorDetails } from './errors.js';

export const RECORD_JAVASCRIPT_ERRORS_PATH = '/api/events/RecordJavascriptErrors';

function fromErrorEvent(event: ErrorEvent): ErrorDetails {
  const error: unknown = event.error;
  return {
    message: event.message || (error instanceof Error ? error.message : String(error)),
    stack: error instanceof Error ? error.stack : undefined,
    url: event.filename || undefined,
    line: event.lineno || undefined,
    column: event.colno || undefined,
  };
}

function fromRejection(event: PromiseRejectionEvent): ErrorDetails {
  const reason: unknown = event.reason;
  if (reason instanceof Error) return { message: reason.message, stack: reason.stack };
  return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)) };
}

/** Starts listening; the returned function stops, dropping what is still queued. */
export function startErrorReporting(): () => void {
  let queue = emptyErrorQueue();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (queue.sendAt !== undefined) timer = setTimeout(flush, Math.max(0, queue.sendAt - Date.now()));
  };
  const flush = () => {
    const taken = takeBatch(queue, Date.now());
    queue = taken.queue;
    // The client adds X-CSRF-Token from the crumb cookie; a failed report is not reported again.
    if (taken.batch) void post(RECORD_JAVASCRIPT_ERRORS_PATH, { body: taken.batch, quiet: true }).catch(() => undefined);
    // A timer may fire a moment before the clock reaches the due time (Firefox does): try again then.
    else schedule();
  };
  const queueError = (details: ErrorDetails) => {
    queue = reportError(queue, details, Date.now());
    schedule();
  };
  const onError = (event: ErrorEvent) => queueError(fromErrorEvent(event));
  const onRejection = (event: PromiseRejectionEvent) => queueError(fromRejection(event));

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
