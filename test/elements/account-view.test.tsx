import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { AccountApp } from '../../src/react/Owners/AccountApp.js';

/**
 * The back end's account screen against a stand-in of the owner routes (server/routes/config-owners.ts)
 * on `fetch`: what the owner sees, does with the keyboard, and which calls go out.
 */

const CRUMB = 'test.crumb';
const HERE = 'a'.repeat(32);
const AWAY = 'b'.repeat(32);

interface Sent {
  method: string;
  path: string;
  body: unknown;
  crumbHeader: string | null;
}

let sent: Sent[] = [];
let sessions: { id: string; createdAt: string; lastSeenAt: string | null; userAgent: string | null; expiresAt: string; current: boolean }[] = [];
let billing: unknown = null;
let password = 'juniper-owner';
const realFetch = window.fetch;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function standIn(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
  sent.push({ method, path: url.pathname, body, crumbHeader: new Headers(init.headers).get('x-csrf-token') });
  if (url.pathname === '/api/crumb') return Promise.resolve(json(200, { crumb: CRUMB }));
  if (url.pathname === '/api/config/account') {
    return Promise.resolve(
      json(200, {
        account: { id: 'o1', email: 'owner@example.com', displayName: 'Site Owner', permission: 2, websiteRoles: [1] },
        sessions,
        billing,
      }),
    );
  }
  if (url.pathname === '/api/config/account/password') {
    if (body.currentPassword !== password)
      return Promise.resolve(json(403, { error: 'The current password is not right.', field: 'currentPassword' }));
    password = body.newPassword;
    sessions = sessions.filter((session) => session.current);
    return Promise.resolve(json(200, { changed: true }));
  }
  const end = /^\/api\/config\/account\/sessions\/(.+)$/.exec(url.pathname);
  if (end && method === 'DELETE') {
    const found = sessions.find((session) => session.id === end[1]);
    if (!found) return Promise.resolve(json(404, { error: 'No session of yours with this id; it may have ended already.' }));
    sessions = sessions.filter((session) => session !== found);
    return Promise.resolve(json(200, { signedOut: found.current }));
  }
  return Promise.resolve(json(404, { error: 'Not found' }));
}

let container: HTMLElement;
let root: Root;
let signedOut = 0;

