import { expect, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { resize } from '../helpers/testing.js';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/sq-gallery.js';
import { frames, hitOf, mountGallery, slide, slideElements, slides, unmountGalleries } from '../helpers/gallery.js';

function lightboxOf(gallery: Element) {
  return gallery.shadowRoot!.querySelector<HTMLElement & { open: boolean }>('sq-lightbox');
}

function lightboxPart(gallery: Element, name: string) {
  return lightboxOf(gallery)?.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
}

const isOpen = (gallery: Element) => () => lightboxPart(gallery, 'dialog') !== null && lightboxOf(gallery)!.open;
const isClosed = (gallery: Element) => () => lightboxPart(gallery, 'dialog') === null;

/** Waits for the fade, so colours and positions are final. */
async function settled(gallery: Element) {
  const root = lightboxOf(gallery)?.shadowRoot;
  if (root) await Promise.all(root.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

/** The focused element in a few words, for failure messages (chai cannot print DOM nodes). */
function named(element: Element | null): string {
  return element ? `<${element.localName}${element.id ? `#${element.id}` : ''} class="${element.getAttribute('class') ?? ''}">` : 'nothing';
}

function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Waits a frame at a time, for at most `frames`, until `condition` holds: a fake clock stops `waitUntil`, not frames. */
async function framesUntil(condition: () => unknown, message: string, frames = 60): Promise<void> {
  for (let frame = 0; frame < frames && !condition(); frame++) await nextFrame();
  expect(condition(), message).to.be.ok;
}

/** Waits for what the last input asked of the gallery to be drawn: an open draws the lightbox before the next frame once its code is in. */
async function drawn(gallery: HTMLElement) {
  await (gallery as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
  await nextFrame();
}

let clock: ReturnType<typeof install> | undefined;

before(async () => {
  await resize(1200, 900);
});
afterEach(async () => {
  clock?.uninstall();
  clock = undefined;
  const lightboxes = [...document.querySelectorAll('sq-gallery')].map(lightboxOf).filter((lightbox) => lightbox !== null);
  unmountGalleries();
  // A removed element unmounts in the next task; an open lightbox's focus trap goes with it.
  await waitUntil(() => lightboxes.every((lightbox) => lightbox.shadowRoot!.childElementCount === 0), 'the removed lightboxes unmount');
});

describe('<sq-gallery> opening the lightbox', () => {
  it('loads the lightbox code on first open only, and opens it on a click, in the gallery shadow root', async () => {
    const gallery = await mountGallery('design="grid"', slides(3, { caption: 'A caption' }));
    expect(customElements.get('sq-lightbox'), 'not loaded with the gallery').to.equal(undefined);
    const item = slideElements(gallery)[1]!;
    const hit = hitOf(gallery, 1)!;
    expect(hit.getAttribute('role')).to.equal('button');
    expect(hit.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(hit.tabIndex).to.equal(0);
    const opened = oneEvent(gallery, 'sq-lightbox-open');
    item.click();
    expect((await opened).detail).to.deep.equal({ index: 1 });
    await waitUntil(isOpen(gallery), 'the lightbox opens');
    expect(customElements.get('sq-lightbox')).to.not.equal(undefined);
    const dialog = lightboxPart(gallery, 'dialog')!;
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('aria-label')).to.equal('Image viewer');
    const image = lightboxPart(gallery, 'image') as HTMLImageElement;
    expect(image.alt).to.equal('Slide b');
    expect(image.getAttribute('src')).to.equal('/test/elements/fixtures/gallery/portrait.svg?format=1000w');
    expect(image.srcset).to.contain('portrait.svg?format=1000w 1000w');
    expect(lightboxPart(gallery, 'caption')!.textContent).to.equal('A caption');
    expect(lightboxOf(gallery)!.getAttribute('theme')).to.equal('dark');
  });

  it('traps focus, closes on Escape and gives focus back to the item', async () => {
    const gallery = await mountGallery('design="grid"', slides(3));
    const item = hitOf(gallery, 2)!;
    item.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(isOpen(gallery), 'Enter opens it');
    const close = lightboxPart(gallery, 'close')!;
    await waitUntil(() => focused() === close, 'focus moves to the close control');
    for (let i = 0; i < 6; i++) {
      await sendKeys({ press: 'Tab' });
      expect(lightboxOf(gallery)!.shadowRoot!.contains(focused()), `Tab ${i + 1} stays inside`).to.equal(true);
    }
    await settled(gallery);
    await expect(gallery).to.be.accessible();
    const closed = oneEvent(gallery, 'sq-lightbox-close');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ index: 2 });
    await waitUntil(() => focused() === item, 'focus goes back to the item');
    await waitUntil(isClosed(gallery), 'it fades out and is destroyed', { timeout: 2000 });
  });

  it('opens on Space, and again after closing', async () => {
    const gallery = await mountGallery('design="auto-rows"', slides(2));
    const item = hitOf(gallery, 0)!;
    item.focus();
    await sendKeys({ press: ' ' });
    await waitUntil(isOpen(gallery), 'Space opens it');
    lightboxPart(gallery, 'close')!.click();
    await waitUntil(() => !lightboxOf(gallery)!.open, 'the close control closes it');
    await waitUntil(() => focused() === item);
    slideElements(gallery)[1]!.click();
    await waitUntil(isOpen(gallery), 'it opens again');
    expect((lightboxPart(gallery, 'image') as HTMLImageElement).alt).to.equal('Slide b');
  });

  it('does not open for an item with a click-through url, nor with lightbox off', async () => {
    const gallery = await mountGallery('design="grid"', slide({ id: 'a', clickThroughUrl: '#through' }) + slide({ id: 'b' }));
    const [linked] = slideElements(gallery);
    expect(hitOf(gallery, 0)!.getAttribute('role')).to.equal('link');
    linked!.click();
    await waitUntil(() => location.hash === '#through');
    history.replaceState(null, '', location.pathname + location.search);
    await drawn(gallery);
    expect(lightboxOf(gallery)).to.equal(null);
    const off = await mountGallery('design="grid" lightbox="false"', slides(2));
    expect(hitOf(off, 0), 'not a button without the lightbox').to.equal(null);
    slideElements(off)[0]!.click();
    await drawn(off);
    expect(lightboxOf(off)).to.equal(null);
    const slideshow = await mountGallery('design="slideshow" lightbox speed="0"', slides(2));
    slideElements(slideshow)[0]!.click();
    await waitUntil(isOpen(slideshow), 'a slideshow with lightbox on opens it instead of advancing');
  });

  it('closes with the browser back button', async () => {
    const gallery = await mountGallery('design="grid"', slides(2));
    const before = history.state as unknown;
    slideElements(gallery)[0]!.click();
    await waitUntil(isOpen(gallery), 'the lightbox opens (its chunk loads on first open)', { timeout: 5000 });
    expect(history.state, 'opening adds a history entry').to.not.equal(before);
    history.back();
    await waitUntil(() => !lightboxOf(gallery)!.open, 'back closes it');
    slideElements(gallery)[0]!.click();
    await waitUntil(isOpen(gallery), 'the lightbox opens (its chunk loads on first open)', { timeout: 5000 });
    const address = location.href;
    // Closing other than by Back takes the lightbox's entry back with history.back(), which answers with popstate.
    const steppedBack = oneEvent(window, 'popstate');
    lightboxPart(gallery, 'close')!.click();
    await waitUntil(() => !lightboxOf(gallery)!.open);
    await steppedBack;
    expect(location.href, 'closing steps back over its entry').to.equal(address);
  });

  it('uses the gallery lightbox-theme, and offers its parts on the gallery', async () => {
    const gallery = await mountGallery('design="grid" lightbox-theme="light"', slides(2));
    slideElements(gallery)[0]!.click();
    await waitUntil(isOpen(gallery), 'the lightbox opens (its chunk loads on first open)', { timeout: 5000 });
    await settled(gallery);
    expect(lightboxOf(gallery)!.getAttribute('theme')).to.equal('light');
    expect(getComputedStyle(lightboxPart(gallery, 'overlay')!).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(lightboxOf(gallery)!.getAttribute('exportparts')).to.contain('close: lightbox-close');
    await expect(gallery).to.be.accessible();
  });
});

describe('<sq-gallery> giving focus back to the slide that opened the lightbox', () => {
  /** A grid in the page's <main>, with a button before it to Tab from; Tab twice reaches the second slide. */
  async function tabToSecondSlide() {
    const gallery = await mountGallery('design="grid" lightbox', slides(3), 960, { main: true, before: '<button id="before">Before</button>' });
    document.getElementById('before')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    const hit = hitOf(gallery, 1)!;
    await waitUntil(() => focused() === hit, 'Tab reaches the second slide');
    await sendKeys({ press: 'Enter' });
    await waitUntil(isOpen(gallery), 'Enter opens the lightbox');
    await waitUntil(() => focused() === lightboxPart(gallery, 'close'), 'focus moves into the lightbox');
    return { gallery, hit };
  }

  // The mouse is left away from where the next galleries are mounted, or hovering would hold their autoplay.
  afterEach(async () => {
    await resetMouse();
    await sendMouse({ type: 'move', position: [1190, 890] });
  });

  it('after Escape, not to <main>', async () => {
    const { gallery, hit } = await tabToSecondSlide();
    await sendKeys({ press: 'Escape' });
    await waitUntil(isClosed(gallery), 'Escape closes it', { timeout: 2000 });
    expect(focused() === hit, `focus is on ${named(focused())}, not on the slide`).to.equal(true);
  });

  it('after the close control, pressed from the keyboard', async () => {
    const { gallery, hit } = await tabToSecondSlide();
    await sendKeys({ press: 'Enter' });
    await waitUntil(isClosed(gallery), 'the close control closes it', { timeout: 2000 });
    expect(focused() === hit, `focus is on ${named(focused())}, not on the slide`).to.equal(true);
  });

  it('after a click outside the image', async () => {
    const { gallery, hit } = await tabToSecondSlide();
    await settled(gallery);
    const image = lightboxPart(gallery, 'image')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(image.left + image.width / 2), Math.max(1, Math.floor(image.top / 2))] });
    await waitUntil(isClosed(gallery), 'a click outside closes it', { timeout: 2000 });
    expect(focused() === hit, `focus is on ${named(focused())}, not on the slide`).to.equal(true);
  });

  it("after the browser's Back button", async () => {
    const { gallery, hit } = await tabToSecondSlide();
    history.back();
    await waitUntil(isClosed(gallery), 'Back closes it', { timeout: 2000 });
    expect(focused() === hit, `focus is on ${named(focused())}, not on the slide`).to.equal(true);
  });
});

