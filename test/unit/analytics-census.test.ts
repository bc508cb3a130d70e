import { expect } from '@open-wc/testing';
import { toSiteContext } from '../../src/shared/site/context.js';
import {
  UNRECORDED_PAGE_TYPES,
  VISITOR_RECORD_COOKIE,
  VISITOR_TIMESTAMP_COOKIE,
  censusHitData,
  isRestrictivePolicy,
  mayTrack,
  mayUseTrackingCookies,
  recordTypeFor,
  sessionInfo,
  shouldRecordPageView,
  visitorCookieWrites,
  type CensusWindow,
} from '../../src/shared/analytics/census.js';
import { consentOfCookie, isRestrictiveCookieSettings, mustClearTrackingCookies } from '../../src/shared/consent/policy.js';

const visitor = toSiteContext({ pageType: 2 });
const account = (websiteRoles: number[], pageType = 2) => toSiteContext({ authenticatedAccount: { id: 'a1' }, websiteRoles, pageType });
const view = (context = visitor, pathname = '/shop', censusDisabled = false, inBackEnd?: boolean) =>
  shouldRecordPageView({ context, pathname, censusDisabled, inBackEnd });

describe('census page views', () => {
  it('records an unauthenticated visitor', () => {
    expect(view()).to.equal(true);
    expect(view(toSiteContext({}))).to.equal(true);
  });

  it('records nobody on config pages or in the back end', () => {
    expect(view(visitor, '/config/')).to.equal(false);
    expect(view(visitor, '/shop', false, true)).to.equal(false);
  });

  it('records an account whose only role is viewer, outside config pages', () => {
    expect(view(account([10]))).to.equal(true);
    expect(view(account([10, 10]))).to.equal(true);
    expect(view(account([10]), '/config')).to.equal(false);
    expect(view(account([10]), '/config/pages')).to.equal(false);
    expect(view(account([10]), '/configure')).to.equal(true);
    expect(view(account([10]), '/shop', false, true)).to.equal(false);
  });

  it('does not record other accounts', () => {
    expect(view(account([1]))).to.equal(false);
    expect(view(account([10, 4]))).to.equal(false);
    expect(view(account([]))).to.equal(false);
  });

  it('never records not-found, lock-screen or member-access-denied pages', () => {
    expect(UNRECORDED_PAGE_TYPES).to.deep.equal([100, 103, 106]);
    for (const pageType of [100, 103, 106]) {
      expect(view(toSiteContext({ pageType }))).to.equal(false);
      expect(view(account([10], pageType))).to.equal(false);
    }
    for (const pageType of [1, 3, 50, 101, 102, 104, 105, 200]) expect(view(toSiteContext({ pageType }))).to.equal(true);
  });

  it('never records /search', () => {
    expect(view(visitor, '/search')).to.equal(false);
    expect(view(visitor, '/search/')).to.equal(false);
    expect(view(visitor, '/searching')).to.equal(true);
  });

  it('never records when census is disabled', () => {
    expect(view(visitor, '/shop', true)).to.equal(false);
    expect(view(account([10]), '/shop', true)).to.equal(false);
  });
});

describe('record types', () => {
  it('maps content item types', () => {
    expect(recordTypeFor({ recordType: 'audio' })).to.equal('album-track');
    expect(recordTypeFor({ recordType: 'event' })).to.equal('event-item');
    expect(recordTypeFor({ recordType: 'image' })).to.equal('gallery-image');
    expect(recordTypeFor({ recordType: 'portfolio item' })).to.equal('portfolio-item');
    expect(recordTypeFor({ recordType: 'portfolio-item' })).to.equal('portfolio-item');
    expect(recordTypeFor({ recordType: 'PORTFOLIO_ITEM' })).to.equal('portfolio-item');
    expect(recordTypeFor({ recordType: 'text' })).to.equal('blog-post');
    expect(recordTypeFor({ recordType: 'video' })).to.equal('gallery-video');
  });

  it('gives undefined for other types, numbers and no item', () => {
    expect(recordTypeFor({ recordType: 'quote' })).to.equal(undefined);
    expect(recordTypeFor({ recordType: 1 })).to.equal(undefined);
    expect(recordTypeFor({})).to.equal(undefined);
    expect(recordTypeFor(null)).to.equal(undefined);
    expect(recordTypeFor(undefined)).to.equal(undefined);
  });
});

