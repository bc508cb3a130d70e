import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import '../../src/runtime/sq-site.js';
import { crumbFor } from '../../src/shared/api/crumb.js';
import { configureSiteRuntime } from '../../src/shared/site/runtime-config.js';
import { mountSite, resetSiteTest, sentSince, unmounted, watchAnswers } from '../helpers/site.js';
import { standInBase } from '../helpers/stand-in.js';

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

/** Counts the page's sends to `path`, by beacon or by fetch, as they are made. */
function watchSends(path: string): { count: () => number; restore: () => void } {
  const calls: string[] = [];
  const beacon = navigator.sendBeacon;
  const original = window.fetch;
  navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
    calls.push(String(url));
    return beacon.call(navigator, url, data);
  };
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return original.call(window, input, init);
  };
  return {
    count: () => calls.filter((url) => new URL(url, location.href).pathname.endsWith(path)).length,
    restore() {
      navigator.sendBeacon = beacon;
      window.fetch = original;
    },
  };
}

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
    const answers = watchAnswers(SETTINGS);
    const sends = watchSends(RECORDS);
    try {
      await site();
      await waitUntil(async () => (await sentSince(SETTINGS, since)).length > 0, 'settings are asked for');
      // The page has read its pageLoadId and set its timer: records sent on reading it would be on their way.
      await answers.read();
      expect(sends.count(), 'none sent on reading the settings').to.equal(0);
      expect(await sentSince(RECORDS, since)).to.have.length(0);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      await waitUntil(async () => (await sentSince(RECORDS, since)).length > 0, 'records are sent on page hide');
      // The page sends as it hears the event: a second send would have been made by now.
      expect(sends.count(), 'sent once').to.equal(1);
      expect(await sentSince(RECORDS, since)).to.have.length(1);
    } finally {
      sends.restore();
      answers.restore();
    }
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
      // The batch goes 1 s after the last error: the reporter's timer and clock are faked.
      const sends = watchSends(ERRORS);
      const clock = install({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      try {
        raise('first failure');
        await clock.tickAsync(300);
        raise('second failure');
        await clock.tickAsync(800);
        expect(sends.count(), 'debounced: nothing yet').to.equal(0);
        expect(await sentSince(ERRORS, since), 'debounced: nothing yet').to.have.length(0);
        await clock.tickAsync(199);
        expect(sends.count(), 'not before 1 s after the last error').to.equal(0);
        await clock.tickAsync(1);
      } finally {
        clock.uninstall();
        sends.restore();
      }
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
    // With the crumb in hand, a batch the reporter posted would be fetched at once.
    await crumbFor(standInBase());
    try {
      await site();
      fixtureCleanup();
      await unmounted();
      const sends = watchSends(ERRORS);
      const clock = install({ now: Date.now(), toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      try {
        raise('after removal');
        // Past the time a batch would be due, were the reporter still listening.
        await clock.tickAsync(1300);
        expect(sends.count(), 'nothing posted').to.equal(0);
      } finally {
        clock.uninstall();
        sends.restore();
      }
    } finally {
      restore();
    }
    expect(await sentSince(ERRORS, since)).to.have.length(0);
  });
});
