import { Type } from '@sinclair/typebox';
import type { App } from '../app.js';
import { httpError } from '../http/errors.js';
import { siteDocuments } from '../site/context.js';
import { publishedEvent, publishedEvents } from '../store/events-calendar.js';
import { addMonths, parseMonth } from '../../src/shared/calendar/month.js';
import { icsCalendar } from '../../src/shared/calendar/ics.js';
import { shownZone, zonedDays } from '../../src/shared/calendar/zone.js';
import { monthKey } from '../../src/shared/calendar/month.js';
import { MONTH_EVENTS_PATH } from '../../src/shared/calendar/event.js';
import type { SiteDocuments } from '../site/documents.js';

const object = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });
const monthEvent = object({ id: Type.String(), title: Type.String(), start: Type.String(), end: Type.String(), timeZone: Type.String() });

/** A month's UTC bounds, a day wider each side: every zone's days of the month fall inside. */
function monthRange(month: { year: number; month: number }): { from: Date; to: Date } {
  const next = addMonths(month, 1);
  return { from: new Date(Date.UTC(month.year, month.month - 1, 0)), to: new Date(Date.UTC(next.year, next.month - 1, 2)) };
}

/** The site's host for the events' UIDs: its base URL's, else the request's. */
function siteHost(documents: SiteDocuments, requestHost: string): string {
  try {
    return new URL(String(documents.website?.website.baseUrl)).hostname;
  } catch {
    return requestHost.replace(/[^A-Za-z0-9.:-]/g, '') || 'localhost';
  }
}

/**
 * The calendar and events blocks' calls: a month's published events (for the calendar's other
 * months) and one event's iCalendar file. Drafts are not public: a draft's file is a 404.
 */
export default async function calendarEvents(app: App): Promise<void> {
  const documents = siteDocuments(app.db);

  app.get(
    MONTH_EVENTS_PATH,
    {
      schema: {
        querystring: object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'The month, YYYY-MM' }) }),
        response: { 200: object({ month: Type.String(), timeZone: Type.String(), events: Type.Array(monthEvent) }) },
      },
    },
    async (request) => {
      const month = parseMonth(request.query.month);
      if (!month) throw httpError(400, `month "${request.query.month}" must be YYYY-MM, from 1000-01`);
      const zone = shownZone((await documents()).website?.website.timeZone);
      const key = monthKey(month);
      const events = (await publishedEvents(app.db, monthRange(month))).filter((event) =>
        zonedDays(event.start, event.end, zone).some((day) => day.startsWith(`${key}-`)),
      );
      return { month: key, timeZone: zone, events: events.map(({ id, title, start, end, timeZone }) => ({ id, title, start, end, timeZone })) };
    },
  );

  app.get(
    `${MONTH_EVENTS_PATH}/:file`,
    {
      schema: {
        params: object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.ics$', description: 'The event id, then .ics' }) }),
      },
    },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.ics'.length);
      const event = await publishedEvent(app.db, id);
      if (!event) throw httpError(404, `No published event has the id "${id}"`);
      const docs = await documents();
      const host = siteHost(docs, request.host);
      const text = icsCalendar([event], {
        host,
        now: new Date(),
        name: String(docs.website?.website.siteTitle ?? ''),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${id}.ics"`)
        .header('Cache-Control', 'no-cache')
        .send(text);
    },
  );
}
