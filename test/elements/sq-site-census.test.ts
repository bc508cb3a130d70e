import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import { trackingPixelUrl } from '../../src/shared/analytics/tracking-pixel.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { cookies, recordsAtOnce, recordsSent, resetSiteTest, sentFrom, sentSince, unmounted, watchAnswers } from '../helpers/site.js';

const CONTEXT = { website: { id: 'site-1' }, pageType: 2, templateId: 'tpl-1' };
const RESTRICTIVE = { ...CONTEXT, cookieSettings: { isAnalyticsCookiesDisabled: true } };
const CLICK = '/api/census/button-click';
const RENDER = '/api/census/button-render';
const TRACK = '/api/track/Track';

async function site(context: unknown = CONTEXT) {
  const element = await fixture(html`
    <div>
      <sq-site
        ><script type="application/json">
          ${JSON.stringify(context)}
        </script></sq-site
      >
      <a href="/pricing" target="_blank" data-sq-button="cta-1" data-sq-button-size="large" @click=${(event: Event) => event.preventDefault()}>
        <span>Buy now</span>
      </a>
      <button data-sq-button="cta-2">Later</button>
      <button id="plain">Plain</button>
    </div>
  `);
  await waitUntil(() => pageLifecycle.state() === 'initialized', 'the site runtime starts');
  return element;
}

/**
 * The analytics chunk, loaded here too: once it has loaded for this test, a start the runtime began
 * earlier has run as well, so whatever that start does at once (its first calls) is done.
 */
async function analyticsChunkLoaded(): Promise<void> {
  await import('../../src/shared/analytics/page-analytics.js');
  await new Promise((resolve) => setTimeout(resolve));
}

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;
const pagePath = location.pathname;
const pageSearch = location.search;

beforeEach(resetSiteTest);
afterEach(async () => {
  history.replaceState(null, '', `${pagePath}${pageSearch}`);
  fixtureCleanup();
  await unmounted();
  resetSiteTest();
});

describe('<sq-site> button census', () => {
  it('counts each marked button once on start, and a click with the visitor, page and button fields', async () => {
    const since = Date.now();
    const answers = watchAnswers('/api/census/button-');
    try {
      const element = await site();
      await waitUntil(async () => (await sentSince(RENDER, since)).length === 2, 'both buttons are counted as rendered');
      element.querySelector<HTMLElement>('a span')!.click();
      element.querySelector<HTMLElement>('#plain')!.click();
      await waitUntil(async () => (await sentSince(CLICK, since)).length > 0, 'the click is counted');
      // Every census call the page made so far has been answered: a second render or click would be counted by now.
      await answers.read();
    } finally {
      answers.restore();
    }
    const renders = (await sentSince(RENDER, since)).map((request) => json(request.body).id);
    expect(renders.sort()).to.deep.equal(['cta-1', 'cta-2']);
    const clicks = await sentSince(CLICK, since);
    expect(clicks).to.have.length(1);
    const body = json(clicks[0]!.body);
    expect(body).to.include({
      visitorCookie: cookies().ss_cvr,
      websiteId: 'site-1',
      templateId: 'tpl-1',
      url: location.pathname,
      id: 'cta-1',
      buttonText: 'Buy now',
      clickthroughUrl: new URL('/pricing', location.href).href,
      newWindow: true,
      size: 'large',
    });
    expect(body).not.to.have.property('userAgent');
  });

  it('counts nothing before consent under a restrictive policy', async () => {
    // This page's own address: what other pages of this browser send meanwhile is not counted here.
    const address = `${pagePath}?census=restrictive`;
    history.replaceState(null, '', address);
    const since = Date.now();
    const sentHere = async (path: string) => (await sentSince(path, since)).filter((request) => request.referer?.endsWith(address));
    const element = await site(RESTRICTIVE);
    element.querySelector<HTMLElement>('[data-sq-button="cta-2"]')!.click();
    await analyticsChunkLoaded();
    expect(await sentHere('/api/census/')).to.deep.equal([]);
    chooseConsent(true);
    await waitUntil(async () => (await sentHere(RENDER)).length === 2, 'buttons are counted after accepting');
    expect(await sentHere(CLICK)).to.deep.equal([]);
  });
});

describe('<sq-site> tracking pixel', () => {
  it('loads the pixel once with only the tracking parameters of the page URL', async () => {
    history.replaceState(null, '', `${pagePath}?source=news&campaign=spring&other=x`);
    recordsAtOnce();
    const since = Date.now();
    await site();
    await waitUntil(async () => (await sentSince(TRACK, since)).length > 0, 'the pixel is loaded');
    // The performance records are the last thing the start sends: a second pixel would have arrived before them.
    await recordsSent(since);
    const [pixel, ...more] = await sentSince(TRACK, since);
    expect(more).to.have.length(0);
    expect(pixel!.method).to.equal('GET');
    expect(pixel!.query).to.deep.equal({ source: 'news', campaign: 'spring' });
  });

  it('loads no pixel without tracking parameters, nor before consent under a restrictive policy', async () => {
    recordsAtOnce();
    const since = Date.now();
    await site();
    // The performance records are the last thing the start sends: a pixel would have arrived before them.
    await recordsSent(since);
    history.replaceState(null, '', `${pagePath}?lang=fr`);
    const beforeConsent = location.href;
    fixtureCleanup();
    await unmounted();
    await site(RESTRICTIVE);
    await analyticsChunkLoaded();
    expect(await sentSince(TRACK, since)).to.deep.equal([]);
    // Accepted at another address, the page loads its pixel: one asked for before consent would have arrived before it.
    history.replaceState(null, '', `${pagePath}?lang=fr&consented=1`);
    chooseConsent(true);
    await waitUntil(async () => (await sentSince(TRACK, since)).length > 0, 'the pixel loads after accepting');
    expect(await sentFrom(TRACK, since, beforeConsent)).to.deep.equal([]);
  });

  it('never points the pixel at another origin', () => {
    expect(trackingPixelUrl('?rk=1', 'https://elsewhere.test', location.origin)).to.equal(undefined);
    expect(trackingPixelUrl('?x=1', location.origin, location.origin)).to.equal(undefined);
    expect(trackingPixelUrl('?rk=1', location.origin, location.origin)).to.equal(`${location.origin}/api/track/Track?rk=1`);
  });
});
