import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createRoot, type Root } from 'react-dom/client';
import { DesignApp } from '../../src/react/SiteSettings/DesignApp.js';
import { SettingsApp } from '../../src/react/SiteSettings/SettingsApp.js';
import { keysUp } from '../helpers/keys.js';

/**
 * The back end's site settings editors (/config/design, /config/settings) against a stand-in of
 * their routes on `fetch`: what the owner sees, does with the keyboard, and which calls go out.
 */

const CRUMB = 'test.crumb';
const LINKS = 'Links must be formatted as https://example.com or https://example.com.';

interface Sent {
  method: string;
  path: string;
  body: unknown;
  crumbHeader: string | null;
}

let sent: Sent[] = [];
let languages: string[] = [];
let status = 'connected';
const realFetch = window.fetch;

const HEADER_FOOTER = {
  header: {
    title: 'Juniper Ceramics',
    navigation: [
      { title: 'Shop', href: '/shop' },
      { title: 'Journal', href: '/journal' },
    ],
    cart: true,
  },
  footer: { text: '© 2026 Juniper Ceramics', links: [{ title: 'Visit', href: '/visit' }], address: ['12 Harbour Road', 'Porthleven'] },
};
const COOKIE_BANNER = {
  cookieBannerCtaText: 'Accept',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerText: '',
  cookieBannerTheme: 'DARK',
  cookieBannerVariant: 'BAR',
  cookieBannerOptOutCtaText: 'Decline',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  isVisitorDataRestricted: false,
  isRestrictiveCookiePolicyAbsolute: true,
  version: 2,
};

const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });

async function standIn(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const method = (init.method ?? 'GET').toUpperCase();
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  sent.push({ method, path: url.pathname, body, crumbHeader: new Headers(init.headers).get('x-csrf-token') });
  const path = url.pathname;
  if (path === '/api/crumb') return json(200, { crumb: CRUMB });
  if (path === '/api/site-header-footer') return json(200, method === 'PUT' ? body : HEADER_FOOTER);
  if (path === '/api/config/site-settings/announcement-bar') {
    if (method === 'PUT' && (body as { text: string }).text === 'refused')
      return json(400, { error: 'body/text must NOT have more than 200 characters' });
    return json(200, method === 'PUT' ? body : { showAnnouncementBar: false, text: '', clickthroughUrl: '', newWindow: false });
  }
  if (path === '/api/config/site-settings/popup-overlay') {
    return json(
      200,
      method === 'PUT'
        ? { ...(body as object), version: 4 }
        : {
            isEnabled: false,
            disabledOnMobile: false,
            style: 'light',
            frequency: 0,
            title: '',
            message: '',
            buttonText: '',
            buttonUrl: '',
            version: 3,
          },
    );
  }
  if (path === '/api/config/site-settings/cookie-banner') return json(200, method === 'PUT' ? body : COOKIE_BANNER);
  if (path === '/api/multilingual/settings') return json(200, { languages });
  if (path === '/api/multilingual/status') return json(200, { status });
  if (path === '/api/multilingual/languages') {
    const tags = (body as { languages: string[] }).languages;
    const bad = tags.find((tag) => !/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag));
    if (bad) return json(400, { error: `"${bad}" is not a BCP 47 language tag` });
    languages = tags;
    return json(200, { languages });
  }
  if (path === '/api/multilingual/connection' && method === 'DELETE') {
    await keysUp();
    status = 'disconnected';
    return json(200, { status });
  }
  return json(404, { error: 'Not found' });
}

let container: HTMLElement;
let root: Root;

const active = () => document.activeElement as HTMLElement | null;
const byId = <T extends HTMLElement = HTMLInputElement>(id: string) => container.querySelector<T>(`#${CSS.escape(id)}`)!;
const button = (name: RegExp | string, within: ParentNode = container) =>
  [...within.querySelectorAll('button')].find((candidate) =>
    typeof name === 'string' ? candidate.textContent?.trim() === name : name.test(candidate.textContent ?? ''),
  )!;
const saves = (path: string) => sent.filter((call) => call.path === path && call.method !== 'GET');

/** Moves focus with Tab (or Shift+Tab) presses until `target` has it; fails if it never does. */
async function tabTo(target: HTMLElement, backwards = false) {
  if (backwards) await sendKeys({ down: 'Shift' });
  for (let presses = 0; presses < 80 && active() !== target; presses += 1) await sendKeys({ press: 'Tab' });
  if (backwards) await sendKeys({ up: 'Shift' });
  expect(active()).to.equal(target);
}

