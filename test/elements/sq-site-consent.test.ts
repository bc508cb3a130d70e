import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { render } from 'lit-html';
import '../../src/runtime/sq-site.js';
import '../../src/elements/sq-cookie-banner.js';
import '../../src/elements/sq-form.js';
import { bannerMarkup } from '../../src/shared/blocks/cookie-banner.js';
import { $consent, $cookieBannerSignals, readConsentCookie } from '../../src/shared/consent/store.js';
import { normalizeCookieBannerSettings } from '../../src/shared/consent/settings.js';
import { preUpgradeCss } from '../../src/shared/layout/pre-upgrade.js';
import { setSiteContext } from '../../src/shared/site/store.js';
import { anonymousContext, toSiteContext } from '../../src/shared/site/context.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import {
  cookies,
  freshAddress,
  mountSite,
  recordsSent,
  resetSiteTest,
  sentFrom,
  sentSince,
  trackingCookies,
  TRACKING,
  unmounted,
} from '../helpers/site.js';
import { standInBase } from '../helpers/stand-in.js';

/** The page's stylesheet for the banner the server draws (dist/sq-elements.css). */
const sheet = new CSSStyleSheet();
sheet.replaceSync(preUpgradeCss());
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const COOKIE_SETTINGS = {
  isAnalyticsCookiesDisabled: true,
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerText: '<p>The site counts visits only if you agree.</p>',
};
const RESTRICTIVE = { website: { id: 'site-1' }, pageType: 2, cookieSettings: COOKIE_SETTINGS };
/** Every tracking call of the runtime, by path. */
const TRACKING_CALLS = ['/api/census/', '/api/v1/events', '/api/track/Track', '/api/1/performance/', '/api/events/Trace'];

const pagePath = location.pathname;
const pageSearch = location.search;

/** Each test's page has its own address, so a call a test sent just before it ended is not counted in the next. */
let caseNumber = 0;
const caseQuery = () => `?source=news&case=${caseNumber}`;

/** Calls to `path` this test's page sent since `since`. */
async function sentHere(path: string, since: number) {
  return (await sentSince(path, since)).filter((request) => request.referer?.endsWith(caseQuery()));
}

async function sentAnything(since: number): Promise<string[]> {
  const sent = await Promise.all(TRACKING_CALLS.map((path) => sentHere(path, since)));
  return sent.flat().map((request) => request.path);
}

/** Tracking calls the page sent from `address` since `since`. */
async function sentAnythingFrom(address: string, since: number): Promise<string[]> {
  const sent = await Promise.all(TRACKING_CALLS.map((path) => sentFrom(path, since, address)));
  return sent.flat().map((request) => request.path);
}

/**
 * The analytics chunk, loaded here too: once it has loaded for this test, a start the runtime began
 * earlier has run as well, so whatever that start does at once (its first calls, its cookies) is done.
 */
async function analyticsChunkLoaded(): Promise<void> {
  await import('../../src/shared/analytics/page-analytics.js');
  await new Promise((resolve) => setTimeout(resolve));
}

const siteBanners = () => [...document.querySelectorAll('sq-cookie-banner[data-sq-site-banner]')];
const shadowPart = (element: Element, name: string) => element.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;

function plantTrackingCookies() {
  for (const name of TRACKING) document.cookie = `${name}=planted; path=/`;
}

function reset() {
  resetSiteTest();
  document.cookie = 'sq_consentAsk=; max-age=0; path=/';
  $cookieBannerSignals.set({ forced: false, settings: undefined });
  setSiteContext(anonymousContext());
  // Focus leaves a banner before it goes, so that no blur is dispatched while it is being removed.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  for (const banner of document.querySelectorAll('sq-cookie-banner')) if (banner.isConnected) banner.remove();
}