describe('<sq-gallery> behind its lightbox', () => {
  it('keeps its width while the page scroll is locked, so nothing behind relayouts', async () => {
    const gallery = await mountGallery('design="grid"', slides(40));
    const page = document.documentElement.clientWidth;
    const before = frames(gallery);
    // The gallery lays out again 100 ms after its box resizes, on a timer the clock runs.
    clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    slideElements(gallery)[0]!.click();
    await framesUntil(isOpen(gallery), 'the lightbox opens');
    expect(getComputedStyle(document.documentElement).overflow, 'the page does not scroll').to.equal('hidden');
    expect(document.documentElement.clientWidth, 'the page keeps its width').to.equal(page);
    // A resize is seen in the frame after the page is locked; the relayout follows its timer.
    await nextFrame();
    await nextFrame();
    clock.tick(300);
    await drawn(gallery);
    await nextFrame();
    expect(frames(gallery), 'the frames stay where they were (after the resize timeout too)').to.deep.equal(before);
    clock.uninstall();
    clock = undefined;
    lightboxPart(gallery, 'close')!.click();
    await waitUntil(isClosed(gallery), 'it closes', { timeout: 2000 });
    expect(document.documentElement.clientWidth).to.equal(page);
  });
});

describe('<sq-gallery> lightbox set', () => {
  it('gives the opened item the slide image the page has loaded, as its thumbnail', async () => {
    const gallery = await mountGallery('design="grid"', slides(4));
    const image = slideElements(gallery)[2]!.querySelector('img')!;
    await waitUntil(() => image.complete && image.naturalWidth > 0, 'the slide image has loaded');
    slideElements(gallery)[2]!.click();
    await waitUntil(isOpen(gallery), 'the lightbox opens');
    const items = (lightboxOf(gallery) as unknown as { items: { thumbnail?: string; alt: string }[] }).items;
    expect(items[2]!.alt).to.equal('Slide c');
    expect(items[2]!.thumbnail).to.equal(image.currentSrc);
    lightboxPart(gallery, 'close')!.click();
    await waitUntil(isClosed(gallery), 'it closes', { timeout: 2000 });
  });

  it('keeps one set across opens, so a large gallery does not rebuild it on every click', async () => {
    const gallery = await mountGallery('design="grid"', slides(4));
    const images = slideElements(gallery).map((element) => element.querySelector('img')!);
    await waitUntil(() => images.every((image) => image.complete && image.naturalWidth > 0), 'the slide images have loaded');
    const set = () => (lightboxOf(gallery) as unknown as { items: { thumbnail?: string }[] }).items;
    slideElements(gallery)[0]!.click();
    await waitUntil(isOpen(gallery), 'the lightbox opens');
    const first = set();
    expect(first.map((item) => item.thumbnail)).to.deep.equal(images.map((image) => image.currentSrc));
    lightboxPart(gallery, 'close')!.click();
    await waitUntil(isClosed(gallery), 'it closes', { timeout: 2000 });
    slideElements(gallery)[3]!.click();
    await waitUntil(isOpen(gallery), 'it opens again');
    expect(set() === first, 'the same set').to.equal(true);
    lightboxPart(gallery, 'close')!.click();
    await waitUntil(isClosed(gallery), 'it closes', { timeout: 2000 });
  });
});

