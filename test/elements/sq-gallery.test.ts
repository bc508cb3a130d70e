import { expect, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { resize } from '../helpers/testing.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-gallery.js';
import { captureConsole } from '../helpers/console.js';
import {
  IMAGES,
  currentIndexOf,
  frames,
  hitOf,
  mountGallery,
  part,
  parts,
  slide,
  slideElements,
  slides,
  unmountGalleries,
} from '../helpers/gallery.js';

type Frame = { x: number; y: number; width: number; height: number };

/** Layout snaps boxes to 1/64 px: frames match the expected boxes within 0.05 px. */
function expectFrames(actual: Frame[], expected: Frame[]) {
  expect(actual.length, 'frame count').to.equal(expected.length);
  actual.forEach((box, i) => {
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(box[key], `frame ${i} ${key}: ${JSON.stringify(box)}`).to.be.closeTo(expected[i]![key], 0.05);
    }
  });
}

function expectClose(actual: number, expected: number, what?: string) {
  expect(actual, what).to.be.closeTo(expected, 0.05);
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
  await Promise.all(gallery.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

/** Waits for what the last input or change asked of the gallery to be drawn: React draws it before the next frame. */
async function drawn(gallery: HTMLElement) {
  await (gallery as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
  await nextFrame();
}

type Clock = ReturnType<typeof install>;
let clock: Clock | undefined;

/** Fakes the timers the gallery keeps time with (motion locks, autoplay, relayout) until the test ends. */
function fakeTimers(): Clock {
  clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
  return clock;
}

/** Waits a frame at a time, for at most `frames`, until `condition` holds: a fake clock stops `waitUntil`, not frames. */
async function framesUntil(condition: () => unknown, message: string, frames = 60): Promise<void> {
  for (let frame = 0; frame < frames && !condition(); frame++) await nextFrame();
  expect(condition(), message).to.be.ok;
}

/** Lets `ms` of the clock go by in 10 ms steps with a frame in each, so the renders and effects each step starts run as they would. */
async function advance(running: Clock, ms: number) {
  for (let gone = 0; gone < ms; gone += 10) {
    running.tick(10);
    await nextFrame();
  }
}

/** As `advance`, until `condition` holds, for at most `ms`. */
async function advanceUntil(running: Clock, condition: () => unknown, message: string, ms = 2000) {
  for (let gone = 0; gone < ms && !condition(); gone += 10) {
    running.tick(10);
    await nextFrame();
  }
  expect(condition(), message).to.be.ok;
}

/** mountGallery on a fake clock, so the gallery's timers count on it from the first render; mountGallery looks for that render every 50 ms of it. */
async function mountOnClock(running: Clock, ...args: Parameters<typeof mountGallery>): Promise<HTMLElement> {
  let gallery: HTMLElement | undefined;
  void mountGallery(...args).then((mounted) => (gallery = mounted));
  await advanceUntil(running, () => gallery, 'the gallery rendered', 1000);
  return gallery!;
}

/** axe yields on timers of 0 ms, which the clock, inside a tick, sets 1 ms on: it runs them a millisecond at a time until axe answers. */
async function accessibleOnClock(running: Clock, element: Element) {
  let checked = false;
  const accessible = Promise.resolve(expect(element).to.be.accessible()).finally(() => (checked = true));
  while (!checked) await running.tickAsync(1);
  await accessible;
}

before(async () => {
  await resize(1200, 900);
});
afterEach(() => {
  clock?.uninstall();
  clock = undefined;
  unmountGalleries();
});

// The slides cycle landscape 1500x1000, portrait 1000x1500, square 800x800, wide 1600x900.
describe('<sq-gallery> layout of every design with its defaults (960 px wide)', () => {
  it('is laid out before the first frame after it is added: no frame shows it empty', async () => {
    unmountGalleries();
    const stage = document.createElement('div');
    stage.style.width = '960px';
    stage.innerHTML = `<sq-gallery design="grid">${slides(6)}</sq-gallery>`;
    document.body.append(stage);
    const gallery = stage.querySelector('sq-gallery')!;
    try {
      const drawn = await new Promise<{ height: number; frames: number }>((resolve) =>
        requestAnimationFrame(() => resolve({ height: gallery.getBoundingClientRect().height, frames: parts(gallery, 'slide').length })),
      );
      expect(drawn.frames, 'every slide is framed').to.equal(6);
      expect(drawn.height, 'the gallery has its height').to.be.greaterThan(200);
    } finally {
      stage.remove();
    }
  });

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
    expectClose(galleryHeight(gallery), cell * 3 + 20);
    expectSlidesInFrames(gallery);
  });

  it('grid: 3 columns below 724 px and 2 below 480 px, as the carousel', async () => {
    for (const [width, columns] of [
      [700, 3],
      [390, 2],
    ] as const) {
      const gallery = await mountGallery('design="grid"', slides(6), width);
      const cell = (width - (columns - 1) * 20) / columns;
      const lefts = new Set(frames(gallery).map((box) => Math.round(box.x)));
      expect(lefts.size, `${width} px`).to.equal(columns);
      expectClose(frames(gallery)[0]!.width, cell, `${width} px`);
      expectSlidesInFrames(gallery);
    }
  });

  it('grid: auto-crop crops each row to its shortest slide, so no slide leaves a hole under it', async () => {
    const gallery = await mountGallery('design="grid" auto-crop', slides(6));
    const cell = (960 - 3 * 20) / 4;
    const rows = frames(gallery);
    expect(
      rows.slice(0, 4).every((box) => Math.abs(box.height - cell * (9 / 16)) < 0.05),
      'the first row as tall as its widest image',
    ).to.equal(true);
    expectClose(rows[4]!.y, cell * (9 / 16) + 20);
    expectSlidesInFrames(gallery);
    const image = slideElements(gallery)[1]!.querySelector('img')!.getBoundingClientRect();
    expectClose(image.height, cell * (9 / 16), 'the image is cropped to its cell, not left with a gap');
    const columns = await mountGallery('design="auto-columns" image-aspect-ratio="50"', slides(4));
    expect(frames(columns).map((box) => box.height)).to.deep.equal(Array(4).fill(160));
  });

  it('grid: square-thumbs and an image aspect ratio give equal cells; thumbnails-per-row wins over slides-per-row', async () => {
    const gallery = await mountGallery('design="grid" square-thumbs slides-per-row="2" thumbnails-per-row="3"', slides(4));
    const cell = (960 - 2 * 20) / 3;
    for (const box of frames(gallery)) {
      expectClose(box.width, cell);
      expectClose(box.height, cell);
    }
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
    // (960 + 10) / (200 + 10) is 4.6: 4 columns of 232.5 px.
    expect(frames(wider).map((box) => box.x)).to.deep.equal([0, 242.5, 485, 727.5, 0]);
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
    expectClose(galleryHeight(gallery), 320 + 320 / 1.5);
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
    expectClose(galleryHeight(gallery), height + 270);
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
    expectClose(frames(narrow)[1]!.x, (400 - 1) / 2 + 1);
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

  it('is accessible in every design', async () => {
    const mixed =
      slides(5, { caption: 'A caption' }) +
      slide({ id: 'link', clickThroughUrl: '/shop' }) +
      slide({ id: 'v', type: 'video', inner: '<video muted></video>' });
    for (const design of ['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'carousel', 'list', 'slideshow', 'slider', 'stacked']) {
      const gallery = await mountGallery(`design="${design}" ${design === 'slideshow' ? 'thumbnails lightbox' : ''}`, mixed);
      await settled(gallery);
      await expect(gallery, design).to.be.accessible();
    }
  });

  it('draws the focus ring of a slide reached with Tab over its picture, in every design', async () => {
    for (const design of ['grid', 'auto-grid', 'auto-columns', 'auto-rows', 'carousel', 'list', 'slideshow', 'slider']) {
      const gallery = await mountGallery(`design="${design}" lightbox`, slides(3), 960, { before: '<button id="before">Before</button>' });
      document.getElementById('before')!.focus();
      const hit = hitOf(gallery, 0)!;
      for (let i = 0; i < 4 && gallery.shadowRoot!.activeElement !== hit; i++) await sendKeys({ press: 'Tab' });
      expect(gallery.shadowRoot!.activeElement === hit, `${design}: Tab reaches the first slide`).to.equal(true);
      const ring = getComputedStyle(hit, '::after');
      const picture = getComputedStyle(slideElements(gallery)[0]!);
      expect(ring.content, `${design}: a ring is drawn`).to.not.equal('none');
      expect(ring.position, design).to.equal('absolute');
      expect(Number(ring.zIndex), `${design}: above the slotted picture (z-index ${picture.zIndex})`).to.be.above(0);
      expect(ring.outlineStyle, design).to.equal('solid');
      expect(ring.outlineWidth, design).to.equal('3px');
      expect(ring.boxShadow, `${design}: edged with a contrasting ring`).to.contain('inset');
      await expect(gallery, design).to.be.accessible();
    }
  });

  it('relays out once the container has stopped resizing for 100 ms', async () => {
    const gallery = await mountGallery('design="grid"', slides(4));
    const resizedAt = performance.now();
    gallery.parentElement!.style.width = '760px';
    await waitUntil(() => frames(gallery)[0]!.width === (760 - 60) / 4, 'the cells shrink', { interval: 5 });
    expect(performance.now() - resizedAt, 'the gallery resize timeout is 100 ms').to.be.at.least(100);
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

describe('<sq-gallery> settings and bad input', () => {
  it('reads block-json with the spec keys; attributes win over it', async () => {
    const block = JSON.stringify({ design: 'grid', slidesPerRow: 2, padding: 0 });
    const gallery = await mountGallery(`block-json='${block}'`, slides(2));
    expect(frames(gallery).map((box) => box.width)).to.deep.equal([480, 480]);
    const overridden = await mountGallery(`block-json='${block}' slides-per-row="4"`, slides(2));
    expect(frames(overridden).map((box) => box.width)).to.deep.equal([240, 240]);
  });

  it("logs 'Error decoding gallery block data.' for block data that is not JSON, and still shows the slides", async () => {
    const console = captureConsole();
    try {
      const gallery = await mountGallery(`block-json="{design: grid"`, slides(2));
      await waitUntil(() => console.errors.length > 0);
      expect(console.errors).to.deep.equal(['Error decoding gallery block data.']);
      expectFrames(frames(gallery), [
        { x: 0, y: 0, width: 960, height: 640 },
        { x: 0, y: 640, width: 960, height: 1440 },
      ]);
    } finally {
      console.restore();
    }
  });

  it("logs 'Error evaluating gallery block data.' for JSON that is not block data", async () => {
    const console = captureConsole();
    try {
      const gallery = await mountGallery(`block-json="[1, 2]"`, slides(1));
      await waitUntil(() => console.errors.length > 0);
      expect(console.errors).to.deep.equal(['Error evaluating gallery block data.']);
      expect(frames(gallery)).to.have.length(1);
    } finally {
      console.restore();
    }
  });

  it('shows its slides as the page has them when the design is unknown', async () => {
    const console = captureConsole();
    try {
      const stage = document.createElement('div');
      stage.innerHTML = `<sq-gallery design="mosaic">${slides(2)}</sq-gallery>`;
      document.body.append(stage);
      const gallery = stage.firstElementChild!;
      await waitUntil(() => console.errors.some((line) => line.includes('Gallery design not found: mosaic')), 'the error is logged');
      const slot = gallery.shadowRoot!.querySelector('slot:not([name])') as HTMLSlotElement;
      expect(slot.assignedElements()).to.have.length(2);
      stage.remove();
    } finally {
      console.restore();
    }
  });

  it('gives the slides back to the page when the design turns unknown later', async () => {
    const console = captureConsole();
    try {
      const gallery = await mountGallery('design="grid"', slides(2));
      gallery.setAttribute('design', 'mosaic');
      const slot = () => gallery.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])');
      await waitUntil(() => slot()?.assignedElements().length === 2, 'the fallback slot shows both slides');
      expect(slideElements(gallery).map((element) => element.hasAttribute('slot'))).to.deep.equal([false, false]);
    } finally {
      console.restore();
    }
  });

  it('renders an empty, accessible gallery without slides', async () => {
    for (const design of ['grid', 'slideshow', 'carousel', 'slider']) {
      const gallery = await mountGallery(`design="${design}"`, '');
      expect(galleryHeight(gallery), design).to.equal(0);
      expect(parts(gallery, 'slide')).to.have.length(0);
      expect(part(gallery, 'previous'), design).to.equal(null);
      await expect(gallery).to.be.accessible();
    }
  });

  it("logs 'Invalid or missing image source' for a slide without data-src, and lays it out", async () => {
    const console = captureConsole();
    try {
      const gallery = await mountGallery(
        'design="grid"',
        slide({ src: false }) + slide({ id: 'b', src: 'javascript:alert(1)' }) + slide({ id: 'c' }),
      );
      await waitUntil(() => console.errors.length >= 2);
      expect(console.errors).to.deep.equal(['Invalid or missing image source', 'Invalid or missing image source']);
      expect(frames(gallery)).to.have.length(3);
      expect(slideElements(gallery)[1]!.querySelector('img')!.hasAttribute('src')).to.equal(false);
    } finally {
      console.restore();
    }
  });

  it('draws a slide without dimensions square until its image loads, then at its natural size', async () => {
    const console = captureConsole();
    try {
      const gallery = await mountGallery(
        'design="auto-columns" column-width="480"',
        slide({ image: 'portrait', dimensions: false }) + slide({ id: 'b', dimensions: 'x' }) + slide({ id: 'c', dimensions: false, src: false }),
      );
      await waitUntil(() => frames(gallery)[0]!.height === 720, 'the natural size replaces the square', { timeout: 5000 });
      await waitUntil(() => frames(gallery)[1]!.height === 320, 'an unparseable size is replaced too', { timeout: 5000 });
      expect(frames(gallery)[2]!.height, 'without an image to load it stays square').to.equal(480);
    } finally {
      console.restore();
    }
  });

  it('lays out slides that stream in after it upgraded', async () => {
    const gallery = await mountGallery('design="grid"', slides(2));
    gallery.insertAdjacentHTML('beforeend', slides(3));
    await waitUntil(() => frames(gallery).length === 5, 'the new slides are framed');
    expectSlidesInFrames(gallery);
  });
});

/** Resolves with the details of every `type` event the gallery fires until `stop` is called. */
function record<T>(gallery: Element, type: string) {
  const details: T[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail);
  gallery.addEventListener(type, listener);
  return { details, stop: () => gallery.removeEventListener(type, listener) };
}

function isDisabled(gallery: Element, name: 'previous' | 'next') {
  const control = part(gallery, name)!;
  return control.classList.contains('disabled') && control.part.contains('disabled') && control.getAttribute('aria-disabled') === 'true';
}

async function shiftTab() {
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
}

/** Speed 0 makes no motion, so each step can follow at once. */
const INSTANT = 'speed="0"';

describe('<sq-gallery> index state machine', () => {
  it('moves with the controls, fires sq-slide-change with index and id, and marks the active slide', async () => {
    const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slides(3));
    const changes = record<{ index: number; id: string | undefined }>(gallery, 'sq-slide-change');
    expect(currentIndexOf(gallery)).to.equal(0);
    expect(slideElements(gallery).map((element) => element.classList.contains('active'))).to.deep.equal([true, false, false]);
    part(gallery, 'next')!.click();
    await waitUntil(() => currentIndexOf(gallery) === 1);
    expect(changes.details).to.deep.equal([{ index: 1, id: 'b' }]);
    expect(part(gallery, 'slide active') === parts(gallery, 'slide')[1]).to.equal(true);
    expect(slideElements(gallery)[1]!.classList.contains('active')).to.equal(true);
    expect(slideElements(gallery)[0]!.classList.contains('active')).to.equal(false);
    part(gallery, 'previous')!.click();
    await waitUntil(() => currentIndexOf(gallery) === 0);
    expect(changes.details.at(-1)).to.deep.equal({ index: 0, id: 'a' });
    changes.stop();
  });

  it('has its previous and next controls name the slides they move (aria-controls), as the carousel pattern has it', async () => {
    const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slides(3));
    const track = part(gallery, 'track')!;
    expect(track.id).to.not.equal('');
    for (const name of ['previous', 'next'] as const) {
      const controlled = part(gallery, name)!.getAttribute('aria-controls');
      expect(controlled, name).to.equal(track.id);
      expect(gallery.shadowRoot!.getElementById(controlled!), name).to.equal(track);
    }
    await expect(gallery).to.be.accessible();
  });

  it('disables the controls at the ends without loop, and fires reached-end and reached-beginning', async () => {
    const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slides(2));
    expect(isDisabled(gallery, 'previous')).to.equal(true);
    expect(isDisabled(gallery, 'next')).to.equal(false);
    const beginning = oneEvent(gallery, 'sq-reached-beginning');
    part(gallery, 'previous')!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect((await beginning).detail).to.deep.equal({ index: 0 });
    part(gallery, 'next')!.click();
    await waitUntil(() => currentIndexOf(gallery) === 1);
    expect(isDisabled(gallery, 'next')).to.equal(true);
    expect(isDisabled(gallery, 'previous')).to.equal(false);
    const end = oneEvent(gallery, 'sq-reached-end');
    await sendKeys({ press: 'ArrowRight' });
    expect((await end).detail).to.deep.equal({ index: 1 });
    expect(currentIndexOf(gallery)).to.equal(1);
  });

  it('wraps at both ends with loop, and never disables the controls', async () => {
    const gallery = await mountGallery(`design="slideshow" loop ${INSTANT}`, slides(3));
    expect(isDisabled(gallery, 'previous') || isDisabled(gallery, 'next')).to.equal(false);
    part(gallery, 'previous')!.click();
    await waitUntil(() => currentIndexOf(gallery) === 2, 'previous at the first goes to the last');
    part(gallery, 'next')!.click();
    await waitUntil(() => currentIndexOf(gallery) === 0, 'next at the last goes to the first');
  });

  it('refuses changes while the slideshow is in motion (speed 1 s)', async () => {
    const gallery = await mountGallery('design="slideshow"', slides(3));
    const changes = record(gallery, 'sq-slide-change');
    // The slideshow refuses a move for the 1 s of its motion, timed on the clock.
    const running = fakeTimers();
    part(gallery, 'next')!.click();
    part(gallery, 'next')!.click();
    await drawn(gallery);
    expect(currentIndexOf(gallery)).to.equal(1);
    expect(changes.details).to.have.length(1);
    running.tick(999);
    part(gallery, 'next')!.click();
    await drawn(gallery);
    expect(currentIndexOf(gallery), 'refused 999 ms into the motion').to.equal(1);
    expect(changes.details).to.have.length(1);
    running.tick(1);
    part(gallery, 'next')!.click();
    await framesUntil(() => currentIndexOf(gallery) === 2, 'after the motion it moves again');
    changes.stop();
  });

  it('carousel: moves by group, disabled at the last group', async () => {
    const gallery = await mountGallery(`design="carousel" ${INSTANT}`, slides(7));
    const changes = record<{ index: number }>(gallery, 'sq-slide-change');
    part(gallery, 'next')!.click();
    await waitUntil(() => currentIndexOf(gallery) === 3);
    await settled(gallery);
    const width = (960 - 2) / 3;
    expectClose(frames(gallery)[3]!.x, 0, 'group 1 is in view');
    expect(parts(gallery, 'slide').map((frame) => frame.inert)).to.deep.equal([true, true, true, false, false, false, true]);
    part(gallery, 'next')!.click();
    await waitUntil(() => currentIndexOf(gallery) === 6);
    expect(isDisabled(gallery, 'next')).to.equal(true);
    expect(changes.details.map((detail) => detail.index)).to.deep.equal([3, 6]);
    expectClose(part(gallery, 'track')!.getBoundingClientRect().left - part(gallery, 'gallery')!.getBoundingClientRect().left, -6 * (width + 1));
    changes.stop();
  });

  it('takes the left and right arrow keys (37 and 39), unless keyboard is off', async () => {
    const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slides(3));
    part(gallery, 'next')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => currentIndexOf(gallery) === 1);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => currentIndexOf(gallery) === 2);
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => currentIndexOf(gallery) === 1);
    const off = await mountGallery(`design="slideshow" keyboard="false" ${INSTANT}`, slides(3));
    part(off, 'next')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await drawn(off);
    expect(currentIndexOf(off)).to.equal(0);
  });

  it('slideshow click: next by default, by the half clicked with click-behavior half, a click-through url navigates', async () => {
    const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slides(3));
    slideElements(gallery)[0]!.click();
    await waitUntil(() => currentIndexOf(gallery) === 1);
    const halves = await mountGallery(`design="slideshow" click-behavior="half" loop ${INSTANT}`, slides(3));
    const clickAt = (x: number) => {
      const image = slideElements(halves)[currentIndexOf(halves)]!.querySelector('img')!;
      const rect = image.getBoundingClientRect();
      image.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: rect.left + x, clientY: rect.top + 10 }));
    };
    clickAt(100);
    await waitUntil(() => currentIndexOf(halves) === 2, 'the left half goes previous');
    clickAt(900);
    await waitUntil(() => currentIndexOf(halves) === 0, 'the right half goes next');
    const links = await mountGallery(`design="slideshow" ${INSTANT}`, slide({ id: 'a', clickThroughUrl: '#clicked-through' }) + slide({ id: 'b' }));
    expect(hitOf(links, 0)!.getAttribute('role')).to.equal('link');
    slideElements(links)[0]!.click();
    await waitUntil(() => location.hash === '#clicked-through', 'the click-through url is followed');
    expect(currentIndexOf(links)).to.equal(0);
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('slider: a click selects another slide, a click on the current one stays; Enter and Space select too', async () => {
    const gallery = await mountGallery(`design="slider" ${INSTANT}`, slides(4));
    const elements = slideElements(gallery);
    const hits = elements.map((_, i) => hitOf(gallery, i)!);
    expect(hits.map((hit) => hit.getAttribute('role'))).to.deep.equal(['button', 'button', 'button', 'button']);
    expect(hits.every((hit) => hit.tabIndex === 0)).to.equal(true);
    expect(
      elements.some((element) => element.hasAttribute('role')),
      "the page's markup keeps its own semantics",
    ).to.equal(false);
    elements[2]!.click();
    await waitUntil(() => currentIndexOf(gallery) === 2);
    expect(hits[2]!.getAttribute('aria-current')).to.equal('true');
    elements[2]!.click();
    await drawn(gallery);
    expect(currentIndexOf(gallery)).to.equal(2);
    hits[3]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => currentIndexOf(gallery) === 3);
    hits[1]!.focus();
    await sendKeys({ press: ' ' });
    await waitUntil(() => currentIndexOf(gallery) === 1);
    await settled(gallery);
    const box = frames(gallery)[1]!;
    expectClose(box.x + box.width / 2, 480, 'the current slide is centred');
    const next = await mountGallery(`design="slider" active-slide-click-behavior="next" ${INSTANT}`, slides(3));
    slideElements(next)[0]!.click();
    await waitUntil(() => currentIndexOf(next) === 1, 'the current slide clicked goes next');
  });

  it('a slideshow with thumbnails keeps both in step (linked galleries)', async () => {
    const gallery = await mountGallery(`design="slideshow" thumbnails ${INSTANT}`, slides(4));
    const thumbnails = parts(gallery, 'thumbnail');
    expect(thumbnails).to.have.length(4);
    expect(thumbnails[0]!.getAttribute('aria-label')).to.equal('Image 1 of 4');
    const changes = record<{ index: number }>(gallery, 'sq-slide-change');
    // The linked strip holds both still for the 0.5 s of its motion, timed on the clock.
    const running = fakeTimers();
    thumbnails[2]!.click();
    await framesUntil(() => currentIndexOf(gallery) === 2, 'a thumbnail moves the slideshow');
    expect(part(gallery, 'thumbnail active') === thumbnails[2]).to.equal(true);
    part(gallery, 'next')!.click();
    await drawn(gallery);
    expect(currentIndexOf(gallery), 'refused while the linked strip moves (0.5 s)').to.equal(2);
    running.tick(499);
    part(gallery, 'next')!.click();
    await drawn(gallery);
    expect(currentIndexOf(gallery), 'refused 499 ms into the strip motion').to.equal(2);
    running.tick(1);
    running.uninstall();
    clock = undefined;
    part(gallery, 'next')!.click();
    await waitUntil(() => part(gallery, 'thumbnail active') === thumbnails[3], 'the slideshow moves the strip');
    expect(changes.details.map((detail) => detail.index)).to.deep.equal([2, 3]);
    const strip = part(gallery, 'thumbnails')!.getBoundingClientRect();
    expectClose(
      strip.top - part(gallery, 'gallery')!.getBoundingClientRect().top,
      540,
      'the strip sits under the slide area, as tall as the current (wide) slide',
    );
    expectClose(strip.height, 96, 'vSize 10 without a strip height');
    changes.stop();
  });

  it('starts the thumbnail strip at its left edge and shows the last thumbnail whole', async () => {
    const gallery = await mountGallery(`design="slideshow" thumbnails ${INSTANT}`, slides(16), 600);
    const strip = part(gallery, 'thumbnails')!.getBoundingClientRect();
    const thumbnails = parts(gallery, 'thumbnail');
    await settled(gallery);
    expectClose(thumbnails[0]!.getBoundingClientRect().left, strip.left, 'the first thumbnail at the left edge');
    thumbnails[15]!.click();
    await waitUntil(() => currentIndexOf(gallery) === 15, 'the last slide');
    await waitUntil(async () => {
      await settled(gallery);
      return Math.abs(thumbnails[15]!.getBoundingClientRect().right - strip.right) < 0.05;
    }, 'the last thumbnail ends at the right edge, whole');
    expect(thumbnails[15]!.getBoundingClientRect().left).to.be.at.least(strip.left);
  });

  it('loads the strip thumbnails that fit at once and the rest when near', async () => {
    const gallery = await mountGallery(`design="slideshow" thumbnails ${INSTANT}`, slides(16));
    const loading = parts(gallery, 'thumbnail').map((thumbnail) => thumbnail.querySelector('img')!.getAttribute('loading'));
    // 960 px wide, a 96 px strip: ceil(960 / 96) = 10 thumbnails preloaded from the current one.
    expect(loading).to.deep.equal([...Array(10).fill('eager'), ...Array(6).fill('lazy')]);
  });

  it('starts at current-index and moves when it changes', async () => {
    const gallery = await mountGallery(`design="slideshow" current-index="2" ${INSTANT}`, slides(3));
    expect(currentIndexOf(gallery)).to.equal(2);
    gallery.setAttribute('current-index', '0');
    await waitUntil(() => currentIndexOf(gallery) === 0);
  });
});

