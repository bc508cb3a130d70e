import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { render } from 'lit-html';
import '../../src/elements/sq-events.js';
import '../../src/elements/sq-calendar.js';
import type { SqEvents } from '../../src/elements/sq-events.js';
import { eventsBlock } from '../../src/shared/blocks/events.js';
import { calendarBlock } from '../../src/shared/blocks/calendar.js';
import type { BlockContext } from '../../src/shared/blocks/types.js';
import { checkUrl } from '../../src/shared/url/check.js';

const context: BlockContext = {
  path: '/events',
  currency: 'USD',
  products: [],
  forms: [],
  collections: [],
  items: [],
  events: [
    {
      id: 'workshop',
      title: 'Wheel workshop',
      start: '2030-06-08T09:00:00.000Z',
      end: '2030-06-08T11:00:00.000Z',
      timeZone: 'Europe/London',
      location: '12 Harbour Road, Porthleven',
      description: 'Two hours at the wheel.',
    },
    { id: 'ended', title: 'Last year’s market', start: '2029-06-08T09:00:00.000Z', end: '2029-06-08T11:00:00.000Z', timeZone: 'Europe/London' },
  ],
  timeZone: 'Europe/London',
  locale: 'en-US',
  now: new Date('2030-05-01T00:00:00Z'),
};

const mounted: HTMLElement[] = [];
async function events(blockContext: BlockContext = context, withCalendar = false): Promise<SqEvents> {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  render(
    [
      withCalendar ? calendarBlock.template({ type: 'calendar', id: 'cal', month: '2030-06' }, blockContext) : '',
      eventsBlock.template({ type: 'events', id: 'list', heading: 'Coming up' }, blockContext),
    ],
    container,
  );
  const element = container.querySelector<SqEvents>('sq-events')!;
  await waitUntil(() => element.shadowRoot?.querySelector('slot'), 'the list upgrades');
  return element;
}
const timeText = (element: HTMLElement) => element.querySelector('time')!.textContent!.replace(/\s+/g, ' ');

describe('<sq-events>', () => {
  afterEach(() => {
    for (const container of mounted.splice(0)) container.remove();
  });

  it('lists the upcoming events with their time in the site’s zone, place, description and calendar links', async () => {
    const element = await events();
    const items = element.querySelectorAll('li.sq-event');
    expect(items).to.have.length(1, 'an event that has ended is not listed');
    const item = items[0]!;
    expect(item.id).to.equal('event-workshop');
    expect(item.querySelector('h3')!.textContent).to.equal('Wheel workshop');
    expect(timeText(element)).to.match(/^Saturday, June 8, 2030, 10:00\s?(AM\s?)?–\s?12:00\s?PM GMT\+1$/);
    expect(item.querySelector('time')!.getAttribute('datetime')).to.equal('2030-06-08T09:00:00.000Z');
    expect(item.querySelector('.sq-event-location')!.textContent).to.equal('12 Harbour Road, Porthleven');
    expect(item.querySelector('.sq-event-description')!.textContent).to.equal('Two hours at the wheel.');
    const ics = item.querySelector<HTMLAnchorElement>('a.sq-event-ics')!;
    expect(ics.textContent!.trim()).to.equal('Download .ics');
    expect(ics.getAttribute('href')).to.equal('/api/calendar-events/workshop.ics');
    expect(ics.getAttribute('download')).to.equal('workshop.ics');
    const add = item.querySelector<HTMLAnchorElement>('a.sq-event-add')!;
    expect(add.textContent!.trim()).to.equal('Add to Google Calendar');
    expect(checkUrl(add.href, 'link')).not.to.equal(null);
    expect(new URL(add.href).searchParams.get('dates')).to.equal('20300608T090000Z/20300608T110000Z');
    expect(add.getAttribute('rel')).to.equal('noopener noreferrer');
    await expect(element).to.be.accessible();
  });

  it('writes the times in its time zone when that is not what the page has', async () => {
    const element = await events();
    element.setAttribute('time-zone', 'America/New_York');
    await waitUntil(() => timeText(element).endsWith('EDT'), 'the time is rewritten');
    expect(timeText(element)).to.match(/^Saturday, June 8, 2030, 5:00\s?(AM\s?)?–\s?7:00\s?AM EDT$/);
  });

  it('rewrites the times for another zone, and back, marking the zone they are in', async () => {
    const element = await events();
    const time = element.querySelector('time')!;
    expect(time.dataset.zone).to.equal('Europe/London');
    time.textContent = 'Sat 8 June, 10–12';
    element.setAttribute('time-zone', 'America/New_York');
    await waitUntil(() => timeText(element).endsWith('EDT'), 'rewritten for another zone');
    element.setAttribute('time-zone', 'Europe/London');
    await waitUntil(() => timeText(element).endsWith('GMT+1'), 'rewritten back');
    expect(time.dataset.zone).to.equal('Europe/London');
  });

  it('says nothing when there is nothing coming up', async () => {
    const element = await events({ ...context, events: [] });
    expect(element.querySelector('.sq-events-empty')!.textContent).to.equal('No upcoming events.');
    await expect(element).to.be.accessible();
  });

  it('an unknown zone logs "Failed to load timezone" once for the whole page, and the times show in UTC, named', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const element = await events({ ...context, timeZone: 'Mars/Olympus_Mons' }, true);
      await waitUntil(() => element.parentElement!.querySelector('sq-calendar table[role="grid"]'), 'the calendar upgrades');
      expect(timeText(element)).to.match(/^Saturday, June 8, 2030, 9:00\s?(AM\s?)?–\s?11:00\s?AM UTC$/);
      const calendar = element.parentElement!.querySelector('sq-calendar')!;
      expect(calendar.querySelector('td[data-date="2030-06-08"]')!.textContent).to.contain('Wheel workshop');
      element.setAttribute('time-zone', 'Nowhere/Else');
      // The times are rewritten, and an unknown zone reported, before the element's render completes.
      await element.updateComplete;
      await nextFrame();
      expect(errors).to.deep.equal([['Failed to load timezone']]);
      await expect(element).to.be.accessible();
    } finally {
      console.error = original;
    }
  });
});
