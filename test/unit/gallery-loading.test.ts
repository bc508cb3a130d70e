import { expect } from '@open-wc/testing';
import { GalleryDesign } from '../../src/shared/gallery/designs.js';
import { slideImageFit } from '../../src/shared/gallery/image-fit.js';
import { imageLoadConcurrency } from '../../src/shared/gallery/images.js';
import { createLoadQueue } from '../../src/shared/gallery/load-queue.js';
import { ImageFit } from '../../src/shared/gallery/options.js';
import { loadsByVisibility, preloadedSlides, preloadedThumbnails } from '../../src/shared/gallery/preload.js';
import { parseGallerySettings } from '../../src/shared/gallery/settings.js';
import { settingsFromAttributes } from '../helpers/gallery-settings.js';

/** A load that finishes when the test says so. */
function deferred() {
  let finish!: () => void;
  let fail!: () => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { promise, finish, fail };
}

const tick = () => new Promise((resolve) => setTimeout(resolve));

/** A load that records its key and finishes at once. */
function recorder(order: string[]) {
  return (key: string) => () => {
    order.push(key);
    return Promise.resolve();
  };
}

describe('image load queue', () => {
  it('runs at most 16 loads at once, 1 on mobile', async () => {
    expect(imageLoadConcurrency(false)).to.equal(16);
    expect(imageLoadConcurrency(true)).to.equal(1);
    const queue = createLoadQueue(imageLoadConcurrency(false));
    const loads = Array.from({ length: 20 }, deferred);
    const started: number[] = [];
    loads.forEach((load, i) =>
      queue.add(String(i), () => {
        started.push(i);
        return load.promise;
      }),
    );
    expect(started).to.have.length(16);
    expect(queue.active).to.equal(16);
    expect(queue.pending).to.equal(4);
    loads[0]!.finish();
    loads[1]!.fail();
    await tick();
    expect(started).to.deep.equal(Array.from({ length: 18 }, (_, i) => i));
  });

  it('loads one at a time with concurrency 1, a first load jumping the queue', async () => {
    const queue = createLoadQueue(1);
    const order: string[] = [];
    const loads = new Map<string, ReturnType<typeof deferred>>();
    const add = (key: string, first = false) =>
      queue.add(
        key,
        () => {
          order.push(key);
          const load = deferred();
          loads.set(key, load);
          return load.promise;
        },
        { first },
      );
    add('a');
    add('b');
    add('c');
    add('d', true);
    expect(order).to.deep.equal(['a']);
    loads.get('a')!.finish();
    await tick();
    expect(order).to.deep.equal(['a', 'd']);
  });

  it('queues a key once, drops a waiting one on remove, and starts nothing after clear', async () => {
    const queue = createLoadQueue(1);
    const order: string[] = [];
    const run = recorder(order);
    const block = deferred();
    queue.add('busy', () => block.promise);
    for (const key of ['x', 'x', 'y', 'z']) queue.add(key, run(key));
    queue.add('busy', run('busy again'));
    expect(queue.pending).to.equal(3);
    queue.remove('y');
    block.finish();
    await tick();
    await tick();
    expect(order).to.deep.equal(['x', 'z']);
    queue.clear();
    queue.add('late', run('late'));
    expect(order).to.deep.equal(['x', 'z']);
  });

  it('goes on after a task that throws', async () => {
    const queue = createLoadQueue(1);
    const order: string[] = [];
    queue.add('bad', () => {
      throw new Error('no');
    });
    queue.add('good', recorder(order)('good'));
    await tick();
    expect(order).to.deep.equal(['good']);
  });
});

describe('preloaded strip thumbnails (container width over strip height, rounded up)', () => {
  it('loads as many thumbnails as fit, from the current one, wrapping', () => {
    expect([...preloadedThumbnails(0, 20, 960 / 96)]).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...preloadedThumbnails(18, 20, 3.2)]).to.deep.equal([18, 19, 0, 1]);
    expect([...preloadedThumbnails(0, 3, 10)]).to.deep.equal([0, 1, 2]);
    expect([...preloadedThumbnails(0, 0, 10)]).to.deep.equal([]);
    expect([...preloadedThumbnails(2, 5, 0)], 'at least the current one').to.deep.equal([2]);
  });
});

describe('preloaded slides (preloadCount)', () => {
  it('loads the current slide and the next in a slideshow, wrapping', () => {
    expect(preloadedSlides(GalleryDesign.STACKED, 0, 5)).to.deep.equal([0, 1]);
    expect(preloadedSlides(GalleryDesign.STACKED, 4, 5)).to.deep.equal([4, 0]);
    expect(preloadedSlides(GalleryDesign.STACKED, 0, 1)).to.deep.equal([0]);
  });

  it('loads the current and next group in a carousel, and nothing extra elsewhere', () => {
    expect(preloadedSlides(GalleryDesign.CAROUSEL, 3, 10, 3)).to.deep.equal([3, 4, 5, 6, 7, 8]);
    expect(preloadedSlides(GalleryDesign.GRID, 0, 10)).to.deep.equal([]);
    expect(preloadedSlides(GalleryDesign.STACKED, 0, 0)).to.deep.equal([]);
  });

  it('loads by nearness to the viewport in every design but the slideshow', () => {
    expect(loadsByVisibility(GalleryDesign.STACKED)).to.equal(false);
    for (const design of [GalleryDesign.GRID, GalleryDesign.STRIP, GalleryDesign.CAROUSEL, GalleryDesign.AUTO_ROWS]) {
      expect(loadsByVisibility(design)).to.equal(true);
    }
  });
});

describe('image loader mode (fit, fill, none)', () => {
  const fitOf = (attributes: Record<string, string>) => slideImageFit(settingsFromAttributes(attributes).settings);

  it('fits a slideshow unless auto-crop, and fills every other design', () => {
    expect(fitOf({ design: 'slideshow' })).to.equal(ImageFit.FIT);
    expect(fitOf({ design: 'slideshow', 'auto-crop': '' })).to.equal(ImageFit.FILL);
    for (const design of ['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'carousel', 'list', 'slider', 'stacked']) {
      expect(fitOf({ design }), design).to.equal(ImageFit.FILL);
    }
  });

  it('takes image-fit when given, and reports an unknown one', () => {
    expect(fitOf({ design: 'grid', 'image-fit': 'none' })).to.equal(ImageFit.NONE);
    expect(fitOf({ design: 'slideshow', 'image-fit': 'FILL' })).to.equal(ImageFit.FILL);
    expect(parseGallerySettings({ block: { imageFit: 'fit' } }).settings.imageFit).to.equal('fit');
    const { problems, settings } = settingsFromAttributes({ 'image-fit': 'stretch' });
    expect(settings.imageFit).to.equal(undefined);
    expect(problems).to.deep.equal(['Invalid gallery setting image-fit: stretch']);
  });
});
