import { aTimeout, expect, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../src/elements/sq-gallery.js';
import { captureConsole } from '../helpers/console.js';
import { IMAGES, currentIndexOf, frames, mountGallery, part, parts, slide, slideElements, slides, unmountGalleries } from '../helpers/gallery.js';

type Frame = { x: number; y: number; width: number; height: number };

/** Frames rounded to 0.01 px, as `frames` reads them. */
function expectFrames(actual: Frame[], expected: Frame[]) {
  const round = (value: number) => Math.round(value * 100) / 100;
  expect(actual).to.deep.equal(expected.map((box) => ({ x: round(box.x), y: round(box.y), width: round(box.width), height: round(box.height) })));
}

function galleryHeight(gallery: Element): number {
  return Math.round(part(gallery, 'gallery')!.getBoundingClientRect().height * 100) / 100;
}

/** Each slide's own box matches its frame: the light-DOM slide is what is laid out. */
function expectSlidesInFrames(gallery: Element) {
  const framed = parts(gallery, 'slide').map((frame) => frame.getBoundingClientRect());
  slideElements(gallery).forEach((element, i) => {
    const rect = element.getBoundingClientRect();
    expect(Math.abs(rect.left - framed[i]!.left) + Math.abs(rect.top - framed[i]!.top), `slide ${i} position`).to.be.below(0.5);
    expect(Math.abs(rect.width - framed[i]!.width) + Math.abs(rect.height - framed[i]!.height), `slide ${i} size`).to.be.below(0.5);
  });
}

/** Waits for transitions inside the gallery to finish, so positions are final. */
async function settled(gallery: Element) {
  await nextFrame();
  await Promise.all(gallery.shadowRoot!.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
}

before(async () => {
  await setViewport({ width: 1200, height: 900 });
});
afterEach(unmountGalleries);

// The slides cycle landscape 1500x1000, portrait 1000x1500, square 800x800, wide 1600x900.
describe('<sq-gallery> layout of every design with the §9 defaults (960 px wide)', () => {
  it('grid: 4 per row, padding 20, rows as tall as their tallest slide', async () => {
    const gallery = await mountGallery('design="grid"', slides(6));
    const cell = (960 - 3 * 20) / 4;
    expectFrames(frames(gallery), [
      { x: 0, y: 0, width: cell, height: cell / 1.5 },
      { x: cell + 20, y: 0, width: cell, height: cell * 1.5 },
      { x: 2 * (cell + 20), y: 0, width: cell, height: cell },
      { x: 3 * (cell + 20), y: 0, width: cell, height: cell * (9 / 16) },
      { x: 0, y: cell * 1.5 + 20, width: cell, height: cell / 1.5 },
      { x: cell + 20, y: cell * 1.5 + 20, width: cell, height: cell * 1.5 },
    ]);
    expect(galleryHeight(gallery)).to.equal(cell * 3 + 20);
    expectSlidesInFrames(gallery);
  });

  it('grid: square-thumbs and an image aspect ratio give equal cells; thumbnails-per-row wins over slides-per-row', async () => {
    const gallery = await mountGallery('design="grid" square-thumbs slides-per-row="2" thumbnails-per-row="3"', slides(4));
    const cell = (960 - 2 * 20) / 3;
    expect(frames(gallery).map((box) => [box.width, box.height])).to.deep.equal(Array(4).fill([Math.round(cell * 100) / 100, Math.round(cell * 100) / 100]));
    const ratio = await mountGallery('design="grid" image-aspect-ratio="50"', slides(4));
    expect(frames(ratio).map((box) => box.height)).to.deep.equal(Array(4).fill(225 / 2));
  });

  it('auto grid: as many 250 px columns as fit (rounded down), gutter 0', async () => {
    const gallery = await mountGallery('design="auto-grid"', slides(4));
    expectFrames(frames(gallery), [
      { x: 0, y: 0, width: 320, height: 320 / 1.5 },
      { x: 320, y: 0, width: 320, height: 480 },
      { x: 640, y: 0, width: 320, height: 320 },
      { x: 0, y: 480, width: 320, height: 180 },
    ]);
    const wider = await mountGallery('design="auto-grid" column-width="200px" gutter="10"', slides(5));
    expect(frames(wider).map((box) => box.x)).to.deep.equal([0, 194, 388, 582, 776]);
  });

  it('auto columns: masonry in 250 px columns, each slide under the shortest column', async () => {
    const gallery = await mountGallery('design="auto-columns"', slides(5));
    expectFrames(frames(gallery), [
      { x: 0, y: 0, width: 320, height: 320 / 1.5 },
      { x: 320, y: 0, width: 320, height: 480 },
      { x: 640, y: 0, width: 320, height: 320 },
      { x: 0, y: 320 / 1.5, width: 320, height: 180 },
      { x: 640, y: 320, width: 320, height: 320 / 1.5 },
    ]);
    expect(galleryHeight(gallery)).to.equal(Math.round((320 + 320 / 1.5) * 100) / 100);
  });

  it('auto rows: justified rows near 250 px with a 20 px gutter; the last row keeps 250 px', async () => {
    const gallery = await mountGallery('design="auto-rows"', slides(5));
    const ratios = [1.5, 2 / 3, 1, 16 / 9];
    const height = (960 - 3 * 20) / ratios.reduce((sum, ratio) => sum + ratio, 0);
    let x = 0;
    const row = ratios.map((ratio) => {
      const box = { x, y: 0, width: height * ratio, height };
      x += box.width + 20;
      return box;
    });
    expectFrames(frames(gallery), [...row, { x: 0, y: height + 20, width: 375, height: 250 }]);
    expect(galleryHeight(gallery)).to.equal(Math.round((height + 270) * 100) / 100);
  });

  it('carousel: 3 per row with a 1 px gutter, 2 below 480 px; off-screen groups are inert', async () => {
    const gallery = await mountGallery('design="carousel"', slides(5));
    const width = (960 - 2) / 3;
    expectFrames(frames(gallery).slice(0, 3), [
      { x: 0, y: 0, width, height: width / 1.5 },
      { x: width + 1, y: 0, width, height: width * 1.5 },
      { x: 2 * (width + 1), y: 0, width, height: width },
    ]);
    expect(parts(gallery, 'slide').map((frame) => frame.inert)).to.deep.equal([false, false, false, true, true]);
    const narrow = await mountGallery('design="carousel"', slides(5), 400);
    expect(frames(narrow)[1]!.x).to.equal(Math.round(((400 - 1) / 2 + 1) * 100) / 100);
  });

  it('list: the image takes list-image-size percent (50) and the caption the rest', async () => {
    const gallery = await mountGallery('design="list"', slides(2, { caption: 'A caption' }));
    expectFrames(frames(gallery), [
      { x: 0, y: 0, width: 960, height: 480 / 1.5 },
      { x: 0, y: 320, width: 960, height: 720 },
    ]);
    const [first] = slideElements(gallery);
    expect(first!.querySelector('img')!.getBoundingClientRect().width).to.equal(480);
    const caption = first!.querySelector('figcaption')!.getBoundingClientRect();
    expect(caption.left - first!.getBoundingClientRect().left).to.be.at.least(480);
    const sized = await mountGallery('design="list" list-image-size="25"', slides(1));
    expect(sized.querySelector('img')!.getBoundingClientRect().width).to.equal(240);
  });

  it('slideshow: one slide at a time, its own height (autoHeight), the others hidden and inert', async () => {
    const gallery = await mountGallery('design="slideshow"', slides(3));
    expect(frames(gallery).every((box) => box.width === 960 && box.height === 640 && box.x === 0 && box.y === 0)).to.equal(true);
    expect(galleryHeight(gallery)).to.equal(640);
    expect(parts(gallery, 'slide').map((frame) => frame.inert)).to.deep.equal([false, true, true]);
    await settled(gallery);
    expect(parts(gallery, 'slide').map((frame) => getComputedStyle(frame).opacity)).to.deep.equal(['1', '0', '0']);
  });

  it('slider: one row 10 % of the width tall, each slide at its own ratio, the current one centred', async () => {
    const gallery = await mountGallery('design="slider"', slides(3));
    await settled(gallery);
    const boxes = frames(gallery);
    expect(boxes.map((box) => box.height)).to.deep.equal([96, 96, 96]);
    expect(boxes.map((box) => box.width)).to.deep.equal([144, 64, 96]);
    expect(boxes[0]!.x + boxes[0]!.width / 2).to.equal(480);
    expect(galleryHeight(gallery)).to.equal(96);
  });

  it('stacked (the base design): every slide at full width, one under the other', async () => {
    const gallery = await mountGallery('design="stacked"', slides(2));
    expectFrames(frames(gallery), [
      { x: 0, y: 0, width: 960, height: 640 },
      { x: 0, y: 640, width: 960, height: 1440 },
    ]);
  });

  it('relays out when the container is resized', async () => {
    const gallery = await mountGallery('design="grid"', slides(4));
    gallery.parentElement!.style.width = '480px';
    await waitUntil(() => frames(gallery)[0]!.width === (480 - 60) / 4, 'the cells shrink');
  });

  it('reserves the final size before any image loads, and image loads move nothing', async () => {
    const gallery = await mountGallery('design="auto-columns"', slides(8));
    const before = frames(gallery);
    const height = galleryHeight(gallery);
    const images = slideElements(gallery).map((element) => element.querySelector('img')!);
    await waitUntil(() => images.every((image) => image.complete && image.naturalWidth > 0), 'every image loaded', { timeout: 5000 });
    expect(frames(gallery)).to.deep.equal(before);
    expect(galleryHeight(gallery)).to.equal(height);
  });
});