/** Clears the focused text control and types `text`, as the owner would. */
async function retype(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  control.focus();
  control.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

async function mount(view: 'design' | 'settings') {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(view === 'design' ? <DesignApp siteTitle="Juniper Ceramics" /> : <SettingsApp />);
  if (view === 'design')
    await waitUntil(
      () => container.querySelector('#header-footer-nav-0-title') && container.querySelector('#popup-overlay-frequency'),
      'the editors are drawn',
    );
  else await waitUntil(() => container.querySelector('#cookie-banner-variant') && container.querySelector('#languages-tag'), 'the editors are drawn');
}

describe('the back end site settings editors', () => {
  beforeEach(() => {
    sent = [];
    languages = [];
    status = 'connected';
    document.cookie = `crumb=${CRUMB}; path=/`;
    window.fetch = standIn as typeof window.fetch;
  });

  afterEach(() => {
    root.unmount();
    container.remove();
    window.fetch = realFetch;
  });

  it('edits the header and footer with the keyboard and saves them through PUT /api/site-header-footer', async () => {
    await mount('design');
    expect(byId('header-footer-title-text').value).to.equal('Juniper Ceramics');
    expect(byId<HTMLTextAreaElement>('header-footer-address').value).to.equal('12 Harbour Road\nPorthleven');
    await expect(container).to.be.accessible();

    await retype(byId('header-footer-nav-1-title'), 'Stories');
    await tabTo(button('Add a link', byId('header-footer-nav-1-title').closest('fieldset')!));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => active() === container.querySelector('#header-footer-nav-2-title'), 'focus moves to the new link');
    await sendKeys({ type: 'Visit' });
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal(byId('header-footer-nav-2-href'));
    await sendKeys({ type: '/visit' });
    await retype(byId('header-footer-footer-text'), '© Juniper');

    await tabTo(button('Save header and footer'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent?.includes('Saved. The site shows it from its next page load.'), 'the save is confirmed');
    const [put] = saves('/api/site-header-footer');
    expect(put!.method).to.equal('PUT');
    expect(put!.crumbHeader).to.equal(CRUMB);
    expect(put!.body).to.deep.equal({
      header: {
        title: 'Juniper Ceramics',
        navigation: [
          { title: 'Shop', href: '/shop' },
          { title: 'Stories', href: '/journal' },
          { title: 'Visit', href: '/visit' },
        ],
        cart: true,
        search: true,
      },
      footer: { text: '© Juniper', links: [{ title: 'Visit', href: '/visit' }], address: ['12 Harbour Road', 'Porthleven'] },
    });
    await expect(container).to.be.accessible();
  });

  it('refuses a malformed link with the spec’s message on the field, focuses it, and sends nothing', async () => {
    await mount('design');
    await retype(byId('header-footer-links-0-href'), 'javascript:alert(1)');
    await retype(byId('header-footer-nav-0-title'), '');
    await tabTo(button('Save header and footer'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => active() === byId('header-footer-nav-0-title'), 'focus moves to the first field in error');
    expect(byId('header-footer-nav-0-title').getAttribute('aria-invalid')).to.equal('true');
    expect(byId('header-footer-nav-0-title-error').textContent).to.equal('Give the link a text visitors will read.');
    const href = byId('header-footer-links-0-href');
    expect(href.getAttribute('aria-invalid')).to.equal('true');
    expect(byId(href.getAttribute('aria-describedby')!.split(' ').at(-1)!).textContent).to.equal(LINKS);
    expect(container.querySelector('#header-footer-title')!.closest('section')!.querySelector('[role="alert"]')!.textContent).to.equal(
      'Nothing was saved: correct the fields marked below.',
    );
    expect(saves('/api/site-header-footer')).to.have.length(0);
    await expect(container).to.be.accessible();
  });

  it('reorders links with the Move buttons, focus staying on the moved link’s button, and removes one', async () => {
    await mount('design');
    const down = byId<HTMLButtonElement>('header-footer-nav-0-down');
    await tabTo(down);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => byId('header-footer-nav-0-title').value === 'Journal', 'the link moved down');
    expect(byId('header-footer-nav-1-title').value).to.equal('Shop');
    // At the end of the list Move down is disabled, so its Move up button has focus.
    await waitUntil(() => active() === byId('header-footer-nav-1-up'), 'focus follows the moved link');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => byId('header-footer-nav-0-title').value === 'Shop', 'the link moved back up');
    await waitUntil(() => active() === byId('header-footer-nav-0-down'), 'focus follows it again');
    const remove = button(/^Remove Shop$/);
    expect(remove.querySelector('.visually-hidden')!.textContent).to.equal(' Shop');
    await tabTo(remove);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => byId('header-footer-nav-0-title').value === 'Journal', 'the link is removed');
    expect(container.querySelector('#header-footer-nav-1-title')).to.equal(null);
  });

  it('saves the announcement bar, refusing a malformed link with the spec’s message and showing the server’s reason', async () => {
    await mount('design');
    await tabTo(byId('announcement-bar-show'));
    await sendKeys({ press: ' ' });
    expect(byId('announcement-bar-show').checked).to.equal(true);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Kiln sale' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'https:example.com' });
    await tabTo(button('Save announcement bar'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => active() === byId('announcement-bar-link'), 'focus moves to the link');
    expect(byId('announcement-bar-link-error').textContent).to.equal(LINKS);
    expect(saves('/api/config/site-settings/announcement-bar')).to.have.length(0);
    await expect(container).to.be.accessible();

    await retype(byId('announcement-bar-link'), '/shop');
    await tabTo(button('Save announcement bar'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => saves('/api/config/site-settings/announcement-bar').length === 1, 'the save is sent');
    expect(saves('/api/config/site-settings/announcement-bar')[0]!.body).to.deep.equal({
      showAnnouncementBar: true,
      text: 'Kiln sale',
      clickthroughUrl: '/shop',
      newWindow: false,
    });
    expect(container.querySelector('#announcement-bar-link-error')).to.equal(null);

    await retype(byId('announcement-bar-text'), 'refused');
    await tabTo(button('Save announcement bar'));
    await sendKeys({ press: 'Enter' });
    const alert = byId('announcement-bar-title').closest('section')!.querySelector('[role="alert"]')!;
    await waitUntil(() => alert.textContent === 'body/text must NOT have more than 200 characters', 'the server’s reason is shown');
  });

  it('saves the popup overlay with what it says, refusing one with nothing to say, a button half given and days out of range', async () => {
    await mount('design');
    expect(byId('popup-overlay-title').closest('section')!.textContent).to.include('(now 3)');
    await tabTo(byId('popup-overlay-enabled'));
    await sendKeys({ press: ' ' });
    await retype(byId('popup-overlay-frequency'), '-2');
    await tabTo(button('Save popup overlay'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => active() === byId('popup-overlay-heading'), 'focus moves to the heading, the first field in error');
    expect(byId('popup-overlay-heading-error').textContent).to.equal('Give the popup a heading or a message to show.');
    expect(byId('popup-overlay-frequency-error').textContent).to.equal('Enter a whole number of days from -1 to 365.');
    expect(saves('/api/config/site-settings/popup-overlay')).to.have.length(0);

    await sendKeys({ type: 'Spring kiln opening' });
    await retype(byId('popup-overlay-button-text'), 'See the pieces');
    await retype(byId('popup-overlay-frequency'), '-1');
    await tabTo(button('Save popup overlay'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => active() === byId('popup-overlay-button-link'), 'focus moves to the button’s link');
    expect(byId('popup-overlay-button-link').getAttribute('aria-describedby')).to.include('popup-overlay-button-link-error');
    expect(byId('popup-overlay-button-link-error').textContent).to.equal('Give the button its link.');
    expect(container.querySelector('#popup-overlay-heading-error')).to.equal(null);
    expect(saves('/api/config/site-settings/popup-overlay')).to.have.length(0);

    await sendKeys({ type: '/shop' });
    await tabTo(button('Save popup overlay'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => byId('popup-overlay-title').closest('section')!.textContent?.includes('(now 4)'), 'the new version is shown');
    expect(saves('/api/config/site-settings/popup-overlay')[0]!.body).to.deep.equal({
      isEnabled: true,
      disabledOnMobile: false,
      style: 'light',
      frequency: -1,
      title: 'Spring kiln opening',
      message: '',
      buttonText: 'See the pieces',
      buttonUrl: '/shop',
    });
    await expect(container).to.be.accessible();
  });

  it('edits every cookie banner setting, previews it with the runtime’s banner, and saves the API form', async () => {
    await mount('settings');
    const labels = [...container.querySelectorAll('#cookie-banner-title ~ div form label')].map((label) => label.textContent);
    expect(labels).to.deep.equal([
      'Show the cookie banner',
      'Banner type',
      'Position',
      'Colours',
      'Banner text',
      'Visitors may',
      'Accept control',
      'Accept text',
      'Decline text',
      'Restrict cookies until the visitor accepts',
      'Apply the restriction to every visitor',
      'Keep the visitor activity log',
    ]);
    // An empty text loads as the default text.
    expect(byId<HTMLTextAreaElement>('cookie-banner-text').value).to.match(/^By using this website/);
    const preview = () => container.querySelector('.cookie-preview-host')!.shadowRoot!.querySelector<HTMLElement>('[part~="banner"]')!;
    await waitUntil(() => container.querySelector('.cookie-preview-host')?.shadowRoot?.querySelector('[part~="banner"]'), 'the preview is drawn');
    expect(preview().className).to.equal('banner bar bottom dark cta-button');
    expect(preview().querySelector('[part~="decline"]')!.textContent).to.equal('Decline');
    await expect(container).to.be.accessible();

    await tabTo(byId('cookie-banner-variant'));
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => preview().className.startsWith('banner popup'), 'the preview turns into a popup');
    expect(byId<HTMLSelectElement>('cookie-banner-position').value).to.equal('BOTTOM_LEFT');
    expect(preview().className).to.equal('banner popup bottom-left dark cta-button');
    await retype(byId('cookie-banner-cta-text'), 'Fine');
    await waitUntil(() => preview().querySelector('[part~="accept"]')!.textContent === 'Fine', 'the preview follows the text');
    await retype(byId<HTMLTextAreaElement>('cookie-banner-text'), '<p></p>');
    await tabTo(byId('cookie-banner-activity'));
    await sendKeys({ press: ' ' });
    await tabTo(button('Save cookie banner'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => saves('/api/config/site-settings/cookie-banner').length === 1, 'the save is sent');
    expect(saves('/api/config/site-settings/cookie-banner')[0]!.body).to.deep.equal({
      ...COOKIE_BANNER,
      cookieBannerVariant: 'POPUP',
      cookieBannerPosition: 'BOTTOM_LEFT',
      cookieBannerCtaText: 'Fine',
      cookieBannerText: '',
      isRestrictiveCookiePolicyEnabled: true,
      isVisitorDataRestricted: true,
    });
    await waitUntil(() => container.textContent?.includes('Saved. The site shows it from its next page load.'), 'the save is confirmed');
    await expect(container).to.be.accessible();
  });

  it('adds and removes languages, showing the server’s reason for a bad tag', async () => {
    await mount('settings');
    const provider = () => byId('languages-provider').nextElementSibling!.textContent;
    expect(container.textContent).to.include('The site has no other languages yet.');
    // One status, not two that disagree: connected, but with nothing to translate into.
    expect(provider()).to.equal('Connected: nothing is translated until the site has another language.');
    expect(container.textContent).to.not.include('new pages and edits are translated');
    await tabTo(byId('languages-tag'));
    await sendKeys({ type: 'fr' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('.language-list')?.textContent?.includes('fr'), 'the language is listed');
    expect(saves('/api/multilingual/languages')[0]!.body).to.deep.equal({ languages: ['fr'] });
    expect(byId('languages-tag').value).to.equal('');
    expect(provider()).to.equal('Connected: new pages and edits are translated.');
    await sendKeys({ type: 'not a tag' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('#languages-tag-error'), 'the reason is shown');
    expect(byId('languages-tag-error').textContent).to.equal('"not a tag" is not a BCP 47 language tag');
    expect(byId('languages-tag').getAttribute('aria-invalid')).to.equal('true');
    expect(active()).to.equal(byId('languages-tag'));
    await expect(container).to.be.accessible();

    await tabTo(button(/^Remove fr$/), true);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent?.includes('The site has no other languages yet.'), 'the language is removed');
    expect(saves('/api/multilingual/languages').at(-1)!.body).to.deep.equal({ languages: [] });
    expect(provider()).to.equal('Connected: nothing is translated until the site has another language.');
  });

  it('disconnects the translation provider only after the confirmation dialog, which gives focus back when cancelled', async () => {
    await mount('settings');
    const disconnect = button('Disconnect the translation provider');
    await tabTo(disconnect);
    await sendKeys({ press: 'Enter' });
    const dialog = await waitUntil(() => container.querySelector('dialog[open]'), 'the dialog opens').then(() => container.querySelector('dialog')!);
    expect(active()).to.equal(button('Cancel', dialog));
    expect(dialog.getAttribute('aria-labelledby')).to.be.a('string');
    await expect(container).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !container.querySelector('dialog'), 'Escape closes it');
    await waitUntil(() => active() === disconnect, 'focus returns to the button');
    expect(sent.some((call) => call.method === 'DELETE')).to.equal(false);

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.querySelector('dialog[open]'), 'the dialog opens again');
    await sendKeys({ press: 'Tab' });
    expect(active()!.textContent).to.equal('Disconnect');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => container.textContent?.includes('Disconnected: nothing is translated any more.'), 'the provider is disconnected');
    expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.path)).to.deep.equal(['/api/multilingual/connection']);
    expect(container.querySelector('dialog')).to.equal(null);
    await waitUntil(() => active() === byId('languages-provider'), 'focus moves to the provider heading');
    expect(container.textContent).to.include('The translation provider was disconnected.');
  });
});
