import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-member-area.js';
import { memberAreaTemplate, type MemberAreaOptions } from '../../src/shared/blocks/member-area.js';
import { navigation } from '../../src/shared/dom/navigate.js';
import { forgetXsrfToken, xsrfToken } from '../../src/shared/members/account.js';

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'offline';

/** Answers the account session calls in the page, one scripted answer per call (the last repeats), and the crumb. */
function stubSession(...answers: Answer[]) {
  const calls: Call[] = [];
  const original = window.fetch;
  let release: (() => void) | undefined;
  const held = { hold: false };
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname === '/api/crumb')
      return new Response(JSON.stringify({ crumb: 'fresh-crumb' }), { headers: { 'content-type': 'application/json' } });
    if (url.pathname !== '/api/site-users/account/session') return original.call(window, input, init);
    calls.push({
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    if (held.hold) await new Promise<void>((resolve) => (release = resolve));
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, held, release: () => release?.(), restore: () => void (window.fetch = original) };
}

async function renderArea(options: Partial<MemberAreaOptions> = {}) {
  const element = await fixture<HTMLElement>(
    html`<div>${memberAreaTemplate({ id: 'member', path: '/members', crumb: 'page-crumb', ...options })}</div>`,
  );
  const area = element.querySelector<HTMLElement>('sq-member-area')!;
  await waitUntil(() => area.shadowRoot?.querySelector('slot'), 'the element renders');
  return area;
}

const button = (area: HTMLElement) => area.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const alertOf = (area: HTMLElement) => area.querySelector<HTMLElement>('[role="alert"]')!;

