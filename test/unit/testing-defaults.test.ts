import { expect, waitUntil } from '@open-wc/testing';

describe('the browser suite’s test defaults', () => {
  it('gives a condition more than the library’s 1 s before failing', async () => {
    const start = performance.now();
    await waitUntil(() => performance.now() - start > 1500, 'true after 1.5 s');
    expect(performance.now() - start).to.be.greaterThan(1500);
  });

  it('still fails a condition that never holds, with its message', async () => {
    let message = '';
    await waitUntil(() => false, 'never', { timeout: 50 }).catch((error: Error) => (message = error.message));
    expect(message).to.contain('never');
  });
});