/** Replaces the page address for one test; the returned function puts the original back. */
function visit(address: string): () => void {
  const original = `${location.pathname}${location.search}${location.hash}`;
  history.replaceState(history.state, '', address);
  return () => history.replaceState(history.state, '', original);
}

describe('<sq-gallery> autoplay', () => {
  it('advances by itself after autoplay-duration seconds, and wraps to keep going', async () => {
    const gallery = await mountGallery(`design="slideshow" autoplay autoplay-duration="0.2" loop ${INSTANT}`, slides(2));
    const changes = record<{ index: number }>(gallery, 'sq-slide-change');
    await waitUntil(() => changes.details.length >= 2, 'two steps', { timeout: 3000 });
    expect(changes.details.slice(0, 2).map((detail) => detail.index)).to.deep.equal([1, 0]);
    changes.stop();
  });

  it('stops at the last slide of a gallery that does not loop, firing sq-reached-end', async () => {
    const running = fakeTimers();
    const gallery = await mountOnClock(running, `design="slideshow" autoplay autoplay-duration="0.2" ${INSTANT}`, slides(2));
    const changes = record<{ index: number }>(gallery, 'sq-slide-change');
    const ends = record<{ index: number }>(gallery, 'sq-reached-end');
    await advanceUntil(running, () => ends.details.length === 1, 'reachedEnd at the last slide');
    expect(ends.details[0]).to.deep.equal({ index: 1 });
    await advance(running, 600);
    expect(
      changes.details.map((detail) => detail.index),
      'no wrap to the first',
    ).to.deep.equal([1]);
    expect(currentIndexOf(gallery)).to.equal(1);
    changes.stop();
    ends.stop();
  });

  it('has a labelled pause control, operated from the keyboard, that stops autoplay until pressed again', async () => {
    const running = fakeTimers();
    const gallery = await mountOnClock(running, `design="slideshow" autoplay autoplay-duration="0.3" loop ${INSTANT}`, slides(3), 960, {
      before: '<button id="before">Before</button>',
    });
    const toggle = part(gallery, 'autoplay-toggle')!;
    expect(toggle.localName).to.equal('button');
    expect(toggle.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    await accessibleOnClock(running, gallery);
    document.getElementById('before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(gallery.shadowRoot!.activeElement === toggle, 'the pause control is the first stop in the gallery').to.equal(true);
    await sendKeys({ press: 'Enter' });
    expect(toggle.getAttribute('aria-label')).to.equal('Start automatic slide show');
    await shiftTab();
    const at = currentIndexOf(gallery);
    await advance(running, 900);
    expect(currentIndexOf(gallery), 'paused after focus left').to.equal(at);
    await accessibleOnClock(running, gallery);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: ' ' });
    expect(toggle.getAttribute('aria-label')).to.equal('Stop automatic slide show');
    await shiftTab();
    await advanceUntil(running, () => currentIndexOf(gallery) !== at, 'it goes on once played again and focus has left');
  });

  it('holds while keyboard focus is inside the gallery, and goes on when it leaves', async () => {
    const running = fakeTimers();
    const gallery = await mountOnClock(running, `design="carousel" autoplay autoplay-duration="0.2" loop ${INSTANT}`, slides(6), 960, {
      before: '<button id="before">Before</button>',
    });
    document.getElementById('before')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(gallery.shadowRoot!.activeElement, 'focus is inside the gallery').to.not.equal(null);
    await advance(running, 600);
    expect(currentIndexOf(gallery), 'held while focus is inside').to.equal(0);
    document.getElementById('before')!.focus();
    await advanceUntil(running, () => currentIndexOf(gallery) === 3, 'the next group once focus has left');
  });

  it('pauses while the pointer is over the gallery, and goes on when it leaves', async () => {
    const running = fakeTimers();
    const gallery = await mountOnClock(running, `design="carousel" autoplay autoplay-duration="0.2" ${INSTANT}`, slides(6));
    gallery.dispatchEvent(new PointerEvent('pointerenter'));
    await advance(running, 500);
    expect(currentIndexOf(gallery), 'paused on hover').to.equal(0);
    gallery.dispatchEvent(new PointerEvent('pointerleave'));
    await advanceUntil(running, () => currentIndexOf(gallery) === 3, 'the next group after the pointer leaves');
  });

  it('is off with ?nomotion=true', async () => {
    const restore = visit(`${location.pathname}${location.search}${location.search ? '&' : '?'}nomotion=true`);
    try {
      const running = fakeTimers();
      const gallery = await mountOnClock(running, `design="slideshow" autoplay autoplay-duration="0.1" ${INSTANT}`, slides(3));
      await advance(running, 500);
      expect(currentIndexOf(gallery)).to.equal(0);
      expect(part(gallery, 'autoplay-toggle'), 'nothing to pause').to.equal(null);
    } finally {
      restore();
    }
  });

  it('stops while a video plays and resumes when it pauses', async () => {
    const video = slide({ id: 'v', type: 'video', inner: '<video muted></video>' });
    const running = fakeTimers();
    const gallery = await mountOnClock(running, `design="slideshow" autoplay autoplay-duration="0.3" loop ${INSTANT}`, video + slides(2));
    const player = gallery.querySelector('video')!;
    player.dispatchEvent(new Event('play'));
    await advance(running, 700);
    expect(currentIndexOf(gallery), 'a playing video stops autoplay').to.equal(0);
    player.dispatchEvent(new Event('pause'));
    await advanceUntil(running, () => currentIndexOf(gallery) === 1, 'autoplay is restored');
  });
});

