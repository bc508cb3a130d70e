import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { InboxApp } from '../../src/react/Inbox/InboxApp.js';
import { keysUp } from '../helpers/keys.js';

/**
 * The back end's inbox view against a stand-in of the owner routes (server/routes/config-inbox.ts)
 * on `fetch`: what the owner sees, does with the keyboard, and which calls go out.
 */

const CONTACT = 'form-contact';
const NEWSLETTER = 'form-newsletter';
const CRUMB = 'test.crumb';

interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  crumbHeader: string | null;
}

const submission = (n: number) => ({
  id: `s${n}`,
  formId: CONTACT,
  formName: 'Contact',
  submittedAt: new Date(Date.UTC(2026, 10, 1, 12, 60 - n)).toISOString(),
  pageTitle: 'Contact us',
  pageId: 'page',
  pagePath: '/contact',
  contentSource: 'c',
  collectionId: null,
  objectName: null,
  isOverlayForm: false,
  submitButtonText: 'Send',
  pagePermissionTypeValue: null,
  fields: [
    { id: 'name', title: 'Name', text: `Visitor ${n}` },
    { id: 'email', title: 'Email', text: `visitor${n}@example.com` },
    { id: 'message', title: 'Message', text: n === 1 ? '' : `Message ${n}` },
  ],
});

let sent: Sent[] = [];
let rows = Array.from({ length: 25 }, (_, index) => submission(index + 1));
let canDelete = true;
let signedOut = false;
const realFetch = window.fetch;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function standIn(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  sent.push({ method, path: url.pathname, query: url.searchParams, crumbHeader: new Headers(init.headers).get('x-csrf-token') });
  if (url.pathname === '/api/crumb') return Promise.resolve(json(200, { crumb: CRUMB }));
  if (signedOut) return Promise.resolve(json(401, { error: 'Sign in to the config area first.', loginRequired: true }));
  if (url.pathname === '/api/config/inbox') {
    return Promise.resolve(
      json(200, {
        access: { read: true, delete: canDelete },
        forms: [
          {
            id: CONTACT,
            name: 'Contact',
            newsletter: false,
            submissionCount: rows.length,
            fields: ['Name', 'Email', 'Message'].map((title) => ({ id: title.toLowerCase(), title, type: 'text' })),
          },
          { id: NEWSLETTER, name: 'Newsletter', newsletter: true, submissionCount: 0, fields: [] },
        ],
      }),
    );
  }
  if (url.pathname === `/api/config/inbox/forms/${CONTACT}/submissions`) {
    const limit = 20;
    const start = url.searchParams.has('cursor') ? Number(url.searchParams.get('cursor')) : 0;
    const page = rows.slice(start, start + limit);
    return Promise.resolve(json(200, { submissions: page, nextCursor: start + limit < rows.length ? String(start + limit) : null }));
  }
  const one = /^\/api\/config\/inbox\/submissions\/(.+)$/.exec(url.pathname);
  if (one) {
    const found = rows.find((row) => row.id === one[1]);
    if (!found) return Promise.resolve(json(404, { error: 'No submission with this id; it may have been deleted already.' }));
    if (method === 'DELETE') {
      if (!canDelete) return Promise.resolve(json(403, { error: 'This account may read the inbox but not delete from it.' }));
      rows = rows.filter((row) => row !== found);
      return keysUp().then(() => json(200, { deleted: found.id }));
    }
    return Promise.resolve(json(200, { submission: found }));
  }
  if (url.pathname === '/api/config/inbox/orders') {
    return Promise.resolve(
      json(200, {
        orders: [
          {
            id: 'o1',
            status: 'placed',
            name: 'Ada Potter',
            email: 'ada@example.com',
            currency: 'USD',
            totalQuantity: 2,
            grandTotalCents: 5_400,
            items: [{ title: 'Tide mug', quantity: 2 }],
            createdAt: '2026-11-02T10:00:00.000Z',
          },
        ],
        nextCursor: null,
      }),
    );
  }
  return Promise.resolve(json(404, { error: 'Not found' }));
}

let container: HTMLElement;
let root: Root;

