/**
 * A month of the site's events as a table: each day with its events' titles, linked to the event
 * in the events list when the page has one. Without scripts it is the month as drawn; `<sq-calendar>`
 * makes it a date grid with month buttons.
 */
import { html, nothing } from 'lit-html';
import { zonedDay, zonedDays, shownZone } from '../calendar/zone.js';
import { monthGrid, monthKey, monthTitle, parseMonth, weekdayNames, type Month } from '../calendar/month.js';
import { upcomingEvents, type SiteEvent } from '../calendar/event.js';
import { t } from '../i18n/format.js';
import { isOptionalText, type Block, type BlockContext, type BlockType } from './types.js';

export interface CalendarBlock extends Block {
  type: 'calendar';
  /** The month shown first (`2026-12`); the current month by default. */
  month?: string;
  /** 0: weeks start on Sunday (default); 1: on Monday. */
  weekStart?: 0 | 1;
  /** A heading above the calendar. */
  heading?: string;
}

/** Each day of `month` in `zone` with the events on it, in order of their start. */
export function eventsByDay(events: readonly SiteEvent[], month: Month, zone: string): Map<string, SiteEvent[]> {
  const key = monthKey(month);
  const byDay = new Map<string, SiteEvent[]>();
  for (const event of [...events].sort((a, b) => (a.start < b.start ? -1 : 1))) {
    for (const day of zonedDays(event.start, event.end, zone)) {
      if (day.startsWith(`${key}-`)) byDay.set(day, [...(byDay.get(day) ?? []), event]);
    }
  }
  return byDay;
}

export const calendarBlock: BlockType<CalendarBlock> = {
  type: 'calendar',
  element: 'sq-calendar',
  check: (block) =>
    block.month !== undefined && !parseMonth(block.month)
      ? 'month must be YYYY-MM'
      : block.weekStart !== undefined && block.weekStart !== 0 && block.weekStart !== 1
        ? 'weekStart must be 0 (Sunday) or 1 (Monday)'
        : isOptionalText(block.heading)
          ? undefined
          : 'heading must be text',
  template: (block, context: BlockContext) => {
    const zone = shownZone(context.timeZone);
    const locale = context.locale ?? 'en-US';
    const now = context.now ?? new Date();
    const today = zonedDay(now, zone);
    const month = parseMonth(block.month) ?? parseMonth(today)!;
    const weekStart = block.weekStart ?? 0;
    const title = monthTitle(month, locale);
    const byDay = eventsByDay(context.events ?? [], month, zone);
    const listed = new Set(context.eventsListed ? upcomingEvents(context.events ?? [], now).map((event) => event.id) : []);
    // The caption's text with no whitespace around it, which the formatter would add.
    // prettier-ignore
    const caption = html`<caption class="sq-calendar-title">${title}</caption>`;
    return html`${block.heading ? html`<h2 class="block-heading">${block.heading}</h2>` : nothing}<sq-calendar
        id=${block.id}
        class="block block-calendar"
        time-zone=${context.timeZone ?? nothing}
        week-start=${weekStart}
        ><div class="sq-calendar-nav">
          <button type="button" class="sq-calendar-previous" aria-label=${t('calendarPreviousMonth')}>‹</button
          ><button type="button" class="sq-calendar-next" aria-label=${t('calendarNextMonth')}>›</button>
        </div>
        <table class="sq-calendar-grid" data-month=${monthKey(month)}>
          ${caption}
          <thead>
            <tr>
              ${weekdayNames(locale, weekStart).map((name) => html`<th scope="col" abbr=${name.long}>${name.short}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${monthGrid(month, weekStart).map(
              (week) =>
                html`<tr>
                  ${week.map((day) => {
                    const events = day.inMonth ? (byDay.get(day.key) ?? []) : [];
                    const classes = [day.inMonth ? '' : 'sq-calendar-outside', events.length ? 'sq-calendar-has-events' : '']
                      .filter(Boolean)
                      .join(' ');
                    return html`<td data-date=${day.key} class=${classes || nothing} aria-current=${day.key === today ? 'date' : nothing}>
                      <span class="sq-calendar-day">${day.day}</span>${
                        events.length
                          ? html`<ul class="sq-calendar-events">
                              ${events.map(
                                (event) =>
                                  html`<li>
                                    ${
                                      listed.has(event.id)
                                        ? html`<a href=${`#event-${event.id}`} data-event-id=${event.id}>${event.title}</a>`
                                        : html`<span data-event-id=${event.id}>${event.title}</span>`
                                    }
                                  </li>`,
                              )}
                            </ul>`
                          : nothing
                      }
                    </td>`;
                  })}
                </tr>`,
            )}
          </tbody>
        </table></sq-calendar
      >`;
  },
};
