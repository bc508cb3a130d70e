import { expect, waitUntil } from '@open-wc/testing';
import { render } from 'lit-html';
import '../../src/elements/sq-tour-dates.js';
import type { SqTourDates } from '../../src/elements/sq-tour-dates.js';
import { tourDatesBlock, type TourDatesBlock } from '../../src/shared/blocks/tour-dates.js';
import type { BlockContext } from '../../src/shared/blocks/types.js';
import { addDays } from '../../src/shared/calendar/month.js';
import { zonedDay } from '../../src/shared/calendar/zone.js';

const context: BlockContext = {
  path: '/events',
  currency: 'USD',
  products: [],
  forms: [],
  collections: [],
  items: [],
  timeZone: 'Europe/London',
  locale: 'en-GB',
};
const today = zonedDay(new Date(), 'Europe/London');
const block: TourDatesBlock = {
  type: 'tour-dates',
  id: 'tour',
  heading: 'Winter markets',
  dates: [
    { date: addDays(today, 7), venue: 'Guildhall market', city: 'Helston', ticketUrl: 'https://tickets.example/helston' },
    { date: addDays(today, -7), venue: 'Lemon Street Market', city: 'Truro', soldOut: true },
    { date: today, venue: 'The Exchange', city: 'Penzance' },
  ],
};

const mounted: HTMLElement[] = [];
async function tourDates(): Promise<SqTourDates> {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  render(tourDatesBlock.template(block, context), container);
  const element = container.querySelector<SqTourDates>('sq-tour-dates')!;
  await waitUntil(() => element.shadowRoot?.querySelector('slot'), 'the list upgrades');
  return element;
}
const rows = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('.sq-tour-date')].map((row) => ({
    place: row.querySelector('.sq-tour-place')!.textContent,
    past: row.hasAttribute('data-past'),
  }));

describe('<sq-tour-dates>', () => {
  afterEach(() => {
    for (const container of mounted.splice(0)) container.remove();
  });

  it('lists the dates in order with venue, town and ticket link, and marks only those that have passed', async () => {
    const element = await tourDates();
    await waitUntil(() => element.querySelector('[data-past]'), 'the past date is marked');
    expect(rows(element)).to.deep.equal([
      { place: 'Lemon Street Market, Truro', past: true },
      { place: 'The Exchange, Penzance', past: false },
      { place: 'Guildhall market, Helston', past: false },
    ]);
    const tickets = element.querySelector<HTMLAnchorElement>('a.sq-tour-tickets')!;
    expect(tickets.textContent).to.equal('Tickets');
    expect(tickets.getAttribute('href')).to.equal('https://tickets.example/helston');
    expect(document.getElementById(tickets.getAttribute('aria-describedby')!)!.textContent).to.equal('Guildhall market, Helston');
    expect(element.querySelector('.sq-tour-sold-out')!.textContent).to.equal('Sold out');
    expect(element.querySelector('.sq-tour-free')!.textContent).to.equal('Free entry');
    expect(element.querySelector('time')!.getAttribute('datetime')).to.equal(addDays(today, -7));
    await expect(element).to.be.accessible();
  });

  it('marks a date added later', async () => {
    const element = await tourDates();
    await waitUntil(() => element.querySelector('[data-past]'), 'the past date is marked');
    const row = element.querySelector('.sq-tour-date')!.cloneNode(true) as HTMLElement;
    row.removeAttribute('data-past');
    row.querySelector('time')!.setAttribute('datetime', addDays(today, -30));
    element.querySelector('ul')!.append(row);
    await waitUntil(() => element.querySelectorAll('[data-past]').length === 2, 'the new past date is marked');
  });
});
