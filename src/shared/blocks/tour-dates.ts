/**
 * Tour dates: where the studio's stall or show will be, date by date, with the venue, the town and
 * a ticket link (or 'Sold out'). All of it is markup from the site definition; `<sq-tour-dates>`
 * marks the dates that have passed.
 */
import { html, nothing } from 'lit-html';
import { dayKey } from '../calendar/month.js';
import { t } from '../i18n/format.js';
import { usableUrl } from '../url/check.js';
import { isOptionalText, isText, type Block, type BlockContext, type BlockType } from './types.js';

export interface TourDate {
  /** `2026-12-12`: the day on the venue's calendar. */
  date: string;
  venue: string;
  city: string;
  /** Where tickets are sold: an http(s) URL or a path on the site. */
  ticketUrl?: string;
  soldOut?: boolean;
}

export interface TourDatesBlock extends Block {
  type: 'tour-dates';
  heading?: string;
  dates: TourDate[];
}

export const MAX_TOUR_DATES = 100;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SITE_BASE = 'https://site.invalid/';

/** A ticket link the page may show: http(s) or a path on the site. */
export const ticketHref = (value: unknown): string | undefined => {
  const checked = usableUrl(value, 'navigation', { base: SITE_BASE });
  return checked && (/^https?:\/\//i.test(checked) || (checked.startsWith('/') && !checked.startsWith('//'))) ? checked : undefined;
};

/** The date's key when it is a real day (`2026-02-30` is not). */
export function tourDay(value: unknown): string | undefined {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? dayKey(year, month, day) : undefined;
}

function datesProblem(dates: unknown): string | undefined {
  if (!Array.isArray(dates) || dates.length === 0 || dates.length > MAX_TOUR_DATES)
    return `needs dates: a list of 1 to ${MAX_TOUR_DATES} { date, venue, city, ticketUrl }`;
  for (const [index, entry] of (dates as Partial<TourDate>[]).entries()) {
    const where = `date ${index + 1}`;
    if (!tourDay(entry?.date)) return `${where} needs a date (YYYY-MM-DD)`;
    if (!isText(entry.venue) || !isText(entry.city)) return `${where} needs a venue and a city`;
    if (entry.ticketUrl !== undefined && !ticketHref(entry.ticketUrl)) return `${where} ticketUrl must be an http(s) URL or a path on the site`;
    if (entry.soldOut !== undefined && typeof entry.soldOut !== 'boolean') return `${where} soldOut must be true or false`;
  }
  return undefined;
}

export const tourDatesBlock: BlockType<TourDatesBlock> = {
  type: 'tour-dates',
  element: 'sq-tour-dates',
  check: (block) => datesProblem(block.dates) ?? (isOptionalText(block.heading) ? undefined : 'heading must be text'),
  template: (block, context: BlockContext) => {
    const format = new Intl.DateTimeFormat(context.locale ?? 'en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const dates = [...block.dates].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    return html`<sq-tour-dates id=${block.id} class="block block-tour-dates" time-zone=${context.timeZone ?? nothing}
      >${block.heading ? html`<h2 class="block-heading">${block.heading}</h2>` : nothing}
      <ul class="sq-tour-dates-list">
        ${dates.map((entry, index) => {
          const day = tourDay(entry.date)!;
          const href = entry.soldOut ? undefined : ticketHref(entry.ticketUrl);
          const venueId = `${block.id}-venue-${index}`;
          return html`<li class="sq-tour-date">
            <time class="sq-tour-day" datetime=${day}>${format.format(Date.parse(`${day}T00:00:00Z`))}</time>
            <span class="sq-tour-place" id=${venueId}>${entry.venue}, ${entry.city}</span>
            ${
              entry.soldOut
                ? html`<span class="sq-tour-sold-out">${t('tourSoldOut')}</span>`
                : href
                  ? html`<a class="sq-tour-tickets" href=${href} aria-describedby=${venueId}>${t('tourTickets')}</a>`
                  : html`<span class="sq-tour-free">${t('tourNoTickets')}</span>`
            }
          </li>`;
        })}
      </ul></sq-tour-dates
    >`;
  },
};
