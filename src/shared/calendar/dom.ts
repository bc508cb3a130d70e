/**
 * The calendar block's light DOM, enhanced in place after the WAI-ARIA APG date grid: the month
 * table becomes a grid with one day in the tab order (roving tabindex); arrows move by day and by
 * week, Home and End to the week's first and last day, Page Up and Page Down by month; the month
 * buttons show the month before and after. The first month is the server's; the others' events come
 * from `load`. Without scripts the table shows the first month as it is.
 */
import { addDays, addMonths, daysInMonth, dayKey, monthKey, monthTitle, parseMonth, type Month } from './month.js';
import { CALENDAR_CLASS, drawMonth, eventsInTable, type DayEvent } from './grid-dom.js';
import { isTimeZone, zonedDay, zonedDays } from './zone.js';

export const CALENDAR_NAV_CLASS = {
  nav: 'sq-calendar-nav',
  previous: 'sq-calendar-previous',
  next: 'sq-calendar-next',
  status: 'sq-calendar-status',
} as const;

/** An event as the JSON route answers it. */
export interface MonthEvent {
  id: string;
  title: string;
  start: string;
  end: string;
}

export interface CalendarOptions {
  /** The month to show first when the table names none (`2026-12`). */
  month?: string | undefined;
  /** The site's IANA zone: days and today are the zone's. */
  timeZone: string;
  weekStart: number;
  locale: string;
  labels: { previous: string; next: string };
  /** The month's events; rejects when they cannot be loaded. */
  load: (month: Month) => Promise<readonly MonthEvent[]>;
  /** Called once when the zone is unknown. */
  onUnknownZone: () => void;
  /** Now, for today (tests pass their own). */
  now?: () => Date;
}

/** The day a key moves the focus to from `day`, or undefined for other keys. */
export function dayFocusTarget(key: string, day: string, weekStart: number, shiftKey = false): string | undefined {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  const sameDayIn = (count: number) => {
    const to = addMonths({ year, month }, count);
    return dayKey(to.year, to.month, Math.min(date, daysInMonth(to)));
  };
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -((weekday - weekStart + 7) % 7));
    case 'End':
      return addDays(day, 6 - ((weekday - weekStart + 7) % 7));
    case 'PageUp':
      return sameDayIn(shiftKey ? -12 : -1);
    case 'PageDown':
      return sameDayIn(shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}

function button(className: string, label: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('aria-label', label);
  element.textContent = text;
  return element;
}

