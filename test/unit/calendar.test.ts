import { expect } from '@open-wc/testing';
import { addDays, addMonths, daysInMonth, monthGrid, monthKey, monthTitle, parseMonth, weekdayNames } from '../../src/shared/calendar/month.js';
import { eventTimeText, isTimeZone, shownZone, utcInstant, zonedDay, zonedDays } from '../../src/shared/calendar/zone.js';
import { escapeText, foldLine, icsCalendar, icsTime } from '../../src/shared/calendar/ics.js';
import { addToCalendarUrl } from '../../src/shared/calendar/add-to-calendar.js';
import { eventProblem, upcomingEvents, type SiteEvent } from '../../src/shared/calendar/event.js';
import { dayFocusTarget } from '../../src/shared/calendar/dom.js';
import { checkUrl } from '../../src/shared/url/check.js';

const market: SiteEvent = {
  id: 'market',
  title: 'Christmas market; mugs, bowls\\ and more',
  start: '2026-12-12T09:00:00.000Z',
  end: '2026-12-13T17:00:00.000Z',
  timeZone: 'Europe/London',
  location: 'Coinagehall Street, Helston',
  description: 'Two days at our stall.\nBring a bag.',
};

/** Unfolds and splits an iCalendar text into [name, value] pairs, as a calendar application reads it. */
function parseIcs(text: string): [string, string][] {
  expect(text.endsWith('\r\n')).to.equal(true);
  expect(text.replace(/\r\n/g, '')).not.to.match(/[\r\n]/);
  return text
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at), line.slice(at + 1)];
    });
}
const unescape = (value: string) => value.replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');

describe('calendar months', () => {
  it('parses YYYY-MM (and a day) and refuses anything else', () => {
    expect(parseMonth('2026-12')).to.deep.equal({ year: 2026, month: 12 });
    expect(parseMonth('2026-02-28')).to.deep.equal({ year: 2026, month: 2 });
    for (const bad of ['2026-13', '2026-00', '26-12', '2026-1', '0999-01', 202612, undefined, '2026-12x'])
      expect(parseMonth(bad), String(bad)).to.equal(undefined);
  });

  it('steps months across years and days across months', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).to.deep.equal({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).to.deep.equal({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).to.deep.equal({ year: 2024, month: 12 });
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01');
    expect(addDays('2024-03-01', -1)).to.equal('2024-02-29');
    expect(daysInMonth({ year: 2024, month: 2 })).to.equal(29);
    expect(daysInMonth({ year: 2026, month: 2 })).to.equal(28);
    expect(monthKey({ year: 2026, month: 3 })).to.equal('2026-03');
  });

  it('draws six weeks of seven days, from Sunday or from Monday, the neighbours outside the month', () => {
    const sunday = monthGrid({ year: 2026, month: 11 }, 0);
    expect(sunday).to.have.length(6);
    expect(sunday.every((week) => week.length === 7)).to.equal(true);
    // 1 November 2026 is a Sunday.
    expect(sunday[0]![0]).to.deep.equal({ key: '2026-11-01', day: 1, inMonth: true });
    const monday = monthGrid({ year: 2026, month: 11 }, 1);
    expect(monday[0]!.map((day) => day.day)).to.deep.equal([26, 27, 28, 29, 30, 31, 1]);
    expect(monday[0]![0]!.inMonth).to.equal(false);
    expect(monday[5]!.at(-1)).to.deep.equal({ key: '2026-12-06', day: 6, inMonth: false });
    expect(monday.flat().filter((day) => day.inMonth)).to.have.length(30);
  });

  it('names the month and the weekdays in the page language', () => {
    expect(monthTitle({ year: 2026, month: 12 }, 'en-US')).to.equal('December 2026');
    expect(monthTitle({ year: 2026, month: 12 }, 'fr')).to.equal('décembre 2026');
    expect(weekdayNames('en-US', 1)[0]).to.deep.equal({ short: 'Mon', long: 'Monday' });
    expect(weekdayNames('en-US', 0)[6]).to.deep.equal({ short: 'Sat', long: 'Saturday' });
  });

  it('moves the focus by day, week, week ends and month, after the APG date grid', () => {
    // 2026-12-02 is a Wednesday.
    expect(dayFocusTarget('ArrowLeft', '2026-12-01', 1)).to.equal('2026-11-30');
    expect(dayFocusTarget('ArrowRight', '2026-12-31', 1)).to.equal('2027-01-01');
    expect(dayFocusTarget('ArrowUp', '2026-12-02', 1)).to.equal('2026-11-25');
    expect(dayFocusTarget('ArrowDown', '2026-12-30', 1)).to.equal('2027-01-06');
    expect(dayFocusTarget('Home', '2026-12-02', 1)).to.equal('2026-11-30');
    expect(dayFocusTarget('End', '2026-12-02', 1)).to.equal('2026-12-06');
    expect(dayFocusTarget('Home', '2026-12-02', 0)).to.equal('2026-11-29');
    expect(dayFocusTarget('End', '2026-12-02', 0)).to.equal('2026-12-05');
    expect(dayFocusTarget('PageUp', '2026-03-31', 1)).to.equal('2026-02-28');
    expect(dayFocusTarget('PageDown', '2026-12-15', 1)).to.equal('2027-01-15');
    expect(dayFocusTarget('PageDown', '2024-02-29', 1, true)).to.equal('2025-02-28');
    expect(dayFocusTarget('a', '2026-12-02', 1)).to.equal(undefined);
  });
});

