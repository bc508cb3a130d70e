/**
 * An event of the site (workshops, open studio days, markets): when it starts and ends as UTC
 * instants, the IANA time zone it takes place in, where, and what it is. The site definition's
 * events.json holds them; the server stores them and answers the published ones.
 */
import { isTimeZone, utcInstant } from './zone.js';

export interface SiteEvent {
  /** Letters, digits, `-` and `_`: the event's anchor (`#event-<id>`) and its `.ics` file name. */
  id: string;
  title: string;
  /** ISO-8601 UTC. */
  start: string;
  /** ISO-8601 UTC, after the start. */
  end: string;
  /** IANA time zone of the place it happens. */
  timeZone: string;
  location?: string;
  description?: string;
  /** Only published events are public; drafts stay in the database. */
  status?: 'published' | 'draft';
  /** For members only ('members', or one member area's): such an event is in no calendar, list or file. */
  access?: 'members' | { memberArea: string };
}

export const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const EVENT_LIMITS = { title: 200, location: 300, description: 2000 } as const;

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max;
const isOptional = (value: unknown, max: number) => value === undefined || (typeof value === 'string' && value.length <= max);

/** The first problem with an event of the definition, or undefined. */
export function eventProblem(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return 'must be an object';
  const event = entry as Record<string, unknown>;
  if (typeof event.id !== 'string' || !EVENT_ID.test(event.id)) return 'needs an id: letters, digits, - or _ (at most 64)';
  if (!isText(event.title, EVENT_LIMITS.title)) return `needs a title (at most ${EVENT_LIMITS.title} characters)`;
  const start = utcInstant(event.start);
  const end = utcInstant(event.end);
  if (!start || !end) return 'needs a start and an end: ISO-8601 date-times with an offset or Z (2026-12-05T10:00:00-05:00)';
  if (end <= start) return 'must end after it starts';
  if (!isTimeZone(event.timeZone)) return `has the time zone ${JSON.stringify(event.timeZone)}; use an IANA zone such as "America/New_York"`;
  if (!isOptional(event.location, EVENT_LIMITS.location)) return `location must be text of at most ${EVENT_LIMITS.location} characters`;
  if (!isOptional(event.description, EVENT_LIMITS.description)) return `description must be text of at most ${EVENT_LIMITS.description} characters`;
  if (event.status !== undefined && event.status !== 'published' && event.status !== 'draft') return 'status must be "published" or "draft"';
  return undefined;
}

/** Upcoming first: events that have not ended, by start. */
export function upcomingEvents<T extends Pick<SiteEvent, 'start' | 'end'>>(events: readonly T[], now: Date): T[] {
  const at = now.toISOString();
  return events.filter((event) => event.end > at).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/** The JSON route the server answers a month's published events on; an event's `.ics` file is under it. */
export const MONTH_EVENTS_PATH = '/api/calendar-events';

/** The `.ics` file of an event on the server. */
export const eventIcsPath = (id: string): string => `${MONTH_EVENTS_PATH}/${encodeURIComponent(id)}.ics`;