describe('<sq-gallery> opening the lightbox in a large grid', () => {
  it('opens and closes without touching a frame or a slide of the grid', async () => {
    const count = 400;
    const gallery = await mountGallery('design="grid" image-aspect-ratio="75"', slides(count));
    await waitUntil(() => gallery.shadowRoot!.querySelectorAll('[part~="slide"]').length === count, 'every frame drawn', { timeout: 10_000 });
    const images = slideElements(gallery)
      .slice(0, 8)
      .map((element) => element.querySelector('img')!);
    await waitUntil(() => images.every((image) => image.complete && image.naturalWidth > 0), 'the first images have loaded');
    const track = gallery.shadowRoot!.querySelector('[part~="track"]')!;
    const changes: MutationRecord[] = [];
    const grid = new MutationObserver((records) => changes.push(...records));
    grid.observe(track, { subtree: true, childList: true, attributes: true, characterData: true });
    const light = new MutationObserver((records) => changes.push(...records));
    for (const element of slideElements(gallery)) light.observe(element, { attributes: true, attributeFilter: ['slot', 'class', 'style'] });
    slideElements(gallery)[1]!.click();
    await waitUntil(isOpen(gallery), 'the lightbox opens', { timeout: 5000 });
    lightboxPart(gallery, 'close')!.click();
    await waitUntil(isClosed(gallery), 'it closes', { timeout: 2000 });
    grid.disconnect();
    light.disconnect();
    expect(
      changes.map((record) => `${record.type} ${record.attributeName ?? ''} on ${(record.target as Element).localName}`),
      'nothing in the grid changed',
    ).to.deep.equal([]);
  });
});

describe('<sq-gallery> with its lightbox open', () => {
  it('holds autoplay while the lightbox is open', async () => {
    // Autoplay counts on the clock from the first render: mountGallery looks for that render every 50 ms of it.
    clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    const running = clock;
    let gallery: HTMLElement | undefined;
    void mountGallery('design="slideshow" lightbox autoplay autoplay-duration="0.2" speed="0"', slides(3)).then((mounted) => (gallery = mounted));
    await framesUntil(() => (running.tick(10), gallery), 'the gallery rendered');
    slideElements(gallery!)[0]!.click();
    await framesUntil(isOpen(gallery!), 'the lightbox opens (its chunk loads on first open)', 300);
    const active = () => gallery!.shadowRoot!.querySelector('[part~="slide"][part~="active"]');
    const shown = active();
    // Time goes by in 10 ms steps with a frame in each, so the renders and effects each step starts run as they would.
    for (let gone = 0; gone < 500; gone += 10) {
      running.tick(10);
      await nextFrame();
    }
    expect(active() === shown, 'the slideshow stays put').to.equal(true);
    lightboxPart(gallery!, 'close')!.click();
    await framesUntil(() => (running.tick(10), active() !== shown), 'autoplay goes on after closing', 200);
  });
});
