import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { OwnersApp } from '../../src/react/Owners/OwnersApp.js';
import { keysUp } from '../helpers/keys.js';

/**
 * The back end's owners screen against a stand-in of the owner routes (server/routes/config-owners.ts)
 * on `fetch`: what an admin sees, does with the keyboard, and which calls go out.
 */

const CRUMB = 'test.crumb';

interface Sent {
  method: string;
  path: string;
  body: unknown;
  crumbHeader: string | null;
}

type Owner = { id: string; email: string; displayName: string; permission: number; websiteRoles: number[]; removable: boolean };

let sent: Sent[] = [];
let owners: Owner[] = [];
let outbox: { id: string; to: string; subject: string; body: string; createdAt: string }[] = [];
let invitations: unknown[] = [];
const realFetch = window.fetch;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function standIn(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ method, path: url.pathname, body, crumbHeader: new Headers(init.headers).get('x-csrf-token') });
  if (url.pathname === '/api/crumb') return Promise.resolve(json(200, { crumb: CRUMB }));
  if (url.pathname === '/api/config/owners') return Promise.resolve(json(200, { you: 'o1', owners, invitations, outbox }));
  if (url.pathname === '/api/config/owners/invitations') {
    if (owners.some((owner) => owner.email === body.email)) {
      return Promise.resolve(
        json(409, { error: 'An owner with this email exists already.', fields: { email: 'An owner with this email exists already.' } }),
      );
    }
    invitations = [{ ...body, createdAt: '2026-11-27T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z' }];
    outbox = [
      {
        id: 'm1',
        to: body.email,
        subject: 'You are invited to the back end of Juniper Ceramics',
        body: `Hello ${body.displayName},\n\nChoose your password here: http://localhost/config/invitation?token=abc`,
        createdAt: '2026-11-27T10:00:00.000Z',
      },
    ];
    return Promise.resolve(json(201, { invitation: { email: body.email } }));
  }
  const withdrawn = /^\/api\/config\/owners\/invitations\/(.+)$/.exec(url.pathname);
  if (withdrawn && method === 'DELETE') {
    const email = decodeURIComponent(withdrawn[1]!);
    invitations = invitations.filter((invitation) => (invitation as { email: string }).email !== email);
    return keysUp().then(() => json(200, { withdrawn: email }));
  }
  const one = /^\/api\/config\/owners\/(.+)$/.exec(url.pathname);
  if (one && method === 'DELETE') {
    owners = owners.filter((owner) => owner.id !== one[1]);
    return keysUp().then(() => json(200, { removed: one[1] }));
  }
  return Promise.resolve(json(404, { error: 'Not found' }));
}

let container: HTMLElement;
let root: Root;

const button = (name: RegExp) => [...container.querySelectorAll('button')].find((candidate) => name.test(candidate.textContent ?? ''));
const active = () => document.activeElement as HTMLElement | null;
const field = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(found!.htmlFor)}`)!;
};
const invites = () => sent.filter((call) => call.path === '/api/config/owners/invitations');
const describedBy = (element: Element) => container.querySelector(`#${CSS.escape(element.getAttribute('aria-describedby')!)}`)?.textContent;

async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 60 && active() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  expect(active()).to.equal(target);
}

async function mount() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<OwnersApp />);
  await waitUntil(() => container.querySelector('tbody'), 'the owners are shown');
}