describe('<sq-member-area>', () => {
  let stub: ReturnType<typeof stubSession> | undefined;
  let went: string[];
  const assign = navigation.assign;
  beforeEach(() => {
    went = [];
    navigation.assign = (url) => void went.push(url);
    document.cookie = 'crumb=page-crumb; path=/';
    forgetXsrfToken();
  });
  afterEach(() => {
    stub?.restore();
    navigation.assign = assign;
    forgetXsrfToken();
    document.cookie = 'crumb=; path=/; max-age=0';
  });

  it('signs in from the keyboard through the session call, keeps the xsrfToken for the browser session and loads the page again', async () => {
    stub = stubSession({ status: 200, body: { xsrfToken: 'xsrf-1' } });
    const area = await renderArea();
    expect(area.querySelector('form')!.getAttribute('action')).to.equal('/members/sign-in');
    await expect(area).to.be.accessible();

    area.querySelector<HTMLInputElement>('input[name="email"]')!.focus();
    await sendKeys({ type: ' member@juniper.example' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'glaze-day' });
    stub.held.hold = true;
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => stub!.calls.length === 1, 'the session call');
    expect(button(area).textContent).to.equal('Signing in…');
    expect(button(area).getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    stub.release();
    await waitUntil(() => went.length === 1, 'the page loads again');

    expect(stub.calls).to.have.length(1);
    const [call] = stub.calls;
    expect(call!.method).to.equal('POST');
    expect(call!.body).to.deep.equal({ email: 'member@juniper.example', password: 'glaze-day', rememberMe: false });
    expect(call!.headers.get('content-type')).to.equal('application/json');
    expect(went).to.deep.equal(['/members']);
    expect(xsrfToken()).to.equal('xsrf-1');
    expect(JSON.parse(sessionStorage.getItem('sq-member-xsrf')!).value).to.equal('xsrf-1');
    expect(localStorage.getItem('sq-member-xsrf')).to.equal(null);
  });

  it('keeps the xsrfToken in local storage for 30 days when the member asks to stay signed in', async () => {
    stub = stubSession({ status: 200, body: { xsrfToken: 'xsrf-2' } });
    const area = await renderArea();
    area.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'member@juniper.example';
    area.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'glaze-day';
    area.querySelector<HTMLInputElement>('input[name="rememberMe"]')!.click();
    button(area).click();
    await waitUntil(() => went.length === 1, 'the page loads again');
    expect((stub.calls[0]!.body as { rememberMe: boolean }).rememberMe).to.equal(true);
    const stored = JSON.parse(localStorage.getItem('sq-member-xsrf')!);
    expect(stored.value).to.equal('xsrf-2');
    const days = (stored.expires - Date.now()) / 86_400_000;
    expect(days).to.be.within(29.9, 30);
  });

  it('says a wrong password in the form, marks the fields, clears the password and moves focus to the email; a second try goes through', async () => {
    stub = stubSession(
      { status: 401, body: { error: 'Unauthorized', message: 'The email address or password is incorrect.' } },
      { status: 200, body: { xsrfToken: 'xsrf-3' } },
    );
    const area = await renderArea();
    const email = area.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = area.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'member@juniper.example';
    password.value = 'wrong';
    button(area).click();
    await waitUntil(() => !alertOf(area).hidden, 'the alert shows');

    expect(alertOf(area).textContent).to.equal('The email address or password is incorrect.');
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    expect(email.getAttribute('aria-describedby')).to.equal(alertOf(area).id);
    expect(password.getAttribute('aria-describedby')).to.equal(alertOf(area).id);
    expect(password.value).to.equal('');
    expect(document.activeElement).to.equal(email);
    expect(button(area).textContent).to.equal('Sign in');
    expect(button(area).hasAttribute('aria-disabled')).to.equal(false);
    expect(went).to.deep.equal([]);
    expect(xsrfToken()).to.equal(undefined);
    await expect(area).to.be.accessible();

    password.value = 'glaze-day';
    button(area).click();
    await waitUntil(() => went.length === 1, 'the page loads again');
    expect(stub.calls).to.have.length(2);
  });

  it('says the site cannot be reached when the call gets no answer', async () => {
    stub = stubSession('offline');
    const area = await renderArea();
    area.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'member@juniper.example';
    area.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'glaze-day';
    button(area).click();
    await waitUntil(() => !alertOf(area).hidden, 'the alert shows');
    expect(alertOf(area).textContent).to.equal('Unable to reach the site. Check your connection and try again.');
    expect(went).to.deep.equal([]);
  });

  it('signed in, shows the member with the password as a fixed placeholder, and signs out with the xsrfToken, retrying a crumbFail once', async () => {
    const area = await renderArea({ member: { email: 'member@juniper.example', firstName: 'Ada', lastName: 'Potter' } });
    expect(area.hasAttribute('signed-in')).to.equal(true);
    expect(area.querySelector('.member-greeting')!.textContent).to.equal('Signed in as Ada Potter');
    expect([...area.querySelectorAll('dd')].map((entry) => entry.textContent)).to.deep.equal(['member@juniper.example', '••••••••']);
    await expect(area).to.be.accessible();

    stub = stubSession({ status: 200, body: { xsrfToken: 'xsrf-4' } });
    const signIn = await renderArea({ id: 'again' });
    signIn.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'member@juniper.example';
    signIn.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'glaze-day';
    button(signIn).click();
    await waitUntil(() => xsrfToken() === 'xsrf-4', 'signed in');
    stub.restore();

    stub = stubSession({ status: 401, body: { crumbFail: true } }, { status: 200, body: { loggedOut: true } });
    went = [];
    button(area).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => went.length === 1, 'the page loads again');
    expect(stub.calls.map((call) => call.method)).to.deep.equal(['DELETE', 'DELETE']);
    expect(stub.calls.map((call) => call.headers.get('X-Xsrf-Token'))).to.deep.equal(['xsrf-4', 'xsrf-4']);
    expect(stub.calls[0]!.url.searchParams.get('cloneCart')).to.equal('false');
    expect(stub.calls[1]!.headers.get('X-CSRF-Token') ?? stub.calls[1]!.url.searchParams.get('crumb')).to.equal('fresh-crumb');
    expect(went).to.deep.equal(['/members']);
    expect(xsrfToken()).to.equal(undefined);
  });

  it('falls back to the sign-out form itself when the session call refuses the sign-out', async () => {
    stub = stubSession({ status: 401, body: { error: 'Unauthorized', message: "The X-Xsrf-Token header must carry the session's xsrfToken." } });
    const area = await renderArea({ member: { email: 'member@juniper.example' } });
    expect(area.querySelector('.member-greeting')!.textContent).to.equal('Signed in as member@juniper.example');
    const form = area.querySelector<HTMLFormElement>('form[data-member="sign-out"]')!;
    let submitted = 0;
    form.submit = () => void (submitted += 1);
    button(area).click();
    await waitUntil(() => submitted === 1, 'the form is sent as it is');
    expect(stub.calls).to.have.length(1);
    expect(stub.calls[0]!.headers.has('X-Xsrf-Token')).to.equal(false);
    expect(went).to.deep.equal([]);
  });
});
