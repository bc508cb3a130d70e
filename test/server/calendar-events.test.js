import assert from 'node:assert/strict';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestApp } from './app.js';
import { testDatabases } from './databases.js';
import { publishedEvent, storeCalendarEvents } from '../../server/store/events-calendar.js';
import { readSiteDefinition } from '../../server/site/definition.js';
import { DEFAULT_SITE_DIR } from '../../server/site/load.js';

/** An iCalendar text as a calendar application reads it: lines unfolded, each [name, value] with text unescaped. */
function parseIcs(text) {
  assert.ok(text.endsWith('\r\n'), 'the file ends with CRLF');
  assert.doesNotMatch(text.replace(/\r\n/g, ''), /[\r\n]/, 'every line ends with CRLF');
  for (const line of text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `folded at 75 octets: ${line}`);
  return text
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return [
        line.slice(0, at),
        line
          .slice(at + 1)
          .replace(/\\n/g, '\n')
          .replace(/\\([,;\\])/g, '$1'),
      ];
    });
}

for (const target of await testDatabases()) {
  describe(`calendar events on ${target.name}`, () => {
    let t;
    const get = (url, headers) => t.app.inject({ method: 'GET', url, headers });
    before(async () => {
      t = await startTestApp(target);
    });
    after(() => t.close());

    test('the definition’s events are stored as UTC instants with their IANA zone', async () => {
      const rows = await t.db.selectFrom('calendar_events').selectAll().orderBy('starts_at').execute();
      assert.equal(rows.length, 8);
      const market = rows.find((row) => row.id === 'christmas-market-dec-12');
      assert.equal(new Date(market.starts_at).toISOString(), '2026-12-12T09:00:00.000Z');
      assert.equal(new Date(market.ends_at).toISOString(), '2026-12-13T17:00:00.000Z');
      assert.equal(market.time_zone, 'Europe/London');
      assert.equal(rows.find((row) => row.id === 'spring-residency-draft').status, 'draft');
      if (target.name === 'postgres') {
        const { rows: types } = await sql`SELECT column_name, data_type FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'calendar_events' AND column_name IN ('starts_at', 'ends_at') ORDER BY column_name`.execute(
          t.db,
        );
        assert.deepEqual(types, [
          { column_name: 'ends_at', data_type: 'timestamp with time zone' },
          { column_name: 'starts_at', data_type: 'timestamp with time zone' },
        ]);
      }
    });

    test('a time written with an offset is stored as its UTC instant, and the zone kept', async () => {
      const { events } = await readSiteDefinition(DEFAULT_SITE_DIR);
      await t.db.transaction().execute((trx) =>
        storeCalendarEvents(
          trx,
          [
            ...events,
            {
              id: 'nyc-fair',
              title: 'Craft fair, New York',
              start: '2026-12-05T10:00:00-05:00',
              end: '2026-12-05T18:00:00-05:00',
              timeZone: 'America/New_York',
            },
          ],
          new Date().toISOString(),
        ),
      );
      const event = await publishedEvent(t.db, 'nyc-fair');
      assert.equal(event.start, '2026-12-05T15:00:00.000Z');
      assert.equal(event.end, '2026-12-05T23:00:00.000Z');
      assert.equal(event.timeZone, 'America/New_York');
    });

    test("a month's published events, in order, drafts left out", async () => {
      const response = await get('/api/calendar-events?month=2026-12');
      assert.equal(response.statusCode, 200, response.body);
      const answer = response.json();
      assert.equal(answer.month, '2026-12');
      assert.equal(answer.timeZone, 'Europe/London');
      assert.deepEqual(
        answer.events.map((event) => event.id),
        ['open-studio-dec-05', 'nyc-fair', 'evening-workshop-dec-09', 'christmas-market-dec-12', 'wheel-workshop-dec-19'],
      );
      assert.deepEqual(answer.events[3], {
        id: 'christmas-market-dec-12',
        title: 'Helston Christmas market',
        start: '2026-12-12T09:00:00.000Z',
        end: '2026-12-13T17:00:00.000Z',
        timeZone: 'Europe/London',
      });
      const march = (await get('/api/calendar-events?month=2027-03')).json();
      assert.deepEqual(march.events, [], 'the draft residency is not public');
    });

    test('an event’s .ics file parses back to the event', async () => {
      const response = await get('/api/calendar-events/christmas-market-dec-12.ics');
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8');
      assert.equal(response.headers['content-disposition'], 'attachment; filename="christmas-market-dec-12.ics"');
      const lines = parseIcs(response.body);
      const value = (name) => lines.find(([key]) => key === name)?.[1];
      assert.deepEqual(lines[0], ['BEGIN', 'VCALENDAR']);
      assert.deepEqual(lines.at(-1), ['END', 'VCALENDAR']);
      assert.equal(value('VERSION'), '2.0');
      assert.equal(value('UID'), 'christmas-market-dec-12@localhost');
      assert.equal(value('DTSTART'), '20261212T090000Z');
      assert.equal(value('DTEND'), '20261213T170000Z');
      assert.equal(value('SUMMARY'), 'Helston Christmas market');
      assert.equal(value('LOCATION'), 'Coinagehall Street, Helston');
      assert.equal(
        value('DESCRIPTION'),
        "Two days at our stall by the Guildhall, with this year's mugs, bowls and a small run of festive tree decorations.",
      );
      assert.match(value('DTSTAMP'), /^\d{8}T\d{6}Z$/);
    });

    test('bad input is a 4xx with a reason; a draft or unknown event is a 404', async () => {
      for (const [url, status, reason] of [
        ['/api/calendar-events?month=2026-13', 400, /month must match pattern/],
        ['/api/calendar-events?month=december', 400, /month must match pattern/],
        ['/api/calendar-events', 400, /must have required property 'month'/],
        ['/api/calendar-events/christmas-market-dec-12.txt', 400, /must match pattern/],
        ['/api/calendar-events/a%20b.ics', 400, /must match pattern/],
        ['/api/calendar-events/spring-residency-draft.ics', 404, /No published event has the id "spring-residency-draft"/],
        ['/api/calendar-events/no-such-event.ics', 404, /No published event has the id "no-such-event"/],
      ]) {
        const response = await get(url);
        assert.equal(response.statusCode, status, `${url}: ${response.body}`);
        assert.match(response.json().error, reason, url);
      }
    });

    test('the events page draws the calendar and the list into the page, in the site’s zone', async () => {
      const response = await get('/events', { accept: 'text/html' });
      assert.equal(response.statusCode, 200);
      const page = response.body.replace(/\s+/g, ' ');
      assert.match(page, /<sq-calendar id="events-calendar" class="block block-calendar" time-zone="Europe\/London" week-start="1"/);
      assert.match(page, /<table class="sq-calendar-grid" data-month="\d{4}-\d{2}">/);
      assert.match(page, /<caption class="sq-calendar-title">\w+ \d{4}<\/caption>/);
      assert.match(page, /<sq-events id="events-list" class="block block-events" time-zone="Europe\/London" ?>/);
      assert.match(page, /<li class="sq-event" id="event-truro-makers-market">/);
      assert.match(page, /Saturday, January 23, 2027, 9:30\s?AM\s?–\s?4:00\s?PM GMT/);
      assert.match(page, /href="\/api\/calendar-events\/truro-makers-market.ics"/);
      assert.doesNotMatch(page, /Spring residency/);
      assert.match(page, /<a href="\/events"[^>]*>Events<\/a>/);
    });
  });
}

describe('events.json', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sq-events-'));
    await cp(DEFAULT_SITE_DIR, dir, { recursive: true });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('is optional, and a broken event stops the server with the file and the problem named', async () => {
    await rm(join(dir, 'events.json'));
    assert.deepEqual((await readSiteDefinition(dir)).events, []);
    await writeFile(
      join(dir, 'events.json'),
      JSON.stringify([{ id: 'x', title: 'X', start: '2026-12-05T10:00:00', end: '2026-12-05T12:00:00Z', timeZone: 'Europe/London' }]),
    );
    await assert.rejects(readSiteDefinition(dir), /events\.json: event 1 needs a start and an end: ISO-8601 date-times with an offset or Z/);
    await writeFile(
      join(dir, 'events.json'),
      JSON.stringify([{ id: 'x', title: 'X', start: '2026-12-05T10:00:00Z', end: '2026-12-05T12:00:00Z', timeZone: 'Moon/Base' }]),
    );
    await assert.rejects(readSiteDefinition(dir), /event 1 has the time zone "Moon\/Base"; use an IANA zone/);
  });
});
