import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import { recordMediaEvent, traceLog } from '../../src/shared/analytics/events.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { censusData, freshAddress, mountSite, recordsAtOnce, recordsSent, resetSiteTest, sentFrom, sentSince, unmounted } from '../helpers/site.js';

const CONTEXT = { website: { id: 'site-1' }, pageType: 2 };
const RESTRICTIVE = { ...CONTEXT, cookieSettings: { isAnalyticsCookiesDisabled: true } };
const RECORD_HIT = '/api/census/RecordHit';
const TRACE = '/api/events/Trace';

const site = (context: unknown = CONTEXT) => mountSite(context);

/**
 * The analytics chunk, loaded here too: once it has loaded for this test, a start the runtime began
 * earlier has run as well, so whatever that start does at once (its first calls) is done.
 */
async function analyticsChunkLoaded(): Promise<void> {
  await import('../../src/shared/analytics/page-analytics.js');
  await new Promise((resolve) => setTimeout(resolve));
}

const eventsSent = async (since: number, kind: string) =>
  (await sentSince(RECORD_HIT, since)).filter((request) => new URLSearchParams(request.body).get('event') === kind);

beforeEach(resetSiteTest);
afterEach(async () => {
  fixtureCleanup();
  await unmounted();
  resetSiteTest();
});

describe('<sq-site> heartbeat, media hits and trace log', () => {
  it('sends heartbeat hits at the interval while the page is visible', async () => {
    configureSiteRuntime({ heartbeatIntervalMs: 100 });
    const since = Date.now();
    await site();
    await waitUntil(async () => (await eventsSent(since, '10')).length >= 2, 'heartbeats are sent', { timeout: 3000 });
    const [heartbeat] = await eventsSent(since, '10');
    expect(censusData(heartbeat!).websiteId).to.equal('site-1');
  });

  it('records audio and video hits with their item', async () => {
    const since = Date.now();
    recordMediaEvent('audio', { itemId: 'track-1' });
    await site();
    recordMediaEvent('video');
    await waitUntil(async () => (await eventsSent(since, '21')).length > 0, 'the video hit is sent');
    await waitUntil(async () => (await eventsSent(since, '20')).length > 0, 'the audio hit is sent');
    const [audio] = await eventsSent(since, '20');
    expect(censusData(audio!).itemId).to.equal('track-1');
  });

  it('flushes queued trace entries at the interval, in one call', async () => {
    configureSiteRuntime({ traceFlushIntervalMs: 200 });
    const since = Date.now();
    traceLog('opened', { step: 1 });
    await site();
    traceLog('scrolled');
    await waitUntil(async () => (await sentSince(TRACE, since)).length > 0, 'the trace log is flushed', { timeout: 3000 });
    // An entry queued now goes with the next flush: by then, any second call with the earlier entries has arrived before it.
    traceLog('next');
    await waitUntil(async () => (await sentSince(TRACE, since)).length > 1, 'the next flush is sent', { timeout: 3000 });
    const [first, next, ...later] = await sentSince(TRACE, since);
    expect(later).to.have.length(0);
    expect((JSON.parse(next!.body) as { data: unknown }).data).to.deep.equal([{ pageUrl: location.href, type: 'next', data: null }]);
    const sent = [first!];
    expect(sent).to.have.length(1);
    const { data } = JSON.parse(sent[0]!.body) as { data: Array<{ pageUrl: string; type: string; data: unknown }> };
    expect(data).to.deep.equal([
      { pageUrl: location.href, type: 'opened', data: { step: 1 } },
      { pageUrl: location.href, type: 'scrolled', data: null },
    ]);
  });

  it('sends none of them before consent under a restrictive policy', async () => {
    configureSiteRuntime({ heartbeatIntervalMs: 50, traceFlushIntervalMs: 50 });
    recordsAtOnce();
    const since = Date.now();
    const beforeConsent = freshAddress('before-consent');
    recordMediaEvent('video');
    traceLog('opened');
    await site(RESTRICTIVE);
    await analyticsChunkLoaded();
    expect(await sentSince('/api/', since)).to.deep.equal([]);
    freshAddress('after-consent');
    chooseConsent(true);
    await waitUntil(async () => (await eventsSent(since, '21')).length > 0 && (await sentSince(TRACE, since)).length > 0, 'sent after accepting');
    // The records are the last thing the start sends: anything sent before consent has arrived before them.
    await recordsSent(since);
    expect(await sentFrom('/api/', since, beforeConsent)).to.deep.equal([]);
  });
});
