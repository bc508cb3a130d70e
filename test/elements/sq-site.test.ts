import { expect, fixture, fixtureCleanup, html, nextFrame, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import type { SqSite } from '../../src/elements/sq-site.js';
import { $experiments, featureEnabled } from '../../src/shared/analytics/store.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { registerDestructor, registerInitializer, pageLifecycle } from '../../src/shared/site/lifecycle.js';
import { $site } from '../../src/shared/site/store.js';
import { captureConsole } from '../helpers/console.js';
import {
  censusData,
  cookies,
  freshAddress,
  RECORDS,
  recordsAtOnce,
  recordsSent,
  resetSiteTest,
  sentFrom,
  sentSince,
  trackingCookies,
  unmounted,
} from '../helpers/site.js';

const CONTEXT = {
  website: { id: 'site-1', identifier: 'juniper', developerMode: false, cloneable: false, language: 'en-US' },
  websiteSettings: {},
  authenticatedAccount: null,
  websiteRoles: [],
  collectionId: 'col-1',
  pageType: 2,
  templateId: 'tpl-9',
};
const RESTRICTIVE = { ...CONTEXT, cookieSettings: { isAnalyticsCookiesDisabled: true } };
const RECORD_HIT = '/api/census/RecordHit';

function site(context: unknown) {
  return fixture<SqSite>(
    html`<sq-site
      ><script type="application/json">
        ${JSON.stringify(context)}
      </script></sq-site
    >`,
  );
}

/**
 * The analytics chunk, loaded here too: once it has loaded for this test, a start the runtime began
 * earlier has run as well, so whatever that start writes at once (the visitor cookies) is written.
 */
async function analyticsChunkLoaded(): Promise<void> {
  await import('../../src/shared/analytics/page-analytics.js');
  await new Promise((resolve) => setTimeout(resolve));
}

beforeEach(resetSiteTest);
afterEach(async () => {
  fixtureCleanup();
  await unmounted();
  resetSiteTest();
});

describe('<sq-site> context', () => {
  it('fills $site from its JSON script child and draws nothing', async () => {
    const element = await site(CONTEXT);
    await waitUntil(() => $site.get().website.id === 'site-1', 'the context is in $site');
    expect($site.get().collectionId).to.equal('col-1');
    expect(element.shadowRoot!.children.length).to.equal(0);
    expect(getComputedStyle(element).display).to.equal('none');
  });

  it("loads the context's experiments into $experiments", async () => {
    await site({ ...CONTEXT, experiments: [{ name: 'new-cart', experimentType: 'FEATURE_TOGGLE', variant: 'true' }] });
    await waitUntil(() => $experiments.get() !== undefined, 'the experiments are loaded');
    expect(featureEnabled('new-cart')).to.equal(true);
  });

  it('takes the context property, and the page script when given nothing', async () => {
    const element = await fixture<SqSite>(html`<sq-site .context=${{ ...CONTEXT, website: { id: 'from-property' } }}></sq-site>`);
    await waitUntil(() => $site.get().website.id === 'from-property', 'the property is used');
    fixtureCleanup();
    await unmounted();
    expect(element.isConnected).to.equal(false);
    const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'sq-site-context' });
    script.textContent = JSON.stringify({ ...CONTEXT, website: { id: 'from-page' } });
    document.head.append(script);
    try {
      await fixture(html`<sq-site></sq-site>`);
      await waitUntil(() => $site.get().website.id === 'from-page', 'the page script is used');
    } finally {
      script.remove();
    }
  });

  it('logs one clear error for a malformed context and runs as an anonymous visitor', async () => {
    const logged = captureConsole();
    try {
      $site.set({ ...$site.get(), authenticatedAccount: { id: 'stale' } });
      await fixture(
        html`<sq-site
          ><script type="application/json">
            {"website":
          </script></sq-site
        >`,
      );
      await waitUntil(() => logged.errors.length > 0, 'an error is logged');
      // The page runtime has started and the element has drawn what it was given: a second error would be logged by now.
      await waitUntil(() => pageLifecycle.state() === 'initialized', 'the page initialises');
      await (document.querySelector('sq-site') as SqSite).updateComplete;
      await nextFrame();
      expect(logged.errors).to.have.length(1);
      expect(logged.errors[0]).to.contain('<sq-site>').and.contain('could not be read');
      expect($site.get().authenticatedAccount).to.equal(null);
      expect($site.get().website.id).to.equal(undefined);
    } finally {
      logged.restore();
    }
  });

  for (const [name, given] of [
    ['attribute "[]"', () => fixture(html`<sq-site context="[]"></sq-site>`)],
    ['property []', () => fixture(html`<sq-site .context=${[]}></sq-site>`)],
    ['property 7', () => fixture(html`<sq-site .context=${7}></sq-site>`)],
  ] as const) {
    it(`logs one clear error for a context ${name}, which is not an object, and runs as an anonymous visitor`, async () => {
      const logged = captureConsole();
      try {
        $site.set({ ...$site.get(), authenticatedAccount: { id: 'stale' } });
        await given();
        await waitUntil(() => pageLifecycle.state() === 'initialized', 'the page initialises');
        await (document.querySelector('sq-site') as SqSite).updateComplete;
        await nextFrame();
        expect(logged.errors).to.have.length(1);
        expect(logged.errors[0]).to.contain('<sq-site>: the "context"').and.contain('must be').and.contain('object');
        expect($site.get().authenticatedAccount).to.equal(null);
      } finally {
        logged.restore();
      }
    });
  }

  it('works with defaults on a page without any context', async () => {
    const logged = captureConsole();
    try {
      await fixture(html`<sq-site></sq-site>`);
      await waitUntil(() => pageLifecycle.state() === 'initialized', 'the page initialises');
      expect(logged.errors).to.deep.equal([]);
      expect($site.get().authenticatedAccount).to.equal(null);
    } finally {
      logged.restore();
    }
  });

  it('runs the registered initialisers once, and the destructors when removed', async () => {
    const calls: string[] = [];
    const unregister = [registerInitializer(() => calls.push('init')), registerDestructor(() => calls.push('destroy'))];
    try {
      const element = await site(CONTEXT);
      await waitUntil(() => calls.includes('init'), 'initialised');
      element.context = { ...CONTEXT, website: { id: 'changed' } };
      await element.updateComplete;
      expect(calls).to.deep.equal(['init']);
      element.remove();
      await unmounted();
      expect(calls).to.deep.equal(['init', 'destroy']);
      expect(pageLifecycle.state()).to.equal('uninitialized');
    } finally {
      for (const stop of unregister) stop();
    }
  });

  it('lets only one <sq-site> run the page', async () => {
    const logged = captureConsole();
    recordsAtOnce();
    const since = Date.now();
    const page = freshAddress('two-sites');
    try {
      await fixture(
        html`<div>
          <sq-site
            ><script type="application/json">
              ${JSON.stringify(CONTEXT)}
            </script></sq-site
          >
          <sq-site
            ><script type="application/json">
              ${JSON.stringify(CONTEXT)}
            </script></sq-site
          >
        </div>`,
      );
      await waitUntil(async () => (await sentSince(RECORD_HIT, since)).length > 0, 'a hit is recorded');
      // The performance records come after the page view of the page that runs: a second view would have arrived before them.
      await recordsSent(since);
      expect(await sentFrom(RECORD_HIT, since, page)).to.have.length(1);
      expect(logged.warnings.join()).to.contain('one <sq-site>');
    } finally {
      logged.restore();
    }
  });
});

