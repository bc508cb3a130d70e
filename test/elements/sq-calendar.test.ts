import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { render } from 'lit-html';
import '../../src/elements/sq-calendar.js';
import type { SqCalendar } from '../../src/elements/sq-calendar.js';
import { calendarBlock, type CalendarBlock } from '../../src/shared/blocks/calendar.js';
import { eventsBlock } from '../../src/shared/blocks/events.js';
import type { BlockContext } from '../../src/shared/blocks/types.js';
import type { SiteEvent } from '../../src/shared/calendar/event.js';
import { zonedDay } from '../../src/shared/calendar/zone.js';
import { configureApi } from '../../src/shared/api/index.js';
import { received, standInBase, STAND_IN_PREFIX } from '../helpers/stand-in.js';

const event = (id: string, title: string, start: string, end: string): SiteEvent => ({ id, title, start, end, timeZone: 'Europe/London' });
const EVENTS = [
  event('open-studio', 'Open studio day', '2030-06-08T09:00:00.000Z', '2030-06-08T15:00:00.000Z'),
  event('market', 'Harbour market', '2030-06-21T08:00:00.000Z', '2030-06-22T16:00:00.000Z'),
];
const context: BlockContext = {
  path: '/events',
  currency: 'USD',
  products: [],
  forms: [],
  collections: [],
  items: [],
  events: EVENTS,
  timeZone: 'Europe/London',
  locale: 'en-US',
  now: new Date('2030-05-01T00:00:00Z'),
  eventsListed: true,
};

const mounted: HTMLElement[] = [];
/** The block as the server draws it (the same template), with the events list after it when `withList`. */
async function calendar(block: Partial<CalendarBlock> = {}, { withList = false, blockContext = context } = {}): Promise<SqCalendar> {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  const full = { type: 'calendar' as const, id: 'cal', month: '2030-06', weekStart: 1 as const, ...block };
  render([calendarBlock.template(full, blockContext), withList ? eventsBlock.template({ type: 'events', id: 'list' }, blockContext) : ''], container);
  const element = container.querySelector<SqCalendar>('sq-calendar')!;
  await waitUntil(() => element.querySelector('table')?.getAttribute('role') === 'grid', 'the calendar upgrades');
  return element;
}

const caption = (element: HTMLElement) => element.querySelector('caption')!.textContent!.trim();
const active = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('td[tabindex="0"]')].map((td) => td.dataset.date);
const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset?.date;
const cellOf = (element: HTMLElement, date: string) => element.querySelector<HTMLTableCellElement>(`td[data-date="${date}"]`)!;
/** The months this page asked for (other test files and the other browser use the same stand-in at once). */
const requests = async () =>
  (await received('/api/calendar-events')).filter((request) => request.referer === location.href).map((request) => request.query.month);

