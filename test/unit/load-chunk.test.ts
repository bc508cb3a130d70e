import { expect } from '@open-wc/testing';
import { lazyChunk, retryAddress } from '../../src/shared/dom/load-chunk.js';

describe('lazy chunk', () => {
  it('loads once for every caller, and not before the first call', async () => {
    let loads = 0;
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const load = lazyChunk(
      async () => {
        loads += 1;
        await arrived;
        return { ready: true };
      },
      location.href,
      1000,
    );
    expect(loads).to.equal(0);
    // The second caller comes while the chunk is still on its way.
    const both = Promise.all([load(), load()]);
    expect(loads).to.equal(1);
    arrive();
    const [first, second] = await both;
    expect(first).to.deep.equal({ ready: true });
    expect(second).to.equal(first);
    expect(await load()).to.equal(first);
    expect(loads).to.equal(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    let loads = 0;
    const load = lazyChunk(
      async () => {
        loads += 1;
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return 'player';
      },
      location.href,
      1000,
    );
    let failure: unknown;
    await load().catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('Failed to fetch dynamically imported module');
    expect(await load()).to.equal('player');
    expect(loads).to.equal(2);
  });

  it('fails with a load error when the chunk does not arrive within the time-out, and tries again on the next call', async () => {
    let loads = 0;
    const load = lazyChunk(
      () => {
        loads += 1;
        return loads === 1 ? new Promise<string>(() => {}) : Promise.resolve('player');
      },
      location.href,
      30,
    );
    let failure: unknown;
    await load().catch((error: unknown) => (failure = error));
    expect(String(failure)).to.contain('timed out after 30 ms');
    expect(await load()).to.equal('player');
  });

  it('imports a chunk again under a fresh address: the one the build wrote into the load, with a query', () => {
    const built = Object.assign(() => Promise.resolve(), { toString: () => '()=>import("../chunks/VideoPlayer-Ab1_c.js")' });
    const base = 'https://site.example/dist/elements/sq-video.js';
    expect(retryAddress(built, base, 1)).to.equal('https://site.example/dist/chunks/VideoPlayer-Ab1_c.js?retry=1');
    expect(retryAddress(built, base, 2)).to.equal('https://site.example/dist/chunks/VideoPlayer-Ab1_c.js?retry=2');
    const bundled = Object.assign(() => Promise.resolve(), { toString: () => '() => Promise.resolve().then(() => (init_player(), player_exports))' });
    expect(retryAddress(bundled, base, 1)).to.equal(undefined);
  });
});
