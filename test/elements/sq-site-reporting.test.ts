import { aTimeout, expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import '../../src/runtime/sq-site.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { mountSite, resetSiteTest, sentSince, unmounted } from '../helpers/site.js';

const CONTEXT = { website: { id: 'site-1' }, pageType: 2 };
const SETTINGS = '/api/1/performance/settings';
const RECORDS = '/api/1/performance/records';
const ERRORS = '/api/events/RecordJavascriptErrors';

interface SentRecord {
  pageLoadId: string;
  entryType: string;
  name: string;
}

const site = (context: unknown = CONTEXT) => mountSite(context);

/** Mocha's own window.onerror would fail the test on the synthetic errors these tests raise. */
function withoutMochaErrorHandler() {
  const saved = window.onerror;
  window.onerror = null;
  return () => {
    window.onerror = saved;
  };
}

function raise(message: string) {
  window.dispatchEvent(new ErrorEvent('error', { message, error: new Error(message), filename: 'https://example.test/app.js', lineno: 3, colno: 7 }));
}

beforeEach(resetSiteTest);
afterEach(async () => {
  fixtureCleanup();
  await unmounted();
  resetSiteTest();
});

describe('<sq-site> performance records', () => {
  it('asks for a pageLoadId, then beacons only rum-* marks and measures after the delay', async () => {
    configureSiteRuntime({ performanceDelayMs: 150, performanceMaxWaitMs: 600 });
    performance.mark('rum-ready');
    performance.mark('private-mark');
    performance.measure('rum-span', 'rum-ready');
    const since = Date.now();
    await site();
    await waitUntil(async () => (await sentSince(RECORDS, since)).length > 0, 'records are sent');
    const [settings] = await sentSince(SETTINGS, since);
    expect(settings!.method).to.equal('GET');
    const [sent, ...more] = await sentSince(RECORDS, since);
    expect(more).to.have.length(0);
    expect(sent!.method).to.equal('POST');
    expect(sent!.query.crumb, 'the crumb rides in the URL').to.be.a('string').and.not.equal('');
    const records = JSON.parse(sent!.body) as SentRecord[];
    const names = records.map((record) => record.name);
    expect(names).to.include('rum-ready').and.include('rum-span');
    expect(names).not.to.include('private-mark');
    expect(records.map((record) => record.entryType)).to.include('navigation');
    expect(new Set(records.map((record) => record.pageLoadId)).size).to.equal(1);
    expect(records[0]!.pageLoadId).to.match(/^[0-9a-f]{24}$/);
    performance.clearMarks();
    performance.clearMeasures();
  });

  it('sends at once when the page is hidden, and only once', async () => {
    configureSiteRuntime({ performanceDelayMs: 60_000, performanceMaxWaitMs: 60_000 });
    const since = Date.now();
    await site();
    await waitUntil(async () => (await sentSince(SETTINGS, since)).length > 0, 'settings are asked for');
    await aTimeout(100);
    expect(await sentSince(RECORDS, since)).to.have.length(0);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await waitUntil(async () => (await sentSince(RECORDS, since)).length > 0, 'records are sent on page hide');
    await aTimeout(200);
    expect(await sentSince(RECORDS, since)).to.have.length(1);
  });

  it('sends no later than the maximum wait', async () => {
    configureSiteRuntime({ performanceDelayMs: 60_000, performanceMaxWaitMs: 300 });
    const since = Date.now();
    await site();
    await waitUntil(async () => (await sentSince(RECORDS, since)).length > 0, 'records are sent');
  });
});

describe('<sq-site> JavaScript errors', () => {
  it('batches errors for 1 s and posts them with the crumb header', async () => {
    const restore = withoutMochaErrorHandler();
    const since = Date.now();
    try {
      await site();
      raise('first failure');
      await aTimeout(300);
      raise('second failure');
      await aTimeout(800);
      expect(await sentSince(ERRORS, since), 'debounced: nothing yet').to.have.length(0);
      await waitUntil(async () => (await sentSince(ERRORS, since)).length > 0, 'errors are posted');
    } finally {
      restore();
    }
    const [batch, ...more] = await sentSince(ERRORS, since);
    expect(more).to.have.length(0);
    expect(batch!.contentType).to.contain('application/json');
    expect(batch!.csrfHeader).to.be.a('string').and.equal(batch!.cookieCrumb);
    const errors = JSON.parse(batch!.body) as { event: string; data: Record<string, unknown>; timestamp: number }[];
    expect(errors.map((error) => error.data.message)).to.deep.equal(['first failure', 'second failure']);
    expect(errors[0]!.data).to.include({ url: 'https://example.test/app.js', line: 3, column: 7 });
    expect(errors[0]!.data.stack, 'the stack names where it was thrown').to.contain('raise');
    expect(errors[0]!.timestamp).to.be.closeTo(Date.now(), 10000);
  });

  it('reports unhandled promise rejections', async () => {
    const since = Date.now();
    await site();
    const promise = Promise.reject(new Error('rejected work'));
    promise.catch(() => undefined);
    window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason: new Error('rejected work') }));
    await waitUntil(async () => (await sentSince(ERRORS, since)).length > 0, 'the rejection is posted');
    const [batch] = await sentSince(ERRORS, since);
    expect((JSON.parse(batch!.body) as { data: { message: string } }[])[0]!.data.message).to.equal('rejected work');
  });

  it('still posts when the debounce timer fires before the clock reaches the due time', async () => {
    const since = Date.now();
    await site();
    const now = Date.now;
    const promise = Promise.reject(new Error('early timer'));
    promise.catch(() => undefined);
    window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason: new Error('early timer') }));
    // From here the page's clock reads 30 ms behind, so the timer set for the due time fires early.
    Date.now = () => now.call(Date) - 30;
    try {
      await waitUntil(async () => (await sentSince(ERRORS, since)).length > 0, 'the error is posted');
    } finally {
      Date.now = now;
    }
    const [batch] = await sentSince(ERRORS, since);
    expect((JSON.parse(batch!.body) as { data: { message: string } }[])[0]!.data.message).to.equal('early timer');
  });

  it('stops listening when the element goes', async () => {
    const restore = withoutMochaErrorHandler();
    const since = Date.now();
    try {
      await site();
      fixtureCleanup();
      await unmounted();
      raise('after removal');
      await aTimeout(1300);
    } finally {
      restore();
    }
    expect(await sentSince(ERRORS, since)).to.have.length(0);
  });
});