describe('<sq-gallery> meta position, mixed content and current index', () => {
  function rects(gallery: Element, index: number) {
    const frame = parts(gallery, 'slide')[index]!.getBoundingClientRect();
    const meta = slideElements(gallery)[index]!.querySelector('figcaption')!.getBoundingClientRect();
    const image = slideElements(gallery)[index]!.querySelector('img')!.getBoundingClientRect();
    return { frame, meta, image };
  }

  it('draws the caption over the image at the meta-position edge, inside the frame', async () => {
    const plain = await mountGallery('design="grid"', slides(2, { caption: 'A caption' }));
    expect(rects(plain, 0).meta.top, 'without a position the caption is not on the slide').to.be.at.least(rects(plain, 0).frame.bottom - 0.5);
    for (const edge of ['top', 'center', 'bottom'] as const) {
      const gallery = await mountGallery(`design="grid" meta-position="${edge}"`, slides(2, { caption: 'A caption' }));
      const { frame, meta } = rects(gallery, 0);
      expect(meta.height, edge).to.be.above(10);
      expect(meta.left, edge).to.be.closeTo(frame.left, 0.5);
      expect(meta.right, edge).to.be.closeTo(frame.right, 0.5);
      if (edge === 'top') expect(meta.top).to.be.closeTo(frame.top, 0.5);
      if (edge === 'bottom') expect(meta.bottom).to.be.closeTo(frame.bottom, 0.5);
      if (edge === 'center') expect((meta.top + meta.bottom) / 2).to.be.closeTo((frame.top + frame.bottom) / 2, 0.5);
      expect(getComputedStyle(slideElements(gallery)[0]!.querySelector('figcaption')!).color, 'light text on a dark veil').to.equal(
        'rgb(255, 255, 255)',
      );
      await expect(gallery, edge).to.be.accessible();
    }
  });

  it('scrolls a caption taller than 90% of its slide, at 40% of the slide height', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a long caption.`).join(' ');
    const gallery = await mountGallery('design="grid" meta-position="bottom" image-aspect-ratio="50"', slides(2, { caption: long }));
    const { frame } = rects(gallery, 0);
    const meta = slideElements(gallery)[0]!.querySelector('figcaption')!;
    expect(meta.getBoundingClientRect().height).to.be.closeTo(frame.height * 0.4, 1);
    expect(meta.scrollHeight).to.be.above(meta.clientHeight);
    expect(getComputedStyle(meta).overflowY).to.equal('auto');
    gallery.setAttribute('meta-position', 'top');
    await waitUntil(() => Math.abs(meta.getBoundingClientRect().top - frame.top) < 0.5, 'moved to the top');
    gallery.removeAttribute('meta-position');
    await waitUntil(() => meta.getBoundingClientRect().top >= frame.bottom - 0.5, 'no position: off the slide again');
  });

  it('puts the list meta on the left or right of the image, aligned top, centre or bottom', async () => {
    const right = await mountGallery('design="list"', slides(2, { caption: 'A caption' }));
    expect(rects(right, 0).meta.left).to.be.at.least(rects(right, 0).image.right);
    const left = await mountGallery('design="list" meta-position="left"', slides(2, { caption: 'A caption' }));
    expect(rects(left, 0).meta.right).to.be.at.most(rects(left, 0).image.left);
    expect(rects(left, 0).image.right).to.be.closeTo(rects(left, 0).frame.right, 0.5);
    await expect(left).to.be.accessible();
    const bottom = await mountGallery('design="list" meta-position="bottom"', slides(2, { caption: 'A caption' }));
    expect(rects(bottom, 0).meta.bottom).to.be.closeTo(rects(bottom, 0).frame.bottom, 0.5);
    expect(rects(bottom, 0).meta.left).to.be.at.least(rects(bottom, 0).image.right);
  });

  it('with mixed-content, a slide without an image is content, not a broken image', async () => {
    const text = '<div data-type="image"><p>Opening hours: 9 to 5</p></div>';
    let console = captureConsole();
    try {
      await mountGallery('design="grid"', text + slide({ id: 'b' }));
      await waitUntil(() => console.errors.length >= 1, 'reported without mixed-content');
      expect(console.errors).to.deep.equal(['Invalid or missing image source']);
    } finally {
      console.restore();
    }
    console = captureConsole();
    try {
      const gallery = await mountGallery('design="grid" mixed-content', text + slide({ id: 'b' }) + slide({ id: 'c', src: false }));
      await waitUntil(() => console.errors.length >= 1, 'an image slide without a source is still reported');
      await drawn(gallery);
      expect(console.errors).to.deep.equal(['Invalid or missing image source']);
      expect(frames(gallery)).to.have.length(3);
      expect(hitOf(gallery, 0), 'content does not open the lightbox').to.equal(null);
    } finally {
      console.restore();
    }
  });

  it('reflects the current slide in current-index, and still moves when it is set', async () => {
    const gallery = (await mountGallery(`design="slideshow" ${INSTANT}`, slides(4))) as HTMLElement & { currentIndex: number | undefined };
    await waitUntil(() => gallery.getAttribute('current-index') === '0', 'the first slide is reflected');
    part(gallery, 'next')!.click();
    await waitUntil(() => gallery.getAttribute('current-index') === '1', 'next is reflected');
    expect(gallery.currentIndex).to.equal(1);
    part(gallery, 'next')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => gallery.currentIndex === 2, 'an arrow key is reflected');
    gallery.currentIndex = 0;
    await waitUntil(() => currentIndexOf(gallery) === 0, 'setting it moves there');
    expect(gallery.getAttribute('current-index')).to.equal('0');
    const carousel = await mountGallery(`design="carousel" ${INSTANT}`, slides(6));
    part(carousel, 'next')!.click();
    await waitUntil(() => carousel.getAttribute('current-index') === '3', 'a carousel reflects the first slide of its group');
  });
});

describe('<sq-gallery> deep link and history', () => {
  it('starts on the slide named by itemId in the hash, by id or url', async () => {
    let restore = visit(`${location.pathname}${location.search}#itemId=c`);
    try {
      const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slides(4));
      expect(currentIndexOf(gallery)).to.equal(2);
    } finally {
      restore();
    }
    restore = visit(`${location.pathname}${location.search}#itemId=second-url`);
    try {
      const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slide({ id: 'a' }) + slide({ url: 'second-url' }));
      expect(currentIndexOf(gallery)).to.equal(1);
    } finally {
      restore();
    }
  });

  it('takes the last path segment after collection-url when the hash names nothing', async () => {
    const restore = visit('/gallery-deep-link/b');
    try {
      const gallery = await mountGallery(`design="slideshow" collection-url="/gallery-deep-link" ${INSTANT}`, slides(3));
      expect(currentIndexOf(gallery)).to.equal(1);
    } finally {
      restore();
    }
  });

  it('writes the current slide as itemId with replaceState when history is on', async () => {
    const restore = visit(`${location.pathname}${location.search}`);
    const length = history.length;
    try {
      const gallery = await mountGallery(`design="slideshow" history ${INSTANT}`, slides(3));
      expect(location.hash, 'nothing is written on load').to.equal('');
      part(gallery, 'next')!.click();
      await waitUntil(() => location.hash === '#itemId=b', 'the hash names the slide');
      expect(history.length, 'replaced, not pushed').to.equal(length);
      const collection = await mountGallery(`design="slideshow" history collection-url="/gallery-history" ${INSTANT}`, slides(3));
      expect(currentIndexOf(collection), 'the address now names b').to.equal(1);
      part(collection, 'next')!.click();
      await waitUntil(() => location.pathname === '/gallery-history/' && location.hash === '#itemId=c', "the collection's URL with a trailing slash");
    } finally {
      restore();
    }
  });

  it('leaves the address alone without history', async () => {
    const restore = visit(`${location.pathname}${location.search}`);
    try {
      const gallery = await mountGallery(`design="slideshow" ${INSTANT}`, slides(3));
      part(gallery, 'next')!.click();
      await waitUntil(() => currentIndexOf(gallery) === 1);
      await drawn(gallery);
      expect(location.hash).to.equal('');
    } finally {
      restore();
    }
  });
});

