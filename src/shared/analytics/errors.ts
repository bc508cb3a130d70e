/**
 * Error reporting (RecordJavascriptErrors) as a pure queue: time is an input, so
 * the debounce and the limits are decided here and a caller only sets timers and sends.
 */
import { ERROR_REPORT_MAX_BATCHES_PER_PAGE, ERROR_REPORT_MAX_QUEUED_ERRORS, ERROR_REPORT_STACK_MAX_CHARS } from '../constants/limits.js';
import { ERROR_REPORT_DEBOUNCE_MS } from '../constants/timings.js';

export const JAVASCRIPT_ERROR_EVENT = 'javascript-error';

/** One entry of the RecordJavascriptErrors body. */
export interface ErrorRecord {
  event: string;
  data: { message: string; stack?: string; url?: string; line?: number; column?: number; [field: string]: unknown };
  timestamp: number;
}

export interface ErrorQueue {
  queued: readonly ErrorRecord[];
  batchesSent: number;
  /** When the queued errors are due to be sent; undefined with nothing queued. */
  sendAt: number | undefined;
}

export interface ErrorDetails {
  message: string;
  stack?: string;
  url?: string;
  line?: number;
  column?: number;
  event?: string;
}

export const emptyErrorQueue = (): ErrorQueue => ({ queued: [], batchesSent: 0, sendAt: undefined });

export function truncateStack(stack: string): string {
  return stack.length > ERROR_REPORT_STACK_MAX_CHARS ? stack.slice(0, ERROR_REPORT_STACK_MAX_CHARS) : stack;
}

/** An http(s) URL with a query or fragment, and the line and column a stack frame may add after it. */
const URL_WITH_QUERY = /\b(https?:\/\/[^\s?#"'()<>]*)[?#][^\s"'()<>]*?((?::\d+){0,2})(?=[\s"'()<>]|$)/g;

/**
 * `text` with every URL's query and fragment left out, a stack frame's line and column kept: a page's
 * or script's query may hold what identifies a visitor (a token, an email), and a report, which goes
 * out before consent too, never carries one.
 */
export function withoutUrlQueries(text: string): string {
  return text.replace(URL_WITH_QUERY, '$1$2');
}

export function errorRecord({ event = JAVASCRIPT_ERROR_EVENT, message, stack, ...where }: ErrorDetails, now: number): ErrorRecord {
  const data: ErrorRecord['data'] = { message: withoutUrlQueries(message) };
  if (stack !== undefined) data.stack = truncateStack(withoutUrlQueries(stack));
  for (const [name, value] of Object.entries(where))
    if (value !== undefined) data[name] = typeof value === 'string' ? withoutUrlQueries(value) : value;
  return { event, data, timestamp: now };
}

/** Whether the page may still send another batch. */
export const canSendMoreBatches = (queue: ErrorQueue): boolean => queue.batchesSent < ERROR_REPORT_MAX_BATCHES_PER_PAGE;

/**
 * Queues an error and pushes the send back by the debounce. Dropped once 10 are queued (the first
 * errors usually name the cause) or once the page has used its 20 batches.
 */
export function reportError(queue: ErrorQueue, details: ErrorDetails, now: number): ErrorQueue {
  if (!canSendMoreBatches(queue) || queue.queued.length >= ERROR_REPORT_MAX_QUEUED_ERRORS) return queue;
  return { ...queue, queued: [...queue.queued, errorRecord(details, now)], sendAt: now + ERROR_REPORT_DEBOUNCE_MS };
}

export function isBatchDue(queue: ErrorQueue, now: number): boolean {
  return queue.sendAt !== undefined && queue.queued.length > 0 && now >= queue.sendAt;
}

/** The batch to send now and the queue after it; no batch before it is due. */
export function takeBatch(queue: ErrorQueue, now: number): { batch: ErrorRecord[] | undefined; queue: ErrorQueue } {
  if (!isBatchDue(queue, now) || !canSendMoreBatches(queue)) return { batch: undefined, queue };
  return { batch: [...queue.queued], queue: { queued: [], batchesSent: queue.batchesSent + 1, sendAt: undefined } };
}
