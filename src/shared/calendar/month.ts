/**
 * A calendar month as plain year/month/day numbers: its key (`2026-12`), the month before and
 * after, and its grid of weeks. No time zone here: a day is a date on the wall calendar.
 */

/** A month: `month` is 1–12. */
export interface Month {
  year: number;
  month: number;
}

/** One cell of a month grid. */
export interface GridDay {
  /** `2026-12-05`. */
  key: string;
  day: number;
  /** Whether the day belongs to the grid's month (the others fill its first and last week). */
  inMonth: boolean;
}

/** Weeks in a grid: always six, so every month draws at the same height. */
export const GRID_WEEKS = 6;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `2026-12`. */
export const monthKey = ({ year, month }: Month): string => `${pad(year, 4)}-${pad(month)}`;

/** `2026-12-05`. */
export const dayKey = (year: number, month: number, day: number): string => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** The month of a `YYYY-MM` or `YYYY-MM-DD` text, or undefined when it is not one (years 1000–9999). */
export function parseMonth(text: unknown): Month | undefined {
  const match = typeof text === 'string' ? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text) : null;
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return year >= 1000 && month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** The month `count` months after `from` (before, when negative). */
export function addMonths(from: Month, count: number): Month {
  const index = from.year * 12 + (from.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Days in the month. */
export const daysInMonth = ({ year, month }: Month): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The day `count` days after the day `key` (before, when negative). */
export function addDays(key: string, count: number): string {
  const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day + count));
  return dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * The month's grid: six weeks of seven days, each week starting on `weekStart` (0 Sunday, 1 Monday),
 * the days of the months before and after filling the first and last weeks.
 */
export function monthGrid(of: Month, weekStart = 0): GridDay[][] {
  const first = new Date(Date.UTC(of.year, of.month - 1, 1));
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const weeks: GridDay[][] = [];
  for (let week = 0; week < GRID_WEEKS; week++) {
    const days: GridDay[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const date = new Date(Date.UTC(of.year, of.month - 1, 1 - lead + week * 7 + weekday));
      const month = date.getUTCMonth() + 1;
      days.push({ key: dayKey(date.getUTCFullYear(), month, date.getUTCDate()), day: date.getUTCDate(), inMonth: month === of.month });
    }
    weeks.push(days);
  }
  return weeks;
}

/** The month's name and year in `locale` ('December 2026'). */
export function monthTitle(of: Month, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(of.year, of.month - 1, 1));
}

/** The weekday names in grid order from `weekStart`: short ('Mon') and long ('Monday'). */
export function weekdayNames(locale: string, weekStart = 0): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = Date.UTC(2023, 0, 1 + ((weekStart + index) % 7));
    return { short: short.format(date), long: long.format(date) };
  });
}