describe('<sq-gallery> with many slides', () => {
  it('draws the frames on screen first and the rest in batches, with the final height reserved from the start', async () => {
    const count = 600;
    // What the first render drew, read before any later task could draw more.
    let first: { reserved: number; firstFrame: unknown; drawn: number; shown: boolean[] } | undefined;
    const gallery = await mountGallery('design="grid" image-aspect-ratio="75"', slides(count), 960, {
      onFirstRender: (rendered) => {
        first = {
          reserved: galleryHeight(rendered),
          firstFrame: frames(rendered)[0],
          drawn: parts(rendered, 'slide').length,
          shown: slideElements(rendered).map((element) => element.assignedSlot !== null),
        };
      },
    });
    const { reserved, firstFrame, drawn, shown } = first!;
    const cell = (960 - 3 * 20) / 4;
    const height = Math.ceil(count / 4) * (cell * 0.75 + 20) - 20;
    expectClose(reserved, height, 'the whole height at once');
    expect(drawn, 'not every frame in the first render').to.be.below(count);
    // The frames in the window, once the page has settled (they never move: checked below).
    const top = part(gallery, 'gallery')!.getBoundingClientRect().top;
    const onScreen = frames(gallery).filter((box) => top + box.y < innerHeight).length;
    expect(onScreen, 'frames on screen').to.be.above(0);
    expect(drawn, 'every frame on screen is drawn first').to.be.at.least(onScreen);
    shown.slice(0, onScreen).forEach((isShown, i) => expect(isShown, `slide ${i} is shown`).to.equal(true));
    await waitUntil(() => parts(gallery, 'slide').length === count, 'the other frames follow', { timeout: 10_000 });
    expect(galleryHeight(gallery), 'the height did not change').to.equal(reserved);
    expect(frames(gallery)[0], 'the first frame did not move').to.deep.equal(firstFrame);
    expect(slideElements(gallery).every((element) => element.assignedSlot !== null)).to.equal(true);
    expectSlidesInFrames(gallery);
  });

  it('fits, captions and slots the slides of every batch, and lets the browser skip the contents of frames far from view', async () => {
    const count = 500;
    const gallery = await mountGallery('design="grid" image-aspect-ratio="75" meta-position="bottom"', slides(count, { caption: 'A caption' }));
    await waitUntil(() => parts(gallery, 'slide').length === count, 'every frame drawn', { timeout: 10_000 });
    const elements = slideElements(gallery);
    const unfinished = elements
      .map((element, i) => ({ i, image: element.querySelector('img')!, caption: element.querySelector('figcaption')! }))
      .filter(({ image, caption }) => image.style.objectFit !== 'cover' || caption.style.position !== 'absolute' || caption.style.bottom !== '0px');
    expect(
      unfinished.map(({ i }) => i),
      'slides not fitted or captioned',
    ).to.deep.equal([]);
    expect(elements.every((element, i) => element.assignedSlot?.name === `slide-${i}`)).to.equal(true);
    const drawn = parts(gallery, 'slide');
    expect(getComputedStyle(drawn[0]!).contentVisibility, 'frames of a large grid').to.equal('auto');
    expect(getComputedStyle(drawn[count - 1]!).contentVisibility).to.equal('auto');

    const carousel = await mountGallery('design="carousel"', slides(6));
    expect(getComputedStyle(parts(carousel, 'slide')[5]!).contentVisibility, 'a carousel draws the slides it moves in').to.equal('visible');
  });

  it('loads the images near the viewport as it scrolls, however many slides', async () => {
    const gallery = await mountGallery('design="grid" image-aspect-ratio="75"', slides(400));
    await waitUntil(() => parts(gallery, 'slide').length === 400, 'every frame drawn', { timeout: 10_000 });
    const images = slideElements(gallery).map((element) => element.querySelector('img')!);
    await waitUntil(() => images[0]!.hasAttribute('src'), 'the first images load');
    expect(images[300]!.hasAttribute('src'), 'far below: not yet').to.equal(false);
    slideElements(gallery)[300]!.scrollIntoView();
    await waitUntil(() => images[300]!.hasAttribute('src'), 'a slide scrolled to loads');
    window.scrollTo(0, 0);
  });
});

