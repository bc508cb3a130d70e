import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import { trackEvent } from '../../src/shared/analytics/events.js';
import { LANDED_FLAG_KEY, SESSION_FLAG_KEY, SESSION_ID_KEY, currentSessionInfo, resetSessionInfo } from '../../src/shared/analytics/session.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { captureConsole } from '../helpers/console.js';
import {
  freshAddress,
  mountSite,
  recordsAtOnce,
  recordsSent,
  resetSiteTest,
  sentFrom,
  sentSince,
  trackingCookies,
  unmounted,
  watchAnswers,
} from '../helpers/site.js';

const CONTEXT = { website: { id: 'site-1' }, pageType: 2, templateId: 'tpl-1', locale: 'en-US' };
const RESTRICTIVE = { ...CONTEXT, cookieSettings: { isAnalyticsCookiesDisabled: true } };
const EVENTS = '/api/v1/events';

interface EventsBody {
  analyticsId?: string;
  customSchemaName: string;
  commonData: Record<string, unknown>;
  customData: Record<string, unknown>;
}

const site = (context: unknown = CONTEXT) => mountSite(context);

function clearSession() {
  for (const key of [SESSION_FLAG_KEY, SESSION_ID_KEY]) sessionStorage.removeItem(key);
  localStorage.removeItem(LANDED_FLAG_KEY);
}

/**
 * The analytics chunk, loaded here too: once it has loaded for this test, a start the runtime began
 * earlier has run as well, so whatever that start does at once (its first calls, the session) is done.
 */
async function analyticsChunkLoaded(): Promise<void> {
  await import('../../src/shared/analytics/page-analytics.js');
  await new Promise((resolve) => setTimeout(resolve));
}

const bodies = async (since: number) => (await sentSince(EVENTS, since)).map((request) => JSON.parse(request.body) as EventsBody);

beforeEach(() => {
  resetSiteTest();
  clearSession();
});
afterEach(async () => {
  fixtureCleanup();
  await unmounted();
  resetSiteTest();
  clearSession();
});

describe('session info', () => {
  it('is a first landing of a first session on the first page, and keeps the session id on later pages', () => {
    const first = currentSessionInfo();
    expect(first.isFirstLanding).to.equal(true);
    expect(first.isFirstSession).to.equal(true);
    expect(first.sessionId).to.be.a('string').and.not.equal('');
    resetSessionInfo();
    const later = currentSessionInfo();
    expect(later).to.deep.equal({ isFirstLanding: false, isFirstSession: true, sessionId: first.sessionId });
  });

  it('is not a first session for a visitor who landed in an earlier session', () => {
    localStorage.setItem(LANDED_FLAG_KEY, JSON.stringify({ value: true }));
    const info = currentSessionInfo();
    expect(info.isFirstLanding).to.equal(true);
    expect(info.isFirstSession).to.equal(false);
  });
});

describe('<sq-site> events service', () => {
  it('sends a queued event once tracking starts, with the analytics payload, session info and sanitised fields', async () => {
    const console = captureConsole();
    recordsAtOnce();
    const since = Date.now();
    try {
      trackEvent('button_clicked', { action: 'click', object_value: 3, object_id: 42 as unknown as string });
      await site();
      await waitUntil(async () => (await bodies(since)).length > 0, 'the event is sent');
      // The performance records are the last thing the start sends: a second send of the event would have arrived before them.
      await recordsSent(since);
    } finally {
      console.restore();
    }
    const [body, ...more] = await bodies(since);
    expect(more).to.have.length(0);
    expect(body!.customSchemaName).to.equal('button_clicked');
    expect(body!.commonData).to.deep.equal({ websiteId: 'site-1', website_locale: 'en-US', templateId: 'tpl-1', pagePath: location.pathname });
    const { sessionId } = currentSessionInfo();
    expect(body!.customData).to.deep.equal({
      user_session_id: sessionId,
      isFirstLanding: true,
      isFirstSession: true,
      action: 'click',
      object_value: 3,
    });
    expect(console.warnings).to.deep.equal(['Analytics field object_id has the wrong type and was dropped']);
    expect(console.errors).to.deep.equal([]);
  });

  it('logs the HTTP status when the events service does not accept the event', async () => {
    await site();
    const console = captureConsole();
    const since = Date.now();
    try {
      trackEvent('status-500', { action: 'click' });
      await waitUntil(() => console.errors.length > 0, 'the failure is logged');
    } finally {
      console.restore();
    }
    expect(console.errors).to.deep.equal(['Error tracking event: HTTP Status 500']);
    expect(await bodies(since)).to.have.length(1);
  });

  it('counts an event as sent only on 200 or 202: another 2xx is logged too', async () => {
    await site();
    const console = captureConsole();
    const answers = watchAnswers(EVENTS);
    const since = Date.now();
    try {
      trackEvent('status-200', { action: 'click' });
      trackEvent('status-204', { action: 'click' });
      await waitUntil(async () => (await bodies(since)).length === 2, 'both events are sent');
      await waitUntil(() => console.errors.length > 0, 'the 204 is logged');
      // Both answers have been read: an error for the 200 would be logged by now.
      await answers.read();
    } finally {
      answers.restore();
      console.restore();
    }
    expect(console.errors).to.deep.equal(['Error tracking event: HTTP Status 204']);
  });

  it("warns 'Unable to store analyticsId' when the visitor cookie cannot be kept, and sends without one", async () => {
    // A browser that refuses this page's cookies.
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => '', set: () => undefined });
    const console = captureConsole();
    const since = Date.now();
    try {
      trackEvent('page_opened', { action: 'open' });
      await site();
      await waitUntil(async () => (await bodies(since)).length > 0, 'the event is sent');
    } finally {
      console.restore();
      delete (document as { cookie?: string }).cookie;
    }
    expect(console.warnings).to.include('Unable to store analyticsId');
    const [body] = await bodies(since);
    expect(body).to.not.have.property('analyticsId');
  });

  it('sends nothing and stores no session before consent under a restrictive policy, and sends after accepting', async () => {
    recordsAtOnce();
    const since = Date.now();
    const beforeConsent = freshAddress('before-consent');
    trackEvent('page_opened', { action: 'open' });
    await site(RESTRICTIVE);
    await analyticsChunkLoaded();
    expect(await sentSince('/api/', since), 'no request at all').to.deep.equal([]);
    expect(trackingCookies()).to.deep.equal([]);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).to.equal(null);
    freshAddress('after-consent');
    chooseConsent(true);
    await waitUntil(async () => (await bodies(since)).length > 0, 'the event is sent after accepting');
    // The records are the last thing the start sends: anything sent before consent has arrived before them.
    await recordsSent(since);
    expect(await sentFrom('/api/', since, beforeConsent), 'no request at all before consent').to.deep.equal([]);
    const [body] = await bodies(since);
    expect(body!.customSchemaName).to.equal('page_opened');
    expect(body!.analyticsId).to.equal(document.cookie.match(/ss_cvr=([^;]+)/)?.[1]);
  });
});
