import type { Selectable } from 'kysely';
import type { CalendarEventsTable, Db } from '../db/schema.js';
import { utcInstant } from '../../src/shared/calendar/zone.js';
import type { SiteEvent } from '../../src/shared/calendar/event.js';
import { storableText } from '../db/text.js';
import { isMembersOnly } from '../site/member-access.js';

/** The calendar events (not the analytics `events`): the site definition's, stored with UTC times and their zone. */

type Row = Selectable<CalendarEventsTable>;

const asEvent = (row: Row): SiteEvent => ({
  id: row.id,
  title: row.title,
  // Both databases answer ISO text (PostgreSQL's timestamptz is converted on the way out); normalised to one spelling.
  start: utcInstant(row.starts_at) ?? new Date(row.starts_at).toISOString(),
  end: utcInstant(row.ends_at) ?? new Date(row.ends_at).toISOString(),
  timeZone: row.time_zone,
  ...(row.location ? { location: row.location } : {}),
  ...(row.description ? { description: row.description } : {}),
  status: row.status === 'draft' ? 'draft' : 'published',
});

/**
 * Stores the definition's events: each one inserted or updated, and those no longer in the
 * definition removed. `events` passed the definition's check (eventProblem).
 */
export async function storeCalendarEvents(trx: Db, events: readonly SiteEvent[], now: string): Promise<void> {
  const ids = events.map((event) => event.id);
  let removed = trx.deleteFrom('calendar_events');
  if (ids.length) removed = removed.where('id', 'not in', ids);
  await removed.execute();
  for (const event of events) {
    const row = {
      title: storableText(event.title),
      starts_at: utcInstant(event.start)!,
      ends_at: utcInstant(event.end)!,
      time_zone: event.timeZone,
      location: storableText(event.location ?? ''),
      description: storableText(event.description ?? ''),
      // A member-only event is in no calendar, list or file: stored under a status nothing answers.
      status: isMembersOnly(event) ? 'members' : (event.status ?? 'published'),
      updated_at: now,
    };
    await trx
      .insertInto('calendar_events')
      .values({ id: event.id, ...row })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
      .execute();
  }
}

/** Published events that overlap [from, to), by start; all published ones without bounds. */
export async function publishedEvents(db: Db, range?: { from: Date; to: Date }): Promise<SiteEvent[]> {
  let query = db.selectFrom('calendar_events').selectAll().where('status', '=', 'published');
  if (range) query = query.where('starts_at', '<', range.to.toISOString()).where('ends_at', '>', range.from.toISOString());
  const rows = await query.orderBy('starts_at').orderBy('id').execute();
  return rows.map(asEvent);
}

/** One published event, or undefined (a draft is not public). */
export async function publishedEvent(db: Db, id: string): Promise<SiteEvent | undefined> {
  const row = await db.selectFrom('calendar_events').selectAll().where('id', '=', id).where('status', '=', 'published').executeTakeFirst();
  return row ? asEvent(row) : undefined;
}

/** What the calendar and events blocks of a layout read: the published events (none read when the layout has neither). */
export async function layoutEvents(db: Db, layout: readonly { type: string }[]): Promise<{ events?: SiteEvent[]; eventsListed?: boolean }> {
  if (!layout.some((block) => block.type === 'calendar' || block.type === 'events')) return {};
  return { events: await publishedEvents(db), eventsListed: layout.some((block) => block.type === 'events') };
}