describe('the back end owners view', () => {
  beforeEach(() => {
    sent = [];
    invitations = [];
    outbox = [];
    owners = [
      { id: 'o1', email: 'owner@example.com', displayName: 'Site Owner', permission: 2, websiteRoles: [1], removable: false },
      { id: 'o2', email: 'viewer@example.com', displayName: 'Site Viewer', permission: 0, websiteRoles: [10], removable: true },
      { id: 'o3', email: 'store@example.com', displayName: 'Store Manager', permission: 1, websiteRoles: [8, 4], removable: true },
    ];
    document.cookie = `crumb=${CRUMB}; path=/`;
    window.fetch = standIn as typeof window.fetch;
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it('lists the owners with their permission and roles by name; the admin’s own row has no Remove', async () => {
    await mount();
    const rows = [...container.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).to.deep.equal([
      ['Site Owner (you)', 'owner@example.com', 'Admin', 'Admin', ''],
      ['Site Viewer', 'viewer@example.com', 'No site permission', 'Viewer', 'Remove Site Viewer'],
      ['Store Manager', 'store@example.com', 'Config', 'Store manager, Editor', 'Remove Store Manager'],
    ]);
    expect(container.textContent).to.include('The outbox is empty.');
    const permission = field('Permission') as unknown as HTMLSelectElement;
    expect([...permission.options].map((option) => [option.value, option.textContent])).to.deep.equal([
      ['0', 'No site permission'],
      ['1', 'Config'],
      ['2', 'Admin'],
    ]);
    expect(container.querySelector('legend')!.textContent).to.equal('Roles');
    expect(container.querySelectorAll('fieldset input[type="checkbox"]')).to.have.length(13);
    await expect(container).to.be.accessible();
  });

  it('checks an invitation before sending it, with the editor’s email messages', async () => {
    await mount();
    await tabTo(button(/^Send invitation$/)!);
    await sendKeys({ press: 'Enter' });
    const email = field('Email');
    await waitUntil(() => active() === email, 'focus goes to the email');
    expect(describedBy(email)).to.equal('Please enter a valid email.');
    expect(describedBy(field('Name'))).to.equal('Enter the owner’s name.');
    await sendKeys({ type: 'potter.example.com' });
    button(/^Send invitation$/)!.click();
    await waitUntil(() => describedBy(email) === 'Emails must be formatted as user@domain.com.', 'the format is asked for');
    expect(invites()).to.have.length(0);
    await expect(container).to.be.accessible();
  });

  it('invites an owner with the keyboard; the invitation waits in the outbox with its link', async () => {
    await mount();
    field('Email').focus();
    await sendKeys({ type: 'potter@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Ada Potter' });
    await sendKeys({ press: 'Tab' });
    // The permission select keeps Config; the roles come next.
    await sendKeys({ press: 'Tab' });
    const editor = [...container.querySelectorAll('label.owners-role')].find((label) => label.textContent === 'Editor')!.querySelector('input')!;
    await tabTo(editor);
    await sendKeys({ press: ' ' });
    expect(editor.checked).to.equal(true);
    await tabTo(button(/^Send invitation$/)!);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent!.includes('The invitation to potter@example.com is in the outbox.'), 'the invitation is confirmed');
    expect(invites().map((call) => [call.body, call.crumbHeader])).to.deep.equal([
      [{ email: 'potter@example.com', displayName: 'Ada Potter', permission: 1, websiteRoles: [4] }, CRUMB],
    ]);
    await waitUntil(() => container.querySelector('.owners-outbox'), 'the outbox shows the message');
    const mail = container.querySelector('.owners-outbox li')!;
    expect(mail.querySelector('h4')!.textContent).to.equal('You are invited to the back end of Juniper Ceramics');
    expect(mail.textContent).to.include('To: potter@example.com');
    expect(mail.querySelector('pre')!.textContent).to.include('http://localhost/config/invitation?token=abc');
    expect(container.textContent).to.include('Invitations not yet accepted');
    expect(field('Email').value).to.equal('');
    await expect(container).to.be.accessible();
  });

  it('shows the server’s refusal of an existing owner’s email on the email field', async () => {
    await mount();
    field('Email').focus();
    await sendKeys({ type: 'viewer@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Again' });
    await sendKeys({ press: 'Enter' });
    const email = field('Email');
    await waitUntil(() => describedBy(email) === 'An owner with this email exists already.', 'the refusal is on the email');
    await waitUntil(() => active() === email);
  });

  it('withdraws an invitation after a confirmation: Keep it returns focus, Withdraw invitation sends the call', async () => {
    invitations = [
      {
        email: 'potter@example.com',
        displayName: 'Ada Potter',
        permission: 1,
        websiteRoles: [4],
        createdAt: '2026-11-27T10:00:00.000Z',
        expiresAt: '2026-12-04T10:00:00.000Z',
      },
    ];
    await mount();
    const pending = container.querySelector('.owners-pending li')!;
    expect(pending.textContent).to.match(
      /^Ada Potter \(potter@example\.com\), Config, Editor expires .+ Withdraw the invitation to potter@example\.com$/,
    );
    const withdraw = button(/^Withdraw the invitation to potter@example\.com$/)!;
    await tabTo(withdraw);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'), 'the confirmation opens');
    const dialog = container.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Withdraw this invitation?');
    expect(dialog.textContent).to.include('The link sent to potter@example.com stops working now. You can invite Ada Potter again later.');
    await waitUntil(() => active()?.textContent === 'Keep it', 'focus starts on Keep it');
    await expect(container).to.be.accessible();
    // Clicked: a key press that takes the modal dialog away while its key is down stops Firefox's page under WebDriver BiDi.
    button(/^Keep it$/)!.click();
    await waitUntil(() => !container.querySelector('dialog'), 'Keep it closes the confirmation');
    await waitUntil(() => active() === withdraw, 'focus returns to Withdraw');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'), 'the confirmation opens again');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !container.querySelector('dialog'), 'Escape closes it too');
    await waitUntil(() => active() === withdraw, 'focus returns to Withdraw again');
    expect(sent.some((call) => call.method === 'DELETE')).to.equal(false);

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'));
    await sendKeys({ press: 'Tab' });
    expect(active()?.textContent).to.equal('Withdraw invitation');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent!.includes('The invitation to potter@example.com was withdrawn.'), 'the withdrawal is confirmed');
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.crumbHeader])).to.deep.equal([
      ['/api/config/owners/invitations/potter%40example.com', CRUMB],
    ]);
    expect(container.querySelector('.owners-pending')).to.equal(null);
    await waitUntil(() => active()?.id === 'owners-invite', 'with no invitation left, focus goes to the invitation form’s heading');
    await expect(container).to.be.accessible();
  });

  it('removes an owner after a confirmation: Escape cancels and returns focus, Remove owner sends the call', async () => {
    await mount();
    const remove = button(/^Remove Site Viewer$/)!;
    await tabTo(remove);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'), 'the confirmation opens');
    const dialog = container.querySelector('dialog[open]')!;
    expect(dialog.querySelector('h2')!.textContent).to.equal('Remove this owner?');
    expect(dialog.textContent).to.include('Site Viewer (viewer@example.com) can no longer sign in, and every session they have open ends now.');
    await waitUntil(() => active()?.textContent === 'Cancel', 'focus starts on Cancel');
    await expect(container).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !container.querySelector('dialog'), 'Escape closes the confirmation');
    await waitUntil(() => active() === remove, 'focus returns to Remove');
    expect(sent.some((call) => call.method === 'DELETE')).to.equal(false);

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'));
    await sendKeys({ press: 'Tab' });
    expect(active()?.textContent).to.equal('Remove owner');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent!.includes('Site Viewer is no longer an owner.'), 'the removal is confirmed');
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.crumbHeader])).to.deep.equal([
      ['/api/config/owners/o2', CRUMB],
    ]);
    expect(container.querySelector('tr[data-owner="viewer@example.com"]')).to.equal(null);
    await waitUntil(() => active()?.id === 'owners-heading', 'focus goes to the heading');
    await expect(container).to.be.accessible();
  });
});
