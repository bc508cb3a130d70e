/**
 * The calendar's month table, as DOM: the same markup the block template renders on the server
 * (src/shared/blocks/calendar.ts), built with `createElement` and `textContent` so no text becomes
 * markup. The enhancer (dom.ts) draws the other months with it.
 */
import { monthGrid, monthKey, monthTitle, weekdayNames, type Month } from './month.js';

/** An event as a day of the calendar shows it. */
export interface DayEvent {
  id: string;
  title: string;
  /** Where its title links to: the event in the list on the page. */
  href?: string;
}

export const CALENDAR_CLASS = {
  title: 'sq-calendar-title',
  grid: 'sq-calendar-grid',
  day: 'sq-calendar-day',
  outside: 'sq-calendar-outside',
  hasEvents: 'sq-calendar-has-events',
  events: 'sq-calendar-events',
} as const;

export interface GridOptions {
  locale: string;
  weekStart: number;
  /** Today in the site's zone (`2026-11-27`): marked `aria-current="date"`. */
  today: string;
}

function cell(key: string, day: number, inMonth: boolean, events: readonly DayEvent[], today: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.dataset.date = key;
  if (!inMonth) td.className = CALENDAR_CLASS.outside;
  if (events.length) td.classList.add(CALENDAR_CLASS.hasEvents);
  if (key === today) td.setAttribute('aria-current', 'date');
  const number = document.createElement('span');
  number.className = CALENDAR_CLASS.day;
  number.textContent = String(day);
  td.append(number);
  if (events.length) {
    const list = document.createElement('ul');
    list.className = CALENDAR_CLASS.events;
    for (const event of events) {
      const item = document.createElement('li');
      const label = document.createElement(event.href ? 'a' : 'span');
      if (event.href) label.setAttribute('href', event.href);
      label.textContent = event.title;
      item.append(label);
      list.append(item);
    }
    td.append(list);
  }
  return td;
}

/** The body rows of `month`: six weeks, each day with its events (by day key). */
export function gridRows(
  month: Month,
  eventsByDay: ReadonlyMap<string, readonly DayEvent[]>,
  { weekStart, today }: GridOptions,
): HTMLTableRowElement[] {
  return monthGrid(month, weekStart).map((week) => {
    const row = document.createElement('tr');
    for (const day of week) row.append(cell(day.key, day.day, day.inMonth, day.inMonth ? (eventsByDay.get(day.key) ?? []) : [], today));
    return row;
  });
}

/** Replaces the table's caption and body with `month`'s. */
export function drawMonth(table: HTMLTableElement, month: Month, eventsByDay: ReadonlyMap<string, readonly DayEvent[]>, options: GridOptions): void {
  const caption = table.caption ?? table.createCaption();
  caption.className = CALENDAR_CLASS.title;
  caption.textContent = monthTitle(month, options.locale);
  table.dataset.month = monthKey(month);
  const body = table.tBodies[0] ?? table.createTBody();
  body.replaceChildren(...gridRows(month, eventsByDay, options));
  const head = table.tHead;
  if (head && !head.rows[0]?.cells.length) {
    const row = head.insertRow();
    for (const name of weekdayNames(options.locale, options.weekStart)) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.abbr = name.long;
      th.textContent = name.short;
      row.append(th);
    }
  }
}

/** The events the table's cells show now, by day key (the server's first month). */
export function eventsInTable(table: HTMLTableElement): Map<string, DayEvent[]> {
  const byDay = new Map<string, DayEvent[]>();
  for (const td of table.querySelectorAll<HTMLTableCellElement>('td[data-date]')) {
    const events = [...td.querySelectorAll<HTMLElement>(`.${CALENDAR_CLASS.events} li > :is(a, span)`)].map((label) => ({
      id: label.dataset.eventId ?? '',
      title: label.textContent ?? '',
      href: label.getAttribute('href') ?? undefined,
    }));
    if (events.length) byDay.set(td.dataset.date!, events);
  }
  return byDay;
}
