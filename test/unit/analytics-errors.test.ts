import { expect } from '@open-wc/testing';
import {
  emptyErrorQueue,
  errorRecord,
  isBatchDue,
  reportError,
  takeBatch,
  truncateStack,
  withoutUrlQueries,
  type ErrorQueue,
} from '../../src/shared/analytics/errors.js';

const report = (queue: ErrorQueue, now: number, message = `error at ${now}`) => reportError(queue, { message }, now);

describe('error reporting', () => {
  it('builds a { event, data, timestamp } record, stack truncated at 5000 characters', () => {
    expect(errorRecord({ message: 'boom', stack: 'at x', url: '/a', line: 3, column: undefined }, 10)).to.deep.equal({
      event: 'javascript-error',
      data: { message: 'boom', stack: 'at x', url: '/a', line: 3 },
      timestamp: 10,
    });
    expect(errorRecord({ message: 'm', event: 'custom' }, 1).event).to.equal('custom');
    expect(truncateStack('x'.repeat(5000))).to.have.length(5000);
    expect(truncateStack('x'.repeat(5001))).to.have.length(5000);
    expect(errorRecord({ message: 'm', stack: 'y'.repeat(9000) }, 1).data.stack).to.have.length(5000);
  });

  it('leaves every URL’s query and fragment out of the message, the stack and the script address, keeping line and column', () => {
    expect(withoutUrlQueries('at go (https://shop.example/dist/a.js?v=3:10:5)')).to.equal('at go (https://shop.example/dist/a.js:10:5)');
    expect(withoutUrlQueries('at https://shop.example/x.js#frag:7')).to.equal('at https://shop.example/x.js:7');
    expect(withoutUrlQueries('Failed to load https://shop.example/reset?token=abc&email=ada%40example.com')).to.equal(
      'Failed to load https://shop.example/reset',
    );
    expect(withoutUrlQueries('no address here: a?b')).to.equal('no address here: a?b');
    const record = errorRecord(
      {
        message: 'boom at https://shop.example/p?email=ada@example.com',
        stack: 'Error: boom\n    at f (https://shop.example/s.js?session=1:2:3)\n    at g (https://shop.example/t.js:4:5)',
        url: 'https://shop.example/s.js?session=1',
        line: 2,
      },
      5,
    );
    expect(record.data).to.deep.equal({
      message: 'boom at https://shop.example/p',
      stack: 'Error: boom\n    at f (https://shop.example/s.js:2:3)\n    at g (https://shop.example/t.js:4:5)',
      url: 'https://shop.example/s.js',
      line: 2,
    });
  });

  it('debounces the send 1 s after the last error', () => {
    let queue = report(emptyErrorQueue(), 0);
    expect(queue.sendAt).to.equal(1000);
    queue = report(queue, 600);
    expect(queue.sendAt).to.equal(1600);
    expect(isBatchDue(queue, 1599)).to.equal(false);
    expect(takeBatch(queue, 1599).batch).to.equal(undefined);
    expect(isBatchDue(queue, 1600)).to.equal(true);
    const { batch, queue: after } = takeBatch(queue, 1600);
    expect(batch?.map((record) => record.timestamp)).to.deep.equal([0, 600]);
    expect(after).to.deep.equal({ queued: [], batchesSent: 1, sendAt: undefined });
  });

  it('nothing is due with nothing queued', () => {
    expect(isBatchDue(emptyErrorQueue(), 10_000)).to.equal(false);
    expect(takeBatch(emptyErrorQueue(), 10_000).batch).to.equal(undefined);
  });

  it('queues at most 10 errors, keeping the first', () => {
    let queue = emptyErrorQueue();
    for (let index = 0; index < 15; index += 1) queue = report(queue, index, `e${index}`);
    expect(queue.queued).to.have.length(10);
    expect(queue.queued[9]!.data.message).to.equal('e9');
    // A dropped error does not push the send back.
    expect(queue.sendAt).to.equal(1009);
  });

  it('sends at most 20 batches per page, then drops errors', () => {
    let queue = emptyErrorQueue();
    for (let batch = 0; batch < 20; batch += 1) {
      queue = report(queue, batch * 2000);
      const taken = takeBatch(queue, batch * 2000 + 1000);
      expect(taken.batch, `batch ${batch}`).to.have.length(1);
      queue = taken.queue;
    }
    expect(queue.batchesSent).to.equal(20);
    const after = report(queue, 50_000);
    expect(after).to.equal(queue);
    expect(takeBatch({ ...queue, queued: [errorRecord({ message: 'x' }, 0)], sendAt: 0 }, 10).batch).to.equal(undefined);
  });

  it('never changes the queue it was given', () => {
    const queue = emptyErrorQueue();
    const next = report(queue, 0);
    expect(queue.queued).to.have.length(0);
    takeBatch(next, 1000);
    expect(next.queued).to.have.length(1);
  });
});