describe('time zones', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/London')).to.equal(true);
    expect(isTimeZone('America/New_York')).to.equal(true);
    for (const bad of ['Mars/Olympus_Mons', '', 'x'.repeat(65), 5, undefined]) expect(isTimeZone(bad), String(bad)).to.equal(false);
    expect(shownZone('Mars/Olympus_Mons')).to.equal('UTC');
  });

  it('reads only full date-times with an offset, as UTC', () => {
    expect(utcInstant('2026-12-05T10:00:00-05:00')).to.equal('2026-12-05T15:00:00.000Z');
    expect(utcInstant('2026-12-05T10:00Z')).to.equal('2026-12-05T10:00:00.000Z');
    expect(utcInstant('2026-12-05T10:00:00')).to.equal(undefined);
    expect(utcInstant('2026-12-05')).to.equal(undefined);
    expect(utcInstant('soon')).to.equal(undefined);
  });

  it("puts an instant on the zone's day", () => {
    // 02:00 UTC on the 5th is still the 4th in New York and already the 5th in London and Tokyo.
    expect(zonedDay('2026-12-05T02:00:00Z', 'America/New_York')).to.equal('2026-12-04');
    expect(zonedDay('2026-12-05T02:00:00Z', 'Europe/London')).to.equal('2026-12-05');
    expect(zonedDay('2026-12-04T20:00:00Z', 'Asia/Tokyo')).to.equal('2026-12-05');
    expect(zonedDays(market.start, market.end, 'Europe/London')).to.deep.equal(['2026-12-12', '2026-12-13']);
    expect(zonedDays('2026-12-05T10:00:00Z', '2026-12-06T00:00:00Z', 'UTC'), 'an end at midnight ends the day before').to.deep.equal(['2026-12-05']);
  });

  it('writes the time in the zone, named, and in UTC when the zone is unknown', () => {
    const workshop = ['2026-12-19T10:00:00Z', '2026-12-19T12:00:00Z'] as const;
    expect(eventTimeText(...workshop, 'Europe/London', 'en-US')).to.match(/^Saturday, December 19, 2026, 10:00\s?AM\s?–\s?12:00\s?PM GMT$/);
    expect(eventTimeText(...workshop, 'America/New_York', 'en-US')).to.match(/5:00\s?(AM\s?)?–\s?7:00\s?AM EST$/);
    expect(eventTimeText(...workshop, 'Mars/Olympus_Mons', 'en-US')).to.match(/10:00\s?AM\s?–\s?12:00\s?PM UTC$/);
    expect(eventTimeText(market.start, market.end, 'Europe/London', 'en-US')).to.match(
      /December 12, 2026.*9:00\s?AM GMT\s?–\s?Sunday, December 13, 2026.*5:00\s?PM GMT/,
    );
  });
});