beforeEach(() => {
  reset();
  // A tracking pixel too, so that its request is watched.
  caseNumber += 1;
  history.replaceState(null, '', `${pagePath}${caseQuery()}`);
  configureSiteRuntime({ performanceDelayMs: 50, performanceMaxWaitMs: 200, heartbeatIntervalMs: 100 });
});
afterEach(async () => {
  history.replaceState(null, '', `${pagePath}${pageSearch}`);
  fixtureCleanup();
  await unmounted();
  reset();
});

describe('<sq-site> and consent under a restrictive policy', () => {
  it("shows the site's banner from its cookie settings, first in <body>, and sends nothing before consent", async () => {
    plantTrackingCookies();
    const since = Date.now();
    await mountSite(RESTRICTIVE);
    await waitUntil(() => siteBanners()[0] && shadowPart(siteBanners()[0]!, 'banner'), "the site's banner shows");
    const banner = siteBanners()[0]!;
    expect(document.body.firstElementChild).to.equal(banner);
    expect(shadowPart(banner, 'text')!.textContent).to.equal('The site counts visits only if you agree.');
    expect(shadowPart(banner, 'decline')!.textContent).to.equal('Decline');
    expect(trackingCookies(), 'the planted tracking cookies are cleared on load').to.deep.equal([]);
    const beforeConsent = location.href;
    await analyticsChunkLoaded();
    expect(await sentAnything(since)).to.deep.equal([]);
    expect(trackingCookies()).to.deep.equal([]);

    const accepted = freshAddress('accepted');
    shadowPart(banner, 'accept')!.click();
    await waitUntil(async () => (await sentFrom('/api/census/RecordHit', since, accepted)).length > 0, 'the page view is recorded after accepting');
    await waitUntil(async () => (await sentFrom('/api/track/Track', since, accepted)).length > 0, 'the tracking pixel loads after accepting');
    // The performance records are the last thing the start sends: anything sent before accepting has arrived before them.
    await recordsSent(since);
    expect(await sentAnythingFrom(beforeConsent, since), 'nothing was sent before consent').to.deep.equal([]);
    expect(cookies().ss_cookieAllowed).to.equal('true');
    expect(trackingCookies()).to.include('ss_cvr');
    await waitUntil(() => shadowPart(banner, 'banner') === null, 'the banner goes');
  });

  it('declining keeps everything silent and clears tracking cookies, and they stay cleared on the next page', async () => {
    const since = Date.now();
    await mountSite(RESTRICTIVE);
    await waitUntil(() => siteBanners()[0] && shadowPart(siteBanners()[0]!, 'decline'), 'the banner shows');
    plantTrackingCookies();
    shadowPart(siteBanners()[0]!, 'decline')!.click();
    expect(cookies().ss_cookieAllowed).to.equal('false');
    expect(trackingCookies()).to.deep.equal([]);
    const declined = location.href;
    await analyticsChunkLoaded();
    expect(await sentAnything(since)).to.deep.equal([]);

    // The next page: a cookie planted since (by another script) goes when the runtime starts, and no banner is added.
    fixtureCleanup();
    await unmounted();
    plantTrackingCookies();
    const nextPage = freshAddress('next-page');
    await mountSite(RESTRICTIVE);
    expect(trackingCookies()).to.deep.equal([]);
    // The site decides on its banner as it starts: one it added would be in the page by now.
    expect(siteBanners()).to.have.length(0);
    await analyticsChunkLoaded();
    expect(await sentAnything(since)).to.deep.equal([]);

    // A page under the default policy records even a visitor who declined: what the declined pages sent arrived before its records.
    fixtureCleanup();
    await unmounted();
    freshAddress('default-policy');
    configureSiteRuntime({ performanceDelayMs: 0, performanceMaxWaitMs: 0 });
    await mountSite({ ...RESTRICTIVE, cookieSettings: {} });
    await recordsSent(since);
    expect(await sentAnythingFrom(declined, since)).to.deep.equal([]);
    expect(await sentAnythingFrom(nextPage, since)).to.deep.equal([]);
  });

  it("a page's own banner wins: the site adds none, and the own banner's settings are the ones shown", async () => {
    await fixture(html`<sq-cookie-banner settings=${JSON.stringify({ cookieBannerText: 'The page’s own words.' })}></sq-cookie-banner>`);
    await mountSite(RESTRICTIVE);
    const own = document.querySelector('sq-cookie-banner:not([data-sq-site-banner])')!;
    await waitUntil(() => shadowPart(own, 'text'), 'the own banner shows');
    // The site decides on its banner as it starts: one it added would be in the page by now.
    expect(siteBanners()).to.have.length(0);
    expect(shadowPart(own, 'text')!.textContent).to.equal('The page’s own words.');
  });

  it('adds no banner once the visitor has chosen, and one when a page script forces it', async () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    $consent.set(true);
    await mountSite(RESTRICTIVE);
    // The site decides on its banner as it starts: one it added would be in the page by now.
    expect(siteBanners()).to.have.length(0);
    window.dispatchEvent(new CustomEvent('sq-cookie-banner:force'));
    await waitUntil(() => siteBanners()[0] && shadowPart(siteBanners()[0]!, 'backdrop'), 'the forced banner shows');
  });

  it('reports a form render only once the visitor accepts', async () => {
    const since = Date.now();
    setSiteContext(toSiteContext(RESTRICTIVE));
    const formId = `consent-${Date.now().toString(36)}`;
    const form = await fixture(
      html`<sq-form form-id=${formId} api-base=${standInBase()}>
        <script type="application/json">
          { "fields": [{ "id": "t", "type": "text", "title": "Title" }] }
        </script>
      </sq-form>`,
    );
    await waitUntil(() => shadowPart(form, 'form'), 'the form is drawn');
    const beforeConsent = location.href;
    // The form loads the report's code once drawn, and decides as it arrives: loaded here too, the decision is made.
    await import('../../src/shared/forms/render-census.js');
    await new Promise((resolve) => setTimeout(resolve));
    expect(await sentHere('/api/census/form-render', since)).to.deep.equal([]);
    const accepted = freshAddress('form-accepted');
    const { chooseConsent } = await import('../../src/shared/consent/actions.js');
    chooseConsent(true);
    await waitUntil(
      async () => (await sentFrom('/api/census/form-render', since, accepted)).some((request) => request.body.includes(formId)),
      'the render is reported after accepting',
    );
    // A report sent before consent would have gone out before this one, through the same client.
    expect(await sentFrom('/api/census/form-render', since, beforeConsent)).to.deep.equal([]);
  });
});