const WINDOW: CensusWindow = {
  userAgent: 'Agent/1.0',
  now: 1_700_000_000_000,
  innerHeight: 800,
  innerWidth: 1280.4,
  screenHeight: 1080,
  screenWidth: 1920,
  pathname: '/journal/why-we-fire-slowly',
  search: '?utm=x&y=1',
  title: 'Why we fire slowly',
  referrer: 'https://search.example/',
  localStorageSupported: true,
};

describe('census hit data', () => {
  const context = toSiteContext({
    website: { id: 'w1', language: 'en-US' },
    templateId: 't1',
    collectionId: 'c1',
    itemId: 'i1',
    item: { id: 'i1', recordType: 'text' },
  });

  it('has exactly these fields', () => {
    expect(censusHitData({ ...WINDOW, context, visitorCookie: 'v1' })).to.deep.equal({
      userAgent: 'Agent/1.0',
      clientDate: 1_700_000_000_000,
      viewportInnerHeight: 800,
      viewportInnerWidth: 1280,
      screenHeight: 1080,
      screenWidth: 1920,
      websiteId: 'w1',
      templateId: 't1',
      website_locale: 'en-US',
      url: '/journal/why-we-fire-slowly',
      title: 'Why we fire slowly',
      itemId: 'i1',
      recordType: 'blog-post',
      collectionId: 'c1',
      localStorageSupported: true,
      queryString: 'utm=x&y=1',
      referrer: 'https://search.example/',
      visitorCookie: 'v1',
    });
  });

  it('leaves out what the page lacks instead of sending null', () => {
    const data = censusHitData({ ...WINDOW, search: '', innerHeight: NaN, screenWidth: -1, context: toSiteContext({}) });
    expect(data).to.deep.equal({
      userAgent: 'Agent/1.0',
      clientDate: 1_700_000_000_000,
      viewportInnerHeight: 0,
      viewportInnerWidth: 1280,
      screenHeight: 1080,
      screenWidth: 0,
      url: '/journal/why-we-fire-slowly',
      title: 'Why we fire slowly',
      localStorageSupported: true,
      queryString: '',
      referrer: 'https://search.example/',
    });
    expect(JSON.stringify(data)).not.to.contain('null');
  });

  it('sends an unmapped item type as the item has it', () => {
    expect(censusHitData({ ...WINDOW, context: toSiteContext({ item: { recordType: 'quote' } }) }).recordType).to.equal('quote');
    expect(censusHitData({ ...WINDOW, context: toSiteContext({ item: { recordType: 7 } }) }).recordType).to.equal(7);
  });
});

describe('visitor cookies', () => {
  it('keeps the visitor record for 2 years and slides the timestamp for 30 minutes', () => {
    expect(
      visitorCookieWrites({ visitorRecord: 'v1', now: 5, createId: () => 'new', policy: { consent: undefined, restrictive: false } }),
    ).to.deep.equal([
      { name: 'ss_cvr', value: 'v1', maxAgeSeconds: 2 * 365 * 24 * 60 * 60 },
      { name: 'ss_cvt', value: '5', maxAgeSeconds: 30 * 60 },
    ]);
    expect(VISITOR_RECORD_COOKIE).to.equal('ss_cvr');
    expect(VISITOR_TIMESTAMP_COOKIE).to.equal('ss_cvt');
  });

  it('writes none before consent under a restrictive policy, or once the visitor declined', () => {
    for (const policy of [
      { consent: undefined, restrictive: true },
      { consent: false, restrictive: true },
      { consent: false, restrictive: false },
    ]) {
      expect(visitorCookieWrites({ visitorRecord: 'v1', now: 5, createId: () => 'new', policy })).to.deep.equal([]);
    }
  });

  it('makes a visitor id when there is none', () => {
    expect(
      visitorCookieWrites({ visitorRecord: undefined, now: 5, createId: () => 'new', policy: { consent: true, restrictive: true } })[0]!.value,
    ).to.equal('new');
    expect(
      visitorCookieWrites({ visitorRecord: '', now: 5, createId: () => 'new', policy: { consent: true, restrictive: false } })[0]!.value,
    ).to.equal('new');
  });
});