describe('events', () => {
  it('checks an event of the definition and names what is wrong', () => {
    expect(eventProblem(market)).to.equal(undefined);
    expect(eventProblem({ ...market, id: 'a b' })).to.match(/needs an id/);
    expect(eventProblem({ ...market, title: ' ' })).to.match(/needs a title/);
    expect(eventProblem({ ...market, start: '2026-12-12T09:00:00' })).to.match(/with an offset or Z/);
    expect(eventProblem({ ...market, end: market.start })).to.equal('must end after it starts');
    expect(eventProblem({ ...market, timeZone: 'Nowhere/Town' })).to.match(/time zone "Nowhere\/Town"; use an IANA zone/);
    expect(eventProblem({ ...market, status: 'secret' })).to.match(/status must be/);
    expect(eventProblem(null)).to.equal('must be an object');
  });

  it('lists upcoming events by start, leaving out those that have ended', () => {
    const early = { ...market, id: 'early', start: '2026-12-01T10:00:00.000Z', end: '2026-12-01T12:00:00.000Z' };
    const past = { ...market, id: 'past', start: '2026-11-01T10:00:00.000Z', end: '2026-11-01T12:00:00.000Z' };
    expect(upcomingEvents([market, past, early], new Date('2026-11-27T00:00:00Z')).map((event) => event.id)).to.deep.equal(['early', 'market']);
    expect(upcomingEvents([market], new Date('2026-12-13T16:59:00Z')), 'an event under way is still listed').to.have.length(1);
  });
});

describe('iCalendar', () => {
  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).to.equal('a\\,b\\;c\\\\d\\ne\\nf');
    expect(icsTime('2026-12-12T09:00:00.000Z')).to.equal('20261212T090000Z');
  });

  it('folds lines at 75 octets, never inside a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    const encoder = new TextEncoder();
    for (const piece of folded) expect(encoder.encode(piece).length).to.be.at.most(75);
    expect(folded.slice(1).every((piece) => piece.startsWith(' '))).to.equal(true);
    expect(folded.map((piece, index) => (index ? piece.slice(1) : piece)).join('')).to.equal(line);
    expect(foldLine('SUMMARY:short')).to.equal('SUMMARY:short');
  });

  it('writes a calendar that reads back to the event, with CRLF line endings and UTC times', () => {
    const text = icsCalendar([{ ...market, description: `${market.description} ${'Long words. '.repeat(12)}` }], {
      host: 'juniper.example',
      now: new Date('2026-11-27T12:00:00Z'),
      name: 'Juniper Ceramics',
    });
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).to.be.at.most(75);
    const lines = parseIcs(text);
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];
    expect(lines[0]).to.deep.equal(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).to.deep.equal(['END', 'VCALENDAR']);
    expect(value('VERSION')).to.equal('2.0');
    expect(value('UID')).to.equal('market@juniper.example');
    expect(value('DTSTAMP')).to.equal('20261127T120000Z');
    expect(value('DTSTART')).to.equal('20261212T090000Z');
    expect(value('DTEND')).to.equal('20261213T170000Z');
    expect(unescape(value('SUMMARY')!)).to.equal(market.title);
    expect(unescape(value('LOCATION')!)).to.equal(market.location);
    expect(unescape(value('DESCRIPTION')!)).to.match(/^Two days at our stall\.\nBring a bag\. Long words\./);
    expect(lines.filter(([key]) => key === 'BEGIN').map(([, value]) => value)).to.deep.equal(['VCALENDAR', 'VEVENT']);
  });
});

describe('add to calendar', () => {
  it('links to the calendar template with the times, zone and place, and passes the link check', () => {
    const href = addToCalendarUrl(market)!;
    expect(checkUrl(href, 'link')).not.to.equal(null);
    const url = new URL(href);
    expect(url.origin + url.pathname).to.equal('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).to.equal('TEMPLATE');
    expect(url.searchParams.get('text')).to.equal(market.title);
    expect(url.searchParams.get('dates')).to.equal('20261212T090000Z/20261213T170000Z');
    expect(url.searchParams.get('ctz')).to.equal('Europe/London');
    expect(url.searchParams.get('location')).to.equal(market.location);
    expect(url.searchParams.get('details')).to.equal(market.description);
  });
});