describe('<sq-site> analytics under consent', () => {
  it('records the page view with the census hit data and sets both visitor cookies', async () => {
    const since = Date.now();
    await site(CONTEXT);
    await waitUntil(async () => (await sentSince(RECORD_HIT, since)).length > 0, 'a hit is recorded');
    const [hit, ...more] = await sentSince(RECORD_HIT, since);
    expect(more).to.have.length(0);
    expect(hit!.method).to.equal('POST');
    expect(hit!.contentType).to.contain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(hit!.body);
    expect(form.get('event')).to.equal('1');
    const jar = cookies();
    expect(jar.ss_cvr).to.match(/^[0-9a-f-]{36}$/);
    expect(Number(jar.ss_cvt)).to.be.closeTo(Date.now(), 10000);
    expect(form.get('ss_cvr')).to.equal(jar.ss_cvr);
    const data = censusData(hit!);
    expect(data).to.include({
      websiteId: 'site-1',
      templateId: 'tpl-9',
      website_locale: 'en-US',
      collectionId: 'col-1',
      url: location.pathname,
      userAgent: navigator.userAgent,
      visitorCookie: jar.ss_cvr,
      localStorageSupported: true,
    });
    expect(data.viewportInnerWidth).to.equal(window.innerWidth);
    expect(data.screenWidth).to.equal(screen.width);
  });

  it('keeps the visitor record across page views', async () => {
    document.cookie = 'ss_cvr=known-visitor; path=/';
    const since = Date.now();
    await site(CONTEXT);
    await waitUntil(async () => (await sentSince(RECORD_HIT, since)).length > 0, 'a hit is recorded');
    const [hit] = await sentSince(RECORD_HIT, since);
    expect(new URLSearchParams(hit!.body).get('ss_cvr')).to.equal('known-visitor');
    expect(cookies().ss_cvr).to.equal('known-visitor');
  });

  it('sends nothing and sets no ss_c* cookie before consent under a restrictive policy, and records after accepting', async () => {
    recordsAtOnce();
    const since = Date.now();
    const beforeConsent = freshAddress('before-consent');
    await site(RESTRICTIVE);
    await analyticsChunkLoaded();
    expect(trackingCookies()).to.deep.equal([]);

    freshAddress('after-consent');
    chooseConsent(true);
    await waitUntil(async () => (await sentSince(RECORD_HIT, since)).length > 0, 'a hit is recorded after accepting');
    // The records are the last thing the start sends: anything sent before consent has arrived before them.
    await recordsSent(since);
    expect(await sentFrom('/api/', since, beforeConsent), 'no request at all').to.deep.equal([]);
    expect(await sentSince(RECORD_HIT, since), 'one page view').to.have.length(1);
    const [hit] = await sentSince(RECORD_HIT, since);
    expect(trackingCookies().sort()).to.deep.equal(['ss_cvr', 'ss_cvt']);
    expect(new URLSearchParams(hit!.body).get('ss_cvr')).to.equal(cookies().ss_cvr);
  });

  it('records nothing when the visitor declines under a restrictive policy', async () => {
    recordsAtOnce();
    const since = Date.now();
    const declined = freshAddress('declined');
    await site(RESTRICTIVE);
    chooseConsent(false);
    await analyticsChunkLoaded();
    expect(trackingCookies()).to.deep.equal([]);

    // The next page, under the default policy, starts its analytics: what the declined page sent arrived before its records.
    fixtureCleanup();
    await unmounted();
    freshAddress('next-page');
    await site(CONTEXT);
    await recordsSent(since);
    expect(await sentFrom(RECORD_HIT, since, declined)).to.deep.equal([]);
    expect(await sentFrom(RECORDS, since, declined)).to.deep.equal([]);
  });

  it('records a declining visitor without cookies under the default policy', async () => {
    document.cookie = 'ss_cookieAllowed=false; path=/';
    chooseConsent(false);
    const since = Date.now();
    await site(CONTEXT);
    await waitUntil(async () => (await sentSince(RECORD_HIT, since)).length > 0, 'a hit is recorded');
    const [hit] = await sentSince(RECORD_HIT, since);
    expect(new URLSearchParams(hit!.body).has('ss_cvr')).to.equal(false);
    expect(censusData(hit!)).not.to.have.property('visitorCookie');
    expect(trackingCookies()).to.deep.equal([]);
  });

  for (const [name, context] of [
    ['an owner', { ...CONTEXT, authenticatedAccount: { id: 'owner' }, websiteRoles: [1] }],
    ['a not-found page', { ...CONTEXT, pageType: 100 }],
    ['a lock screen', { ...CONTEXT, pageType: 103 }],
    ['a disabled census', { ...CONTEXT, censusDisabled: true }],
  ] as const) {
    it(`records no page view for ${name}`, async () => {
      recordsAtOnce();
      const since = Date.now();
      await site(context);
      // Performance is reported for every page, after the page view were one recorded.
      await recordsSent(since);
      expect(await sentSince(RECORD_HIT, since)).to.deep.equal([]);
    });
  }

  it('records a viewer-only account like a visitor', async () => {
    const since = Date.now();
    await site({ ...CONTEXT, authenticatedAccount: { id: 'viewer' }, websiteRoles: [10] });
    await waitUntil(async () => (await sentSince(RECORD_HIT, since)).length > 0, 'a hit is recorded');
  });
});