describe('the banner the server draws', () => {
  /** The markup of the site's banner as the server renders it, in the page before any script of the element runs. */
  async function served() {
    const host = document.createElement('sq-cookie-banner');
    host.setAttribute('data-sq-site-banner', '');
    render(bannerMarkup(normalizeCookieBannerSettings(COOKIE_SETTINGS), { returnTo: '/shop' }), host);
    document.body.prepend(host);
    return host;
  }

  it('is enhanced in place: the same box stays on show, and its buttons choose without leaving the page', async () => {
    const host = await served();
    const box = host.querySelector<HTMLElement>('.banner')!;
    await Promise.all(box.getAnimations().map((animation) => animation.finished));
    const before = box.getBoundingClientRect();
    expect(before.height).to.be.greaterThan(0);
    expect(getComputedStyle(box).position).to.equal('fixed');
    const since = Date.now();
    await mountSite(RESTRICTIVE);
    await waitUntil(() => host.shadowRoot?.querySelector('slot'), 'the element shows the served markup through a slot');
    expect(siteBanners()).to.deep.equal([host]);
    const after = box.getBoundingClientRect();
    expect([after.x, after.y, after.width, after.height]).to.deep.equal([before.x, before.y, before.width, before.height]);
    expect(box.getAnimations(), 'the entrance is not played again').to.deep.equal([]);
    // Other overlays of earlier tests may still hold some: the bar adds its own height to what is reserved.
    const reserved = () => parseFloat(getComputedStyle(document.body, '::after').height) || 0;
    await waitUntil(() => reserved() >= after.height - 1, 'the page keeps its end reachable above the bar');
    const withBar = reserved();
    expect(shadowPart(host, 'banner'), 'no second banner is drawn').to.equal(null);
    const beforeConsent = location.href;
    await analyticsChunkLoaded();
    expect(await sentAnything(since)).to.deep.equal([]);

    const address = freshAddress('served-accepted');
    host.querySelector<HTMLButtonElement>('button[value="true"]')!.click();
    await waitUntil(() => !host.contains(box), 'the served banner goes');
    await waitUntil(() => Math.abs(withBar - reserved() - after.height) < 2, 'and so does the space kept for it');
    expect(location.href, 'the form did not post').to.equal(address);
    expect(cookies().ss_cookieAllowed).to.equal('true');
    await waitUntil(async () => (await sentFrom('/api/census/RecordHit', since, address)).length > 0, 'the page view is recorded');
    // The performance records are the last thing the start sends: anything sent before accepting has arrived before them.
    await recordsSent(since);
    expect(await sentAnythingFrom(beforeConsent, since), 'nothing was sent before consent').to.deep.equal([]);
  });

  it('a choice made on the served banner before the runtime starts stands: nothing is forced, and the page stays usable', async () => {
    const host = await served();
    // The visitor chose while the scripts were still arriving: the choice is stored, the served markup still there.
    document.cookie = 'ss_cookieAllowed=false; path=/';
    $consent.set(readConsentCookie());
    await mountSite(RESTRICTIVE);
    expect($cookieBannerSignals.get().forced).to.equal(false);
    await waitUntil(() => host.shadowRoot, 'the banner element runs');
    await waitUntil(() => !host.querySelector('.banner')?.checkVisibility(), 'the served banner is no longer shown');
    expect(shadowPart(host, 'backdrop')).to.equal(null);
    expect([...document.body.children].filter((element) => (element as HTMLElement).inert)).to.deep.equal([]);
  });

  it('a banner the server drew because the visitor asked again (the ask cookie) opens forced, the page inert until they choose', async () => {
    const host = await served();
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.cookie = 'sq_consentAsk=1; path=/';
    $consent.set(readConsentCookie());
    await mountSite(RESTRICTIVE);
    await waitUntil(() => shadowPart(host, 'backdrop'), 'the forced banner is drawn');
    expect(document.cookie).not.to.contain('sq_consentAsk', 'the ask is answered');
    // Scripts and styles are never marked: they are not drawn.
    const others = () => [...document.body.children].filter((element) => element !== host && !['script', 'style'].includes(element.localName));
    expect(
      others()
        .filter((element) => !(element as HTMLElement).inert)
        .map((element) => element.outerHTML.slice(0, 80)),
    ).to.deep.equal([]);
    shadowPart(host, 'accept')!.click();
    await waitUntil(() => !shadowPart(host, 'backdrop'), 'the choice ends the forced banner');
    expect(others().filter((element) => (element as HTMLElement).inert)).to.deep.equal([]);
  });

  it('a forced banner is drawn by the element, over the served markup', async () => {
    const host = await served();
    await mountSite(RESTRICTIVE);
    await waitUntil(() => host.shadowRoot?.querySelector('slot'), 'the served markup is shown');
    window.dispatchEvent(new CustomEvent('sq-cookie-banner:force'));
    await waitUntil(() => shadowPart(host, 'backdrop'), 'the forced banner is drawn');
    expect(host.querySelector('.banner')).to.equal(null);
    expect(shadowPart(host, 'decline')!.textContent).to.equal('Decline');
  });
});
