import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { ContentApp } from '../../src/react/Content/ContentApp.js';

/**
 * The back end's content view against a stand-in of the owner routes (server/routes/config-content.ts)
 * on `fetch`: what the owner sees, does with the keyboard, and which calls go out.
 */

const CRUMB = 'test.crumb';
const LABELS: Record<string, string> = { published: 'Available', scheduled: 'Scheduled', draft: 'Hidden' };

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Entry = {
  id: string;
  title: string;
  state: string;
  label: string;
  publishOn: string | null;
  url: string;
  collection: string;
  collectionId: string;
};
const product = (n: number, state = 'published'): Entry => ({
  id: `p${String(n).padStart(2, '0')}`,
  title: `Mug ${n}`,
  state,
  label: LABELS[state] ?? 'Unsupported',
  publishOn: null,
  url: `/shop/mug-${n}`,
  collection: 'Shop',
  collectionId: '65f1a2b3c4d5e6f708192b02',
});

let sent: Sent[] = [];
let products: Entry[] = [];
let items: Entry[] = [];
let access = { products: true, items: true };
const realFetch = window.fetch;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function standIn(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ method, path: url.pathname, query: url.searchParams, body });
  if (url.pathname === '/api/crumb') return Promise.resolve(json(200, { crumb: CRUMB }));
  if (url.pathname === '/api/config/content') return Promise.resolve(json(200, { access }));
  const list = /^\/api\/config\/content\/(products|items)$/.exec(url.pathname);
  if (list) {
    const kind = list[1] as 'products' | 'items';
    const all = kind === 'products' ? products : items;
    const sorted = url.searchParams.get('order') === 'title' ? [...all].sort((a, b) => a.title.localeCompare(b.title)) : all;
    const start = Number(url.searchParams.get('cursor') ?? 0);
    return Promise.resolve(
      json(200, { [kind]: sorted.slice(start, start + 20), nextCursor: start + 20 < sorted.length ? String(start + 20) : null }),
    );
  }
  const one = /^\/api\/config\/content\/(products|items)\/(.+)$/.exec(url.pathname);
  if (one && method === 'PUT') {
    const all = one[1] === 'products' ? products : items;
    const entry = all.find((candidate) => candidate.id === one[2])!;
    const { state, publishOn } = body as { state: string; publishOn?: string };
    if (state === 'scheduled' && Date.parse(publishOn!) <= Date.now())
      return Promise.resolve(json(400, { error: 'The date and time must be in the future.' }));
    const changed = { ...entry, state, label: LABELS[state]!, publishOn: state === 'scheduled' ? publishOn! : null };
    all.splice(all.indexOf(entry), 1, changed);
    return Promise.resolve(json(200, { entry: changed }));
  }
  return Promise.resolve(json(404, { error: 'Not found' }));
}

let container: HTMLElement;
let root: Root;
const active = () => document.activeElement as HTMLElement | null;
const section = (name: string) =>
  [...container.querySelectorAll('section')].find((candidate) => candidate.querySelector('h2')?.textContent === name)!;
const rowOf = (title: string) =>
  [...container.querySelectorAll('tbody tr')].find((row) => row.querySelector('th')?.firstChild?.textContent === title)!;

async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 60 && active() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  expect(active()).to.equal(target);
}

async function mount(only?: 'products' | 'items', collection?: { id: string; title: string }) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<ContentApp {...(only && { only })} collection={collection} />);
  await waitUntil(() => container.querySelectorAll('tbody tr').length > 0, 'the lists are shown');
}