describe('<sq-calendar>', () => {
  before(() => configureApi({ baseUrl: standInBase() }));
  after(() => configureApi({ baseUrl: null }));
  afterEach(async () => {
    for (const container of mounted.splice(0)) container.remove();
    // This page's requests only: the other browser runs these tests at the same time.
    await fetch(`${STAND_IN_PREFIX}/received?${new URLSearchParams({ path: '/api/calendar-events', referer: location.href })}`, { method: 'DELETE' });
  });

  it('is the month as a table: caption, weekday headers, six weeks, days with events named, one day in the tab order', async () => {
    const element = await calendar();
    const table = element.querySelector('table')!;
    expect(caption(element)).to.equal('June 2030');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(table.querySelector('th')!.getAttribute('abbr')).to.equal('Monday');
    expect(table.tBodies[0]!.rows).to.have.length(6);
    expect(table.querySelectorAll('td')).to.have.length(42);
    expect(cellOf(element, '2030-06-08').textContent!.replace(/\s+/g, ' ').trim()).to.equal('8 Open studio day');
    expect(cellOf(element, '2030-06-08').classList.contains('sq-calendar-has-events')).to.equal(true);
    expect(cellOf(element, '2030-06-22').textContent, 'a two-day event is on both days').to.contain('Harbour market');
    expect(cellOf(element, '2030-06-09').classList.contains('sq-calendar-has-events')).to.equal(false);
    // Today is not in June 2030: the first day with events takes the tab stop.
    expect(active(element)).to.deep.equal(['2030-06-08']);
    expect([...element.querySelectorAll<HTMLAnchorElement>('td a')].every((link) => link.tabIndex === -1)).to.equal(true);
    expect([...element.querySelectorAll('.sq-calendar-nav button')].map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Previous month',
      'Next month',
    ]);
    expect(await requests(), 'the first month is the page’s own').to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('moves by day and week with the arrows, to the week’s ends with Home and End', async () => {
    const element = await calendar();
    cellOf(element, '2030-06-08').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedDate()).to.equal('2030-06-09');
    expect(active(element)).to.deep.equal(['2030-06-09']);
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedDate()).to.equal('2030-06-16');
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedDate()).to.equal('2030-06-15');
    await sendKeys({ press: 'ArrowUp' });
    expect(focusedDate()).to.equal('2030-06-08');
    // 8 June 2030 is a Saturday; weeks start on Monday.
    await sendKeys({ press: 'Home' });
    expect(focusedDate()).to.equal('2030-06-03');
    await sendKeys({ press: 'End' });
    expect(focusedDate()).to.equal('2030-06-09');
    expect(active(element)).to.deep.equal(['2030-06-09']);
    expect(await requests()).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('Page Down and Page Up change the month, loading its events once; arrows past the month’s end go on into the next', async () => {
    const element = await calendar();
    cellOf(element, '2030-06-08').focus();
    await sendKeys({ press: 'PageDown' });
    expect(caption(element)).to.equal('July 2030');
    expect(focusedDate()).to.equal('2030-07-08');
    await waitUntil(() => cellOf(element, '2030-07-15').textContent!.includes('Stand-in event 2030-07'), 'July’s events load');
    expect(focusedDate(), 'focus stays on the day once the events are drawn').to.equal('2030-07-08');
    expect(await requests()).to.deep.equal(['2030-07']);
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'PageUp' });
    expect(caption(element)).to.equal('June 2030');
    expect(focusedDate()).to.equal('2030-06-08');
    expect(cellOf(element, '2030-06-08').textContent).to.contain('Open studio day');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(caption(element)).to.equal('May 2030');
    expect(focusedDate()).to.equal('2030-05-25');
    await waitUntil(async () => (await requests()).length === 2, 'May is asked for');
    expect(await requests()).to.deep.equal(['2030-07', '2030-05']);
  });

  it('the month buttons show the month before and after, and keep the focus', async () => {
    const element = await calendar();
    const [previous, next] = [...element.querySelectorAll<HTMLButtonElement>('.sq-calendar-nav button')];
    next!.focus();
    await sendKeys({ press: 'Enter' });
    expect(caption(element)).to.equal('July 2030');
    expect(document.activeElement).to.equal(next);
    expect(active(element), 'the same date in the new month').to.deep.equal(['2030-07-08']);
    await waitUntil(() => cellOf(element, '2030-07-15').textContent!.includes('Stand-in event'), 'July’s events load');
    expect(document.activeElement).to.equal(next);
    previous!.click();
    previous!.click();
    expect(caption(element)).to.equal('May 2030');
    await expect(element).to.be.accessible();
  });

  it('Enter on a day with events goes to its first event in the list', async () => {
    const element = await calendar({}, { withList: true });
    expect(cellOf(element, '2030-06-08').querySelector('a')!.getAttribute('href')).to.equal('#event-open-studio');
    cellOf(element, '2030-06-08').focus();
    await sendKeys({ press: 'Enter' });
    expect(location.hash).to.equal('#event-open-studio');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('marks today in the site’s zone, and starts the tab stop there', async () => {
    const element = await calendar({ month: undefined }, { blockContext: { ...context, now: new Date() } });
    const today = zonedDay(new Date(), 'Europe/London');
    expect(element.querySelector('td[aria-current="date"]')!.getAttribute('data-date')).to.equal(today);
    expect(active(element)).to.deep.equal([today]);
  });

  it('without its table draws the month itself from the month attribute, with the server’s events', async () => {
    const container = document.createElement('div');
    mounted.push(container);
    document.body.append(container);
    container.innerHTML = '<sq-calendar month="2030-09" time-zone="Europe/London" week-start="1"></sq-calendar>';
    const element = container.firstElementChild as SqCalendar;
    await waitUntil(() => element.querySelector('table[role="grid"]'), 'the calendar draws its table');
    expect(caption(element)).to.equal('September 2030');
    expect(element.querySelectorAll('td')).to.have.length(42);
    await waitUntil(() => cellOf(element, '2030-09-15').textContent!.includes('Stand-in event 2030-09'), 'September’s events load');
    expect(cellOf(element, '2030-09-15').querySelector('a'), 'no list on the page: the title is text').to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('a month whose events cannot be loaded is drawn without them, and the calendar goes on', async () => {
    const element = await calendar({ month: '1999-02' }, { blockContext: { ...context, events: [] } });
    cellOf(element, '1999-02-01').focus();
    await sendKeys({ press: 'PageUp' });
    expect(caption(element)).to.equal('January 1999');
    await waitUntil(async () => (await requests()).includes('1999-01'), 'January is asked for');
    expect(element.querySelectorAll('.sq-calendar-has-events')).to.have.length(0);
    await sendKeys({ press: 'ArrowRight' });
    expect(focusedDate()).to.equal('1999-01-02');
  });
});