describe('<sq-gallery> images', () => {
  it('gives each image a srcset of every size up to its own width, sized to its frame', async () => {
    const gallery = await mountGallery('design="grid"', slides(4));
    const image = slideElements(gallery)[0]!.querySelector('img')!;
    await waitUntil(() => image.hasAttribute('srcset'));
    const base = IMAGES.landscape.src;
    expect(image.srcset).to.equal([100, 300, 500, 750, 1000, 1500].map((size) => `${base}?format=${size}w ${size}w`).join(', '));
    expect(image.sizes).to.equal('225px');
    expect(image.getAttribute('src')).to.equal(`${base}?format=${devicePixelRatio > 1 ? 500 : 300}w`);
  });

  it('loads the first visible image at once with high priority, and the rest only within 200 px of the viewport', async () => {
    const gallery = await mountGallery('design="stacked"', slides(12), 600);
    const images = slideElements(gallery).map((element) => element.querySelector('img')!);
    await waitUntil(() => images[0]!.hasAttribute('src'));
    expect(images[0]!.getAttribute('fetchpriority')).to.equal('high');
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).to.have.length(1);
    const loaded = () => images.map((image) => image.hasAttribute('src'));
    const top = (i: number) => slideElements(gallery)[i]!.getBoundingClientRect().top;
    // The slides near the viewport are asked for together, as the observer first reports them.
    await waitUntil(() => loaded().every((has, i) => has || top(i) >= innerHeight + 200), 'the slides within 200 px of the viewport load');
    await drawn(gallery);
    loaded().forEach((has, i) => expect(has, `slide ${i} at ${top(i)}`).to.equal(top(i) < innerHeight + 200));
    slideElements(gallery)[10]!.scrollIntoView();
    await waitUntil(() => images[10]!.hasAttribute('src'), 'a slide scrolled to loads');
    window.scrollTo(0, 0);
  });

  it('fills grid cells around the focal point and fits slideshow images whole; image-fit overrides', async () => {
    const gallery = await mountGallery('design="grid" square-thumbs', slide({ focalPoint: '0.25,0.75' }) + slide({ id: 'b' }));
    const [first, second] = slideElements(gallery).map((element) => getComputedStyle(element.querySelector('img')!));
    expect(first!.objectFit).to.equal('cover');
    expect(first!.objectPosition).to.equal('25% 75%');
    expect(second!.objectPosition).to.equal('50% 50%');
    const slideshow = await mountGallery('design="slideshow" image-aspect-ratio="50"', slides(1));
    expect(getComputedStyle(slideshow.querySelector('img')!).objectFit).to.equal('contain');
    const cropped = await mountGallery('design="slideshow" auto-crop', slides(1));
    expect(getComputedStyle(cropped.querySelector('img')!).objectFit).to.equal('cover');
    const none = await mountGallery('design="grid" image-fit="none"', slides(1));
    expect(getComputedStyle(none.querySelector('img')!).objectFit).to.equal('none');
  });

  it('only ever upgrades resolution: a wider frame asks for more, a narrower one keeps what it has', async () => {
    const gallery = await mountGallery('design="stacked"', slides(1), 400);
    const image = gallery.querySelector('img')!;
    await waitUntil(() => image.sizes === '400px');
    gallery.parentElement!.style.width = '900px';
    await waitUntil(() => image.sizes === '900px', 'a bigger frame upgrades');
    gallery.parentElement!.style.width = '300px';
    await waitUntil(() => frames(gallery)[0]!.width === 300);
    await drawn(gallery);
    expect(image.sizes, 'a smaller frame never downgrades').to.equal('900px');
  });

  it('draws video thumbnails at 16:9, and keeps only the current video usable', async () => {
    const video = (id: string) => slide({ id, type: 'video', image: 'square', inner: '<video muted></video>' });
    const grid = await mountGallery('design="grid"', video('v'));
    const [box] = frames(grid);
    expectClose(box!.height, (box!.width * 9) / 16);
    const gallery = await mountGallery(`design="slideshow" image-aspect-ratio="50" ${INSTANT}`, video('a') + video('b'));
    const players = [...gallery.querySelectorAll('video')];
    expect(players.map((player) => player.inert)).to.deep.equal([false, true]);
    part(gallery, 'next')!.click();
    await waitUntil(() => players[0]!.inert && !players[1]!.inert, 'the new current video is the usable one');
  });
});
