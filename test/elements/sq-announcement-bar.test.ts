import { expect, fixture, fixtureCleanup, html, nextFrame, waitUntil } from '@open-wc/testing';
import '../../src/elements/sq-announcement-bar.js';
import type { SqAnnouncementBar } from '../../src/elements/sq-announcement-bar.js';
import { getCookie } from '../../src/shared/dom/cookies.js';
import { fallbackCookieName, removeStored } from '../../src/shared/dom/storage.js';
import type { AnnouncementBarSettings } from '../../src/shared/site/announcement-bar.js';
import { ANNOUNCEMENT_BAR_STORAGE_KEY } from '../../src/shared/site/announcement-bar-state.js';
import { anonymousContext, toSiteContext } from '../../src/shared/site/context.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { captureConsole } from '../helpers/console.js';

const SALE: AnnouncementBarSettings = { text: 'Spring sale: 20% off all mugs', clickthroughUrl: '/shop' };

const part = (element: Element, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
/** A boolean, so a failing assertion never prints a React-managed element. */
const shows = (element: Element) => part(element, 'bar') !== null;

async function bar(settings: unknown = SALE, content = html``) {
  const element = await fixture<SqAnnouncementBar>(html`<sq-announcement-bar .settings=${settings}>${content}</sq-announcement-bar>`);
  await element.updateComplete;
  await nextFrame();
  return element;
}

/** Makes `window.sessionStorage` throw on access, as when storage is disabled. */
function disableSessionStorage(): () => void {
  const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
  return () => {
    if (own) Object.defineProperty(window, 'sessionStorage', own);
    else delete (window as unknown as Record<string, unknown>).sessionStorage;
  };
}

beforeEach(() => {
  removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
  setSiteContext(anonymousContext());
});
afterEach(async () => {
  const removed = [...document.querySelectorAll('sq-announcement-bar')];
  fixtureCleanup();
  // A removed bar unmounts a task later, and its view leaves the shadow root empty.
  await waitUntil(() => removed.every((element) => element.shadowRoot!.childElementCount === 0), 'the removed bars have unmounted');
  removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
});

describe('<sq-announcement-bar>', () => {
  it('shows the announcement as a link in a named region with a dismiss button, axe clean', async () => {
    const element = await bar();
    await waitUntil(() => shows(element), 'the bar is shown');
    const region = part(element, 'bar')!;
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.getAttribute('aria-label')).to.equal('Announcement');
    expect(part(element, 'text')!.textContent).to.equal('Spring sale: 20% off all mugs');
    const link = part(element, 'link') as HTMLAnchorElement;
    expect(link.getAttribute('href')).to.equal('/shop');
    expect(link.hasAttribute('target')).to.equal(false);
    expect(part(element, 'dismiss')!.getAttribute('aria-label')).to.equal('Dismiss announcement');
    await expect(element).to.be.accessible();
  });

  it('draws the text as plain text, never as HTML', async () => {
    const element = await bar({ text: '<img src=x onerror="window.__sqAnnounced = 1"><b>Bold</b>' });
    await waitUntil(() => shows(element), 'the bar is shown');
    expect(part(element, 'text')!.textContent).to.equal('<img src=x onerror="window.__sqAnnounced = 1"><b>Bold</b>');
    expect(element.shadowRoot!.querySelector('img, b')).to.equal(null);
    expect((window as unknown as Record<string, unknown>).__sqAnnounced).to.equal(undefined);
  });

  for (const url of ['javascript:alert(1)', 'http:/no-slashes', 'data:text/html,hi', 'tel:12']) {
    it(`shows no link for ${url}, axe clean`, async () => {
      const element = await bar({ text: 'Sale', clickthroughUrl: url });
      await waitUntil(() => shows(element), 'the bar is shown');
      expect(part(element, 'link')).to.equal(null);
      expect(part(element, 'text')!.textContent).to.equal('Sale');
      await expect(element).to.be.accessible();
    });
  }

  it('a bare host name gets https://; newWindow opens a new tab without an opener', async () => {
    const element = await bar({ text: 'Our partner', clickthroughUrl: 'example.com/partner', newWindow: true });
    await waitUntil(() => part(element, 'link'), 'the link is shown');
    const link = part(element, 'link')!;
    expect(link.getAttribute('href')).to.equal('https://example.com/partner');
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener');
  });

  it('dismissing hides it for the session, keeps focus off <body>, and a new announcement shows again', async () => {
    const page = await fixture(
      html`<div>
        <main><h1>Shop</h1></main>
      </div>`,
    );
    const element = document.createElement('sq-announcement-bar');
    element.settings = SALE;
    page.prepend(element);
    await waitUntil(() => part(element, 'dismiss'), 'the bar is shown');
    part(element, 'dismiss')!.focus();
    part(element, 'dismiss')!.click();
    await waitUntil(() => !shows(element), 'the bar is hidden');
    expect(document.activeElement).to.not.equal(document.body);
    expect(document.activeElement).to.equal(page.querySelector('main'));
    await expect(element).to.be.accessible();
    element.remove();

    expect(shows(await bar()), 'the same announcement on the next page').to.equal(false);
    fixtureCleanup();
    expect(shows(await bar({ ...SALE, text: 'Summer sale' })), 'a new announcement').to.equal(true);
  });

  it('remembers a dismissal in a session cookie when session storage is unavailable', async () => {
    const restore = disableSessionStorage();
    const cookie = fallbackCookieName('session', ANNOUNCEMENT_BAR_STORAGE_KEY);
    try {
      const element = await bar();
      await waitUntil(() => part(element, 'dismiss'), 'the bar is shown');
      part(element, 'dismiss')!.click();
      await waitUntil(() => !shows(element), 'the bar is hidden');
      expect(getCookie(cookie)).to.be.a('string');
      fixtureCleanup();
      expect(shows(await bar())).to.equal(false);
    } finally {
      restore();
      removeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session');
      document.cookie = `${cookie}=; max-age=0; path=/`;
    }
  });

  it("without settings it shows the site's announcement when showAnnouncementBar is on", async () => {
    const websiteSettings = { announcementBarSettings: { text: 'Closed on Monday' } };
    setSiteContext(toSiteContext({ websiteSettings }));
    const element = await fixture<SqAnnouncementBar>(html`<sq-announcement-bar></sq-announcement-bar>`);
    await element.updateComplete;
    await nextFrame();
    expect(shows(element), 'switched off, anonymous visitor').to.equal(false);
    setSiteContext(toSiteContext({ websiteSettings, showAnnouncementBar: true }));
    await waitUntil(() => shows(element), 'switched on');
    expect(part(element, 'text')!.textContent).to.equal('Closed on Monday');
    expect(part(element, 'link')).to.equal(null);
  });

  it('a logged-in owner sees it even with showAnnouncementBar off', async () => {
    setSiteContext(
      toSiteContext({
        authenticatedAccount: { id: 'owner' },
        showAnnouncementBar: false,
        websiteSettings: { announcementBarSettings: { text: 'Preview me' } },
      }),
    );
    const element = await fixture<SqAnnouncementBar>(html`<sq-announcement-bar></sq-announcement-bar>`);
    await waitUntil(() => shows(element), 'shown to the owner');
    await expect(element).to.be.accessible();
  });

  it('shows nothing for blank text or no settings, but keeps its light DOM (the announcement-bar area)', async () => {
    const element = await bar({ text: '  ' }, html`<p id="area-content">Cookie banner goes here</p>`);
    expect(shows(element)).to.equal(false);
    expect(
      element
        .shadowRoot!.querySelector('slot')!
        .assignedElements()
        .map((node) => node.id),
    ).to.deep.equal(['area-content']);
    fixtureCleanup();
    const bare = await fixture<SqAnnouncementBar>(html`<sq-announcement-bar></sq-announcement-bar>`);
    await bare.updateComplete;
    await nextFrame();
    expect(shows(bare)).to.equal(false);
  });

  for (const [name, settings] of [
    ['a string', 'Sale!'],
    ['text that is not a string', { text: 42 }],
    ['a clickthroughUrl that is not a string', { text: 'Sale', clickthroughUrl: { href: '/shop' } }],
  ] as const) {
    it(`logs one clear error and shows nothing for ${name}`, async () => {
      const logged = captureConsole();
      try {
        const element = await bar(settings, html`<p>Area</p>`);
        await waitUntil(() => logged.errors.length > 0, 'the error is logged');
        await element.updateComplete;
        await nextFrame();
        expect(shows(element)).to.equal(false);
        expect(logged.errors).to.have.length(1);
        expect(logged.errors[0]).to.contain('<sq-announcement-bar>').and.contain('announcement bar settings are malformed');
        await expect(element).to.be.accessible();
      } finally {
        logged.restore();
      }
    });
  }
});
