/**
 * Relative time ('time since'): how long ago a date was, as a visitor reads it. Pure:
 * the caller passes the clock.
 */
import { RELATIVE_TIME_REFRESH_MS, RELATIVE_TIME_SECONDS_BELOW_MS } from '../constants/timings.js';
import { t } from '../i18n/format.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The time of a date attribute's text (ISO 8601 or anything `Date` reads), or undefined when it is not a date. */
export function parseDate(text: string | null | undefined): number | undefined {
  if (!text?.trim()) return undefined;
  const time = Date.parse(text.trim());
  return Number.isFinite(time) ? time : undefined;
}

/**
 * 'just now' until the first refresh could change it, then whole seconds under a minute, then
 * minutes, hours and days. A date in the future (a clock running ahead) reads 'just now'.
 */
export function relativeTimeText(time: number, now: number, locale?: string): string {
  const age = now - time;
  if (age < RELATIVE_TIME_REFRESH_MS) return t('relativeTimeJustNow', {}, locale);
  if (age < RELATIVE_TIME_SECONDS_BELOW_MS) return t('relativeTimeSeconds', { n: Math.floor(age / 1000) }, locale);
  if (age < HOUR_MS) return t('relativeTimeMinutes', { n: Math.floor(age / MINUTE_MS) }, locale);
  if (age < DAY_MS) return t('relativeTimeHours', { n: Math.floor(age / HOUR_MS) }, locale);
  return t('relativeTimeDays', { n: Math.floor(age / DAY_MS) }, locale);
}