const button = (name: RegExp) => [...container.querySelectorAll('button')].find((candidate) => name.test(candidate.textContent ?? ''));
const active = () => document.activeElement as HTMLElement | null;
const input = (label: string) => {
  const found = [...container.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(found!.htmlFor)}`)!;
};
const changes = () => sent.filter((call) => call.path === '/api/config/account/password');

async function tabTo(target: HTMLElement) {
  for (let presses = 0; presses < 40 && active() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  expect(active()).to.equal(target);
}

async function mount() {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<AccountApp onSignedOut={() => (signedOut += 1)} />);
  await waitUntil(() => container.querySelector('h2'), 'the account is shown');
}

describe('the back end account view', () => {
  beforeEach(() => {
    sent = [];
    password = 'juniper-owner';
    billing = null;
    signedOut = 0;
    sessions = [
      {
        id: HERE,
        createdAt: '2026-11-27T09:00:00.000Z',
        lastSeenAt: '2026-11-27T10:00:00.000Z',
        userAgent: 'Chromium on this desk',
        expiresAt: '2026-11-28T09:00:00.000Z',
        current: true,
      },
      { id: AWAY, createdAt: '2026-11-26T09:00:00.000Z', lastSeenAt: null, userAgent: null, expiresAt: '2026-11-27T23:00:00.000Z', current: false },
    ];
    document.cookie = `crumb=${CRUMB}; path=/`;
    window.fetch = standIn as typeof window.fetch;
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it('says who is signed in and lists the sessions, this browser marked; an admin of a trial site sees the upgrade link', async () => {
    billing = { kind: 'upgrade', href: '/settings/billing/upgrade' };
    await mount();
    expect(container.textContent).to.include('You are signed in as Site Owner (owner@example.com).');
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows.map((row) => row.querySelector('td')!.textContent)).to.deep.equal(['This browserChromium on this desk', 'Unknown browser']);
    expect([...container.querySelectorAll('thead th')].map((cell) => cell.textContent)).to.deep.equal([
      'Browser',
      'Signed in',
      'Last used',
      'Actions',
    ]);
    const upgrade = [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Upgrade your site')!;
    expect(upgrade.getAttribute('href')).to.equal('/settings/billing/upgrade');
    expect(container.textContent).to.include('Your site is on a trial.');
    await expect(container).to.be.accessible();
  });

  it('shows no billing link when the server gives none', async () => {
    await mount();
    expect(container.textContent).not.to.include('Your plan');
    expect(container.querySelector('a[href^="/settings/billing"]')).to.equal(null);
  });

  it('checks the password fields before sending, then shows the server’s refusal on the current password', async () => {
    await mount();
    const submit = button(/^Change password$/)!;
    await tabTo(submit);
    await sendKeys({ press: 'Enter' });
    const current = input('Current password');
    await waitUntil(() => active() === current, 'focus goes to the current password');
    expect(current.getAttribute('aria-invalid')).to.equal('true');
    expect(container.querySelector(`#${CSS.escape(current.getAttribute('aria-describedby')!)}`)!.textContent).to.equal(
      'Enter your current password.',
    );
    expect(changes()).to.have.length(0);

    await sendKeys({ type: 'juniper-owner' });
    await tabTo(input('New password'));
    await sendKeys({ type: 'short' });
    await sendKeys({ press: 'Enter' });
    const next = input('New password');
    await waitUntil(() => next.getAttribute('aria-invalid') === 'true', 'the new password is marked');
    expect(container.textContent).to.include('Choose a password of at least 8 characters.');
    expect(current.hasAttribute('aria-invalid')).to.equal(false);
    expect(active()).to.equal(next);
    expect(changes()).to.have.length(0);
    await expect(container).to.be.accessible();

    // The wrong current password: the server's reason, on that field.
    current.focus();
    current.select();
    await sendKeys({ type: 'not-the-password' });
    next.focus();
    next.select();
    await sendKeys({ type: 'kiln-fired-2026' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => current.getAttribute('aria-invalid') === 'true', 'the refusal marks the current password');
    expect(container.textContent).to.include('The current password is not right.');
    await waitUntil(() => active() === current);
    expect(changes()).to.have.length(1);
    expect(changes()[0]!.crumbHeader).to.equal(CRUMB);
    await expect(container).to.be.accessible();
  });

  it('changes the password with the current one: the fields empty, the other sessions gone from the list', async () => {
    await mount();
    input('Current password').focus();
    await sendKeys({ type: 'juniper-owner' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'kiln-fired-2026' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent!.includes('Your password is changed. Your other sessions have ended.'), 'the change is confirmed');
    expect(changes().map((call) => call.body)).to.deep.equal([{ currentPassword: 'juniper-owner', newPassword: 'kiln-fired-2026' }]);
    expect(input('Current password').value).to.equal('');
    expect(input('New password').value).to.equal('');
    await waitUntil(() => container.querySelectorAll('tbody tr').length === 1, 'only this session is left');
    await expect(container).to.be.accessible();
  });

  it('ends another session with the keyboard, then this one, which signs this browser out', async () => {
    await mount();
    const endAway = container.querySelector<HTMLButtonElement>(`tr[data-session="${AWAY}"] button`)!;
    expect(endAway.textContent).to.match(/^End session signed in /);
    await tabTo(endAway);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelectorAll('tbody tr').length === 1, 'the session is gone');
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.crumbHeader])).to.deep.equal([
      [`/api/config/account/sessions/${AWAY}`, CRUMB],
    ]);
    expect(container.textContent).to.include('The session has ended.');
    await waitUntil(() => active()?.id === 'account-sessions', 'focus goes to the sessions heading');
    expect(signedOut).to.equal(0);

    const endHere = container.querySelector<HTMLButtonElement>(`tr[data-session="${HERE}"] button`)!;
    expect(endHere.textContent).to.equal('End session This browser');
    endHere.click();
    await waitUntil(() => signedOut === 1, 'ending this session signs out');
  });
});