const button = (name: RegExp | string) =>
  [...container.querySelectorAll('button')].find((candidate) =>
    typeof name === 'string' ? candidate.textContent?.trim() === name : name.test(candidate.textContent ?? ''),
  );
const bodyRows = () => [...container.querySelectorAll('tbody tr')];
const active = () => document.activeElement as HTMLElement | null;

/** Moves focus with Tab (or Shift+Tab) presses until `target` has it, never past the page's end; fails if it never does. */
async function tabTo(target: HTMLElement, backwards = false) {
  if (backwards) await sendKeys({ down: 'Shift' });
  for (let presses = 0; presses < 40 && active() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  if (backwards) await sendKeys({ up: 'Shift' });
  expect(active()).to.equal(target);
}

async function mount() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<InboxApp />);
  await waitUntil(() => container.querySelector('nav'), 'the inbox list is shown');
}

describe('the back end inbox view', () => {
  beforeEach(() => {
    sent = [];
    rows = Array.from({ length: 25 }, (_, index) => submission(index + 1));
    canDelete = true;
    signedOut = false;
    document.cookie = `crumb=${CRUMB}; path=/`;
    window.fetch = standIn as typeof window.fetch;
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it('lists the forms with their counts and the other inboxes, as a labelled navigation', async () => {
    await mount();
    const nav = container.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).to.equal('Inboxes');
    const labels = [...nav.querySelectorAll('button')].map((candidate) => candidate.textContent);
    expect(labels).to.deep.equal([
      'Contact25 submissions',
      'Newsletter0 submissions',
      'Newsletter sign-ups',
      'Product reviews',
      'Test orders',
      'Carts',
    ]);
    expect(container.textContent).not.to.include('Your account reads the inbox');
    await expect(container).to.be.accessible();
  });

  it('opens a form with the keyboard: its submissions newest first, Load more appends the next page, Export CSV links the file', async () => {
    await mount();
    await tabTo(button(/^Contact/)!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => bodyRows().length === 20, 'the first page is shown');
    expect(button(/^Contact/)!.getAttribute('aria-current')).to.equal('true');
    const heading = container.querySelector('h2#inbox-list-heading')!;
    await waitUntil(() => active() === heading, 'focus moves to the list heading');
    expect(heading.textContent).to.equal('Contact');
    expect(bodyRows()[0]!.textContent).to.include('Visitor 1');
    expect([...container.querySelectorAll('thead th')].map((cell) => cell.textContent)).to.deep.equal([
      'Actions',
      'Submitted',
      'Name',
      'Email',
      'Message',
      'Page',
    ]);
    expect(container.textContent).to.include('Showing 20 of 25');
    const link = [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Export CSV')!;
    expect(link.getAttribute('href')).to.equal(`/api/config/inbox/forms/${CONTACT}/export.csv`);
    expect(link.hasAttribute('download')).to.equal(true);
    await expect(container).to.be.accessible();

    await tabTo(button('Load more')!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => bodyRows().length === 25, 'the second page is appended');
    const pages = sent.filter((call) => call.path.endsWith('/submissions'));
    expect(pages.map((call) => call.query.get('cursor'))).to.deep.equal([null, '20']);
    expect(bodyRows()[24]!.textContent).to.include('Visitor 25');
    expect(button('Load more')).to.equal(undefined);
    expect(container.textContent).to.include('Showing 25 of 25');
    await waitUntil(() => active() === heading, 'after the last page focus goes back to the heading');
    await expect(container).to.be.accessible();
  });

  it('shows a submission by its field titles; Back returns focus to its row', async () => {
    await mount();
    button(/^Contact/)!.click();
    await waitUntil(() => bodyRows().length === 20);
    const view = container.querySelector<HTMLButtonElement>('[data-row-view="s1"]')!;
    expect(view.textContent).to.match(/^View submission from /);
    await tabTo(view);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('#inbox-detail-heading'), 'the detail is shown');
    const detailHeading = container.querySelector('#inbox-detail-heading');
    await waitUntil(() => active() === detailHeading, 'focus moves to the detail heading');
    const answers = [...container.querySelectorAll('.inbox-fields')[0]!.querySelectorAll('div')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]);
    expect(answers).to.deep.equal([
      ['Name', 'Visitor 1'],
      ['Email', 'visitor1@example.com'],
      ['Message', 'Not answered'],
    ]);
    expect(container.textContent).to.include('/contact');
    await expect(container).to.be.accessible();
    // Back is just before the heading.
    await tabTo(button('Back to Contact')!, true);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => active()?.getAttribute('data-row-view') === 's1', 'focus returns to the row it came from');
  });

  it('deletes after a confirmation: Escape cancels and returns focus, Delete submission sends the call with the crumb', async () => {
    await mount();
    button(/^Contact/)!.click();
    await waitUntil(() => bodyRows().length === 20);
    container.querySelector<HTMLButtonElement>('[data-row-view="s2"]')!.click();
    await waitUntil(() => active() === container.querySelector('#inbox-detail-heading'), 'focus moves to the detail heading');
    const remove = button('Delete')!;
    await tabTo(remove);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'), 'the confirmation opens');
    const dialog = container.querySelector<HTMLDialogElement>('dialog[open]')!;
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Delete this submission?');
    await waitUntil(() => active()?.textContent === 'Cancel', 'focus starts on Cancel');
    await expect(container).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !container.querySelector('dialog'), 'Escape closes the confirmation');
    await waitUntil(() => active() === button('Delete'), 'focus returns to Delete');
    expect(sent.some((call) => call.method === 'DELETE')).to.equal(false);

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'));
    await sendKeys({ press: 'Tab' });
    expect(active()?.textContent).to.equal('Delete submission');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent?.includes('The submission was deleted.'), 'the deletion is confirmed');
    const deletes = sent.filter((call) => call.method === 'DELETE');
    expect(deletes.map((call) => [call.path, call.crumbHeader])).to.deep.equal([['/api/config/inbox/submissions/s2', CRUMB]]);
    expect(container.querySelector('dialog')).to.equal(null);
    expect(container.querySelector('[data-row-view="s2"]')).to.equal(null);
    expect(bodyRows()).to.have.length(19);
    expect(button(/^Contact/)!.textContent).to.equal('Contact24 submissions');
    await waitUntil(() => active() === container.querySelector('#inbox-list-heading'), 'focus goes to the list heading');
    await expect(container).to.be.accessible();
  });

  it('gives a viewer no delete control at all, and says why', async () => {
    canDelete = false;
    await mount();
    expect(container.textContent).to.include('Your account reads the inbox; deleting needs config or admin permission.');
    button(/^Contact/)!.click();
    await waitUntil(() => bodyRows().length === 20);
    container.querySelector<HTMLButtonElement>('[data-row-view="s3"]')!.click();
    await waitUntil(() => container.querySelector('#inbox-detail-heading'));
    expect(button('Delete')).to.equal(undefined);
    expect(button('Delete submission')).to.equal(undefined);
    expect(container.querySelector('dialog')).to.equal(null);
    expect(sent.some((call) => call.method === 'DELETE')).to.equal(false);
    await expect(container).to.be.accessible();
  });

  it('shows test orders with their status and total', async () => {
    await mount();
    button('Test orders')!.click();
    await waitUntil(() => bodyRows().length === 1);
    const cells = [...bodyRows()[0]!.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells.slice(1)).to.deep.equal(['Ada Potterada@example.com', '2 × Tide mug', '$54.00', 'Placed (test order, not paid)']);
    expect(container.querySelector('a[download]')).to.equal(null);
    await expect(container).to.be.accessible();
  });

  it('says when the session has ended, with a way to sign in again', async () => {
    signedOut = true;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(<InboxApp />);
    await waitUntil(() => container.querySelector('[role="alert"]:not(:empty)'), 'the failure is shown');
    const alert = container.querySelector('[role="alert"]:not(:empty)')!;
    expect(alert.textContent).to.equal('Your session has ended. Sign in again to read the inbox.');
    expect(container.querySelector('a')!.getAttribute('href')).to.equal('/config/');
    await expect(container).to.be.accessible();
  });
});
