import { expect } from '@open-wc/testing';
import {
  isReportedEntry,
  metricSettingsTimeoutMessage,
  performanceBody,
  performanceRecords,
  performanceSendAt,
  readPageLoadId,
  shouldSendPerformance,
  unexpectedStatusMessage,
} from '../../src/shared/analytics/performance.js';

describe('performance records', () => {
  it('reports marks and measures only when named rum-*', () => {
    expect(isReportedEntry({ entryType: 'mark', name: 'rum-hero' })).to.equal(true);
    expect(isReportedEntry({ entryType: 'measure', name: 'rum-render' })).to.equal(true);
    expect(isReportedEntry({ entryType: 'mark', name: 'hero' })).to.equal(false);
    expect(isReportedEntry({ entryType: 'measure', name: 'RUM-render' })).to.equal(false);
    expect(isReportedEntry({ entryType: 'mark', name: 'x-rum-' })).to.equal(false);
  });

  it('reports every other entry type', () => {
    for (const entryType of ['navigation', 'paint', 'resource', 'largest-contentful-paint', 'metric']) {
      expect(isReportedEntry({ entryType, name: 'anything' })).to.equal(true);
    }
  });

  it('makes records carrying the page load id', () => {
    const records = performanceRecords(
      [
        { entryType: 'mark', name: 'rum-a', startTime: 12.5, duration: 0, detail: { step: 1 } },
        { entryType: 'mark', name: 'other', startTime: 1 },
        { entryType: 'paint', name: 'first-paint', startTime: 40, duration: NaN, detail: null },
      ],
      'load-1',
    );
    expect(records).to.deep.equal([
      { pageLoadId: 'load-1', entryType: 'mark', name: 'rum-a', startTime: 12.5, duration: 0, detail: { step: 1 } },
      { pageLoadId: 'load-1', entryType: 'paint', name: 'first-paint', startTime: 40 },
    ]);
  });

  it('sends nothing when there is no data', () => {
    expect(performanceBody([])).to.equal(undefined);
    const body = performanceBody([{ pageLoadId: 'p', entryType: 'paint', name: 'first-paint' }]);
    expect(JSON.parse(body!)).to.deep.equal([{ pageLoadId: 'p', entryType: 'paint', name: 'first-paint' }]);
  });

  it('is due 30 s after load, at most 60 s after the wait began', () => {
    expect(performanceSendAt({ startedAt: 0, loadedAt: 1000 })).to.equal(31_000);
    expect(performanceSendAt({ startedAt: 0, loadedAt: 40_000 })).to.equal(60_000);
    expect(performanceSendAt({ startedAt: 0 })).to.equal(60_000);
    expect(performanceSendAt({ startedAt: 5000, loadedAt: 5000 })).to.equal(35_000);
  });

  it('sends at the due time, or at once when the page is hidden, and only once', () => {
    const base = { startedAt: 0, loadedAt: 1000, pageHidden: false, sent: false };
    expect(shouldSendPerformance({ ...base, now: 30_999 })).to.equal(false);
    expect(shouldSendPerformance({ ...base, now: 31_000 })).to.equal(true);
    expect(shouldSendPerformance({ ...base, now: 2000, pageHidden: true })).to.equal(true);
    expect(shouldSendPerformance({ startedAt: 0, pageHidden: false, sent: false, now: 59_999 })).to.equal(false);
    expect(shouldSendPerformance({ startedAt: 0, pageHidden: false, sent: false, now: 60_000 })).to.equal(true);
    expect(shouldSendPerformance({ ...base, now: 90_000, pageHidden: true, sent: true })).to.equal(false);
  });

  it("reads the pageLoadId, else 'Unable to resolve pageLoadId'", () => {
    expect(readPageLoadId({ pageLoadId: 'abc' })).to.deep.equal({ pageLoadId: 'abc' });
    for (const body of [{}, { pageLoadId: '' }, { pageLoadId: 3 }, null, 'abc', undefined]) {
      expect(readPageLoadId(body)).to.deep.equal({ error: 'Unable to resolve pageLoadId' });
    }
    expect(metricSettingsTimeoutMessage()).to.equal('Metric settings request timeout');
  });

  it('names an unexpected response status', () => {
    expect(unexpectedStatusMessage(200)).to.equal(undefined);
    expect(unexpectedStatusMessage(204)).to.equal(undefined);
    expect(unexpectedStatusMessage(0)).to.equal('Unexpected performance request status: 0');
    expect(unexpectedStatusMessage(400)).to.equal('Unexpected performance request status: 400');
    expect(unexpectedStatusMessage(1500)).to.equal('Unexpected performance request status: 1500');
  });
});