describe('session info', () => {
  const createId = () => 'generated';

  it('first page of the first session: both flags unset', () => {
    expect(sessionInfo({ sessionFlag: undefined, landedFlag: undefined, createId })).to.deep.equal({
      isFirstLanding: true,
      isFirstSession: true,
      sessionId: 'generated',
      store: { sessionFlag: true, landedFlag: true },
    });
  });

  it('later page of the first session: the session flag is true', () => {
    const info = sessionInfo({ sessionFlag: true, landedFlag: true, sessionId: 's1', createId });
    expect(info).to.deep.equal({ isFirstLanding: false, isFirstSession: true, sessionId: 's1', store: { sessionFlag: true, landedFlag: true } });
  });

  it('first page of a later session: landed before, session flag unset', () => {
    const info = sessionInfo({ sessionFlag: undefined, landedFlag: true, createId });
    expect(info).to.include({ isFirstLanding: true, isFirstSession: false });
    expect(info.store).to.deep.equal({ sessionFlag: false, landedFlag: true });
  });

  it('later page of a later session', () => {
    expect(sessionInfo({ sessionFlag: false, landedFlag: true, sessionId: 's2', createId })).to.include({
      isFirstLanding: false,
      isFirstSession: false,
      sessionId: 's2',
    });
  });

  it('a session flag without the landed flag (storage cleared) is a first session', () => {
    expect(sessionInfo({ sessionFlag: false, landedFlag: undefined, createId })).to.include({ isFirstLanding: false, isFirstSession: true });
  });
});

describe('tracking and consent', () => {
  it('under a restrictive policy nothing is recorded and no cookie set before consent', () => {
    expect(mayTrack({ consent: undefined, restrictive: true })).to.equal(false);
    expect(mayTrack({ consent: false, restrictive: true })).to.equal(false);
    expect(mayTrack({ consent: true, restrictive: true })).to.equal(true);
    expect(mayUseTrackingCookies({ consent: undefined, restrictive: true })).to.equal(false);
    expect(mayUseTrackingCookies({ consent: false, restrictive: true })).to.equal(false);
    expect(mayUseTrackingCookies({ consent: true, restrictive: true })).to.equal(true);
  });

  it('otherwise visits are recorded; a visitor who declined gets no tracking cookie', () => {
    for (const consent of [undefined, true, false]) expect(mayTrack({ consent, restrictive: false })).to.equal(true);
    expect(mayUseTrackingCookies({ consent: undefined, restrictive: false })).to.equal(true);
    expect(mayUseTrackingCookies({ consent: true, restrictive: false })).to.equal(true);
    expect(mayUseTrackingCookies({ consent: false, restrictive: false })).to.equal(false);
  });

  it('the restrictive policy is the site setting isAnalyticsCookiesDisabled, or an absolute restrictive policy', () => {
    expect(isRestrictivePolicy(toSiteContext({ cookieSettings: { isAnalyticsCookiesDisabled: true } }))).to.equal(true);
    expect(isRestrictivePolicy(toSiteContext({ cookieSettings: { isAnalyticsCookiesDisabled: false } }))).to.equal(false);
    expect(isRestrictivePolicy(toSiteContext({ cookieSettings: { isRestrictiveCookiePolicyAbsolute: true } }))).to.equal(true);
    expect(isRestrictivePolicy(toSiteContext({}))).to.equal(false);
    expect(isRestrictiveCookieSettings({ isAnalyticsCookiesDisabled: 'true' })).to.equal(false, 'only a real true');
    expect(isRestrictiveCookieSettings(null)).to.equal(false);
  });

  it('tracking cookies go after a decline, and before any choice under a restrictive policy', () => {
    expect(mustClearTrackingCookies({ consent: false, restrictive: false })).to.equal(true);
    expect(mustClearTrackingCookies({ consent: false, restrictive: true })).to.equal(true);
    expect(mustClearTrackingCookies({ consent: undefined, restrictive: true })).to.equal(true);
    expect(mustClearTrackingCookies({ consent: undefined, restrictive: false })).to.equal(false);
    expect(mustClearTrackingCookies({ consent: true, restrictive: true })).to.equal(false);
  });

  it('the consent cookie holds true or false; anything else is no choice', () => {
    expect(consentOfCookie('true')).to.equal(true);
    expect(consentOfCookie('false')).to.equal(false);
    for (const value of [undefined, null, '', 'TRUE', '1']) expect(consentOfCookie(value)).to.equal(undefined);
  });
});
