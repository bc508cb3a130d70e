/** The calendar's call for a month's events. */
import { get } from '../api/index.js';
import type { MonthEvent } from './dom.js';
import { monthKey, type Month } from './month.js';
import { MONTH_EVENTS_PATH } from './event.js';

/** A month's published events, through the runtime's HTTP client (no overlay: the calendar keeps the month drawn). */
export async function loadMonthEvents(month: Month, baseUrl?: string): Promise<readonly MonthEvent[]> {
  const answer = await get<{ events?: unknown }>(MONTH_EVENTS_PATH, {
    query: { month: monthKey(month) },
    quiet: true,
    ...(baseUrl ? { baseUrl } : {}),
  });
  return Array.isArray(answer?.events)
    ? answer.events.filter(
        (event): event is MonthEvent =>
          typeof event === 'object' &&
          event !== null &&
          ['id', 'title', 'start', 'end'].every((field) => typeof (event as Record<string, unknown>)[field] === 'string'),
      )
    : [];
}