describe('the back end content view', () => {
  beforeEach(() => {
    sent = [];
    products = Array.from({ length: 22 }, (_, index) => product(22 - index));
    products[1] = product(21, 'draft');
    products[2] = { ...product(20, 'scheduled'), publishOn: '2030-05-01T08:00:00.000Z' };
    products[3] = product(19, 'needs_review');
    products[4] = product(18, 'scheduled');
    items = [
      { ...product(1), id: 'i1', title: 'Why we fire slowly', url: '/journal/why', collection: 'Journal', collectionId: '65f1a2b3c4d5e6f708192b03' },
    ];
    access = { products: true, items: true };
    document.cookie = `crumb=${CRUMB}; path=/`;
    window.fetch = standIn as typeof window.fetch;
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it('shows a table per kind the owner may change: title, state label, date when scheduled, and a control', async () => {
    await mount();
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).to.deep.equal(['Collection items', 'Products']);
    const table = section('Products').querySelector('table')!;
    expect([...table.querySelectorAll('thead th')].map((cell) => cell.textContent)).to.deep.equal([
      'Title',
      'State',
      'Scheduled for',
      'Change the state',
    ]);
    expect(section('Products').querySelectorAll('tbody tr').length).to.equal(20);
    expect(rowOf('Mug 22').querySelector('.content-state')!.textContent).to.equal('Available');
    expect(rowOf('Mug 21').querySelector('.content-state')!.textContent).to.equal('Hidden');
    expect(rowOf('Mug 19').querySelector('.content-state')!.textContent).to.equal('Unsupported');
    const scheduled = rowOf('Mug 20');
    expect(scheduled.querySelector('.content-state')!.textContent).to.equal('Scheduled');
    expect(scheduled.querySelector('time')!.getAttribute('datetime')).to.equal('2030-05-01T08:00:00.000Z');
    expect((scheduled.querySelector('select') as HTMLSelectElement).value).to.equal('scheduled');
    expect((scheduled.querySelector('input[type="datetime-local"]') as HTMLInputElement).value).to.match(/^2030-05-01T\d\d:00$/);
    expect(rowOf('Mug 18').querySelectorAll('td')[1]!.textContent, 'scheduled without a date').to.equal('No date set: not served until one is');
    expect(rowOf('Mug 22').querySelectorAll('td')[1]!.textContent).to.equal('');
    const select = rowOf('Mug 22').querySelector('select')!;
    expect(select.labels[0]!.textContent).to.equal('State of Mug 22');
    expect([...select.options].map((option) => option.textContent)).to.deep.equal(['Available', 'Scheduled', 'Hidden']);
    expect(container.textContent).to.include('Showing 20 entries');
    await expect(container).to.be.accessible();
  });

  it('links each entry’s collection to its panel; a panel asks only for its collection’s entries and offers the way back', async () => {
    await mount();
    const link = rowOf('Why we fire slowly').querySelector('a')!;
    expect(link.textContent).to.equal('Journal');
    expect(link.getAttribute('href')).to.equal('/config/pages/65f1a2b3c4d5e6f708192b03');
    expect(sent.filter((call) => call.path.startsWith('/api/config/content/')).every((call) => !call.query.has('collection'))).to.equal(true);
    root.unmount();
    container.remove();
    sent = [];

    await mount(undefined, { id: '65f1a2b3c4d5e6f708192b03', title: 'Journal' });
    const lists = sent.filter((call) => /^\/api\/config\/content\/(items|products)$/.test(call.path));
    expect(lists.length).to.equal(2);
    expect(lists.every((call) => call.query.get('collection') === '65f1a2b3c4d5e6f708192b03')).to.equal(true);
    expect(container.querySelector('.content-intro')!.textContent).to.equal('Publish, schedule or hide what Journal holds. All content');
    expect(container.querySelector('.content-intro a')!.getAttribute('href')).to.equal('/config/content');
    expect(rowOf('Why we fire slowly').querySelector('.content-collection'), 'the panel does not repeat its collection').to.equal(null);
    await expect(container).to.be.accessible();
  });

  it('shows only the lists the server allows, and only products on the Products screen', async () => {
    access = { products: false, items: true };
    await mount();
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).to.deep.equal(['Collection items']);
    expect(sent.some((call) => call.path === '/api/config/content/products')).to.equal(false);
    root.unmount();
    container.remove();
    access = { products: true, items: true };
    sent = [];
    await mount('products');
    expect([...container.querySelectorAll('h2')].map((heading) => heading.textContent)).to.deep.equal(['Products']);
    expect(sent.some((call) => call.path === '/api/config/content/items')).to.equal(false);
  });

  it('hides a product with the keyboard: the change is sent, the label follows, focus stays on Apply, the result is announced', async () => {
    await mount();
    const row = rowOf('Mug 22');
    const select = row.querySelector('select')!;
    await tabTo(select);
    // Available → Scheduled → Hidden.
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => select.value === 'draft', 'Hidden is chosen');
    const apply = row.querySelector('button')!;
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(apply);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => rowOf('Mug 22').querySelector('.content-state')!.textContent === 'Hidden', 'the label follows');
    const put = sent.filter((call) => call.method === 'PUT');
    expect(put.map((call) => [call.path, call.body])).to.deep.equal([['/api/config/content/products/p22', { state: 'draft' }]]);
    expect(active()).to.equal(apply);
    const status = section('Products').querySelector('[role="status"]')!;
    expect(status.textContent).to.equal('Mug 22 is now Hidden.');
    await expect(container).to.be.accessible();
  });

  it('schedules with a date: none chosen is refused by the control before any call, a past one shows the server’s reason, a future one is sent in UTC', async () => {
    await mount();
    const row = rowOf('Why we fire slowly');
    const select = row.querySelector('select')!;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, 'scheduled');
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => row.querySelector('input[type="datetime-local"]'), 'the date input is shown');
    const input = row.querySelector('input[type="datetime-local"]') as HTMLInputElement;
    expect(input.labels![0]!.textContent).to.equal('Publish Why we fire slowly on');
    row.querySelector('button')!.click();
    await waitUntil(() => row.querySelector('.content-error'), 'the control says why');
    const error = row.querySelector('.content-error')!;
    expect(error.textContent).to.equal('Choose the date and time it is published.');
    expect(active()).to.equal(input);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.equal(error.id);
    expect(sent.filter((call) => call.method === 'PUT')).to.have.length(0);
    await expect(container).to.be.accessible();

    const setDate = (value: string) => {
      // React reads the value through its own tracker: set it as the browser's input would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    setDate('2020-01-01T10:00');
    await nextFrame();
    row.querySelector('button')!.click();
    await waitUntil(() => row.querySelector('.content-error')?.textContent === 'The date and time must be in the future.', 'the server’s reason');

    const year = new Date().getFullYear() + 1;
    setDate(`${year}-06-01T09:30`);
    await nextFrame();
    row.querySelector('button')!.click();
    await waitUntil(() => rowOf('Why we fire slowly').querySelector('.content-state')!.textContent === 'Scheduled', 'scheduled');
    const last = sent.filter((call) => call.method === 'PUT').at(-1)!;
    expect(last.body).to.deep.equal({ state: 'scheduled', publishOn: new Date(year, 5, 1, 9, 30).toISOString() });
    expect(rowOf('Why we fire slowly').querySelector('.content-error')).to.equal(null);
    expect(rowOf('Why we fire slowly').querySelector('time')!.getAttribute('datetime')).to.equal(new Date(year, 5, 1, 9, 30).toISOString());
    expect(section('Collection items').querySelector('[role="status"]')!.textContent).to.match(/^Why we fire slowly is scheduled for /);
  });

  it('orders by title and loads the next page with Load more', async () => {
    await mount();
    const order = section('Products').querySelector('.content-order select') as HTMLSelectElement;
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(order, 'title');
    order.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => sent.some((call) => call.query.get('order') === 'title'), 'asked by title');
    await waitUntil(() => section('Products').querySelector('tbody th')?.firstChild?.textContent === 'Mug 1', 'by title');
    const more = [...section('Products').querySelectorAll('button')].find((candidate) => candidate.textContent === 'Load more')!;
    more.click();
    await waitUntil(() => section('Products').querySelectorAll('tbody tr').length === 22, 'the next page is appended');
    expect(
      sent
        .filter((call) => call.path === '/api/config/content/products')
        .at(-1)!
        .query.get('cursor'),
    ).to.equal('20');
  });
});