/** Runs the calendar on `host`'s light DOM; returns the function that stops it. */
export function startCalendar(host: HTMLElement, options: CalendarOptions): () => void {
  const zone = isTimeZone(options.timeZone) ? options.timeZone : 'UTC';
  if (zone !== options.timeZone) options.onUnknownZone();
  const now = options.now ?? (() => new Date());
  const today = zonedDay(now(), zone);
  const gridOptions = { locale: options.locale, weekStart: options.weekStart, today };

  let table = host.querySelector<HTMLTableElement>(`table.${CALENDAR_CLASS.grid}`);
  const cache = new Map<string, Map<string, DayEvent[]>>();
  let month: Month;
  if (table && parseMonth(table.dataset.month) && table.querySelector('td[data-date]')) {
    month = parseMonth(table.dataset.month)!;
    cache.set(monthKey(month), eventsInTable(table));
  } else {
    month = parseMonth(options.month) ?? parseMonth(today)!;
    table?.remove();
    table = document.createElement('table');
    table.className = CALENDAR_CLASS.grid;
    table.createTHead();
    host.append(table);
    drawMonth(table, month, new Map(), gridOptions);
  }
  const grid = table;
  grid.setAttribute('role', 'grid');
  // A caption may not be live inside a grid: the month shown is announced from a hidden status beside it.
  let status = host.querySelector<HTMLElement>(`.${CALENDAR_NAV_CLASS.status}`);
  if (!status) {
    status = document.createElement('p');
    status.className = CALENDAR_NAV_CLASS.status;
    status.setAttribute('aria-live', 'polite');
    host.append(status);
  }
  const announce = status;

  let nav = host.querySelector<HTMLElement>(`.${CALENDAR_NAV_CLASS.nav}`);
  if (!nav) {
    nav = document.createElement('div');
    nav.className = CALENDAR_NAV_CLASS.nav;
    nav.append(button(CALENDAR_NAV_CLASS.previous, options.labels.previous, '‹'), button(CALENDAR_NAV_CLASS.next, options.labels.next, '›'));
    host.insertBefore(nav, grid);
  }
  const previous = nav.querySelector<HTMLButtonElement>(`.${CALENDAR_NAV_CLASS.previous}`);
  const next = nav.querySelector<HTMLButtonElement>(`.${CALENDAR_NAV_CLASS.next}`);
  previous?.setAttribute('aria-label', options.labels.previous);
  next?.setAttribute('aria-label', options.labels.next);

  const cells = () => [...grid.querySelectorAll<HTMLTableCellElement>('td[data-date]')];
  const cellOf = (day: string) => grid.querySelector<HTMLTableCellElement>(`td[data-date="${day}"]`);
  const inShownMonth = (day: string) => day.startsWith(`${monthKey(month)}-`);

  /** The one day in the tab order: the chosen one, else today, else the first day with events, else the 1st. */
  function makeActive(day: string) {
    for (const td of cells()) {
      const active = td.dataset.date === day;
      td.tabIndex = active ? 0 : -1;
      if (active) td.setAttribute('aria-selected', 'true');
      else td.removeAttribute('aria-selected');
      for (const link of td.querySelectorAll('a')) link.tabIndex = -1;
    }
  }
  const defaultDay = () =>
    inShownMonth(today)
      ? today
      : (cells().find((td) => inShownMonth(td.dataset.date!) && td.classList.contains(CALENDAR_CLASS.hasEvents))?.dataset.date ??
        `${monthKey(month)}-01`);

  let requested = 0;
  function show(to: Month, day: string, focus: boolean) {
    const key = monthKey(to);
    if (key !== monthKey(month)) announce.textContent = monthTitle(to, options.locale);
    month = to;
    drawMonth(grid, to, cache.get(key) ?? new Map(), gridOptions);
    makeActive(day);
    if (focus) cellOf(day)?.focus();
    if (cache.has(key)) return;
    const ticket = ++requested;
    options.load(to).then(
      (events) => {
        const byDay = new Map<string, DayEvent[]>();
        for (const event of events) {
          const href = document.getElementById(`event-${event.id}`) ? `#event-${event.id}` : undefined;
          for (const eventDay of zonedDays(event.start, event.end, zone)) {
            if (!eventDay.startsWith(`${key}-`)) continue;
            byDay.set(eventDay, [...(byDay.get(eventDay) ?? []), { id: event.id, title: event.title, href }]);
          }
        }
        cache.set(key, byDay);
        if (ticket !== requested || monthKey(month) !== key) return;
        const active = grid.querySelector<HTMLTableCellElement>('td[tabindex="0"]')?.dataset.date ?? day;
        const hadFocus = grid.contains(document.activeElement);
        show(to, active, hadFocus);
      },
      // The month stays drawn without events; the client has reported the failure.
      () => undefined,
    );
  }

  // The server's month is drawn with its events; a table drawn here asks for its month's.
  if (cache.has(monthKey(month))) makeActive(defaultDay());
  else show(month, defaultDay(), false);

  const moveTo = (day: string) => {
    const to = parseMonth(day)!;
    if (monthKey(to) === monthKey(month)) {
      makeActive(day);
      cellOf(day)?.focus();
    } else show(to, day, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const td = event.target instanceof Element ? event.target.closest<HTMLTableCellElement>('td[data-date]') : null;
    if (!td || !grid.contains(td) || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      const link = td.querySelector<HTMLAnchorElement>('a[href]');
      if (link) {
        event.preventDefault();
        link.click();
      }
      return;
    }
    const target = dayFocusTarget(event.key, td.dataset.date!, options.weekStart, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    moveTo(target);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const td = target?.closest<HTMLTableCellElement>('td[data-date]');
    if (td && grid.contains(td) && inShownMonth(td.dataset.date!)) makeActive(td.dataset.date!);
    const step = target?.closest(`.${CALENDAR_NAV_CLASS.previous}`) ? -1 : target?.closest(`.${CALENDAR_NAV_CLASS.next}`) ? 1 : 0;
    if (!step) return;
    const active = grid.querySelector<HTMLTableCellElement>('td[tabindex="0"]')?.dataset.date ?? `${monthKey(month)}-01`;
    const to = addMonths(month, step);
    const date = Number(active.slice(8));
    show(to, dayKey(to.year, to.month, Math.min(date, daysInMonth(to))), false);
  };
  host.addEventListener('keydown', onKeyDown);
  host.addEventListener('click', onClick);
  return () => {
    host.removeEventListener('keydown', onKeyDown);
    host.removeEventListener('click', onClick);
  };
}
