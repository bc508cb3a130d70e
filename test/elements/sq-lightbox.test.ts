import { expect, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { resize } from '../helpers/testing.js';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-lightbox.js';
import type { SqLightbox } from '../../src/elements/sq-lightbox.js';
import { captureConsole } from '../helpers/console.js';
import { IMAGES } from '../helpers/gallery.js';

const ITEMS = [
  { src: IMAGES.landscape.src, width: 1500, height: 1000, alt: 'A landscape', caption: 'First caption' },
  { src: IMAGES.portrait.src, width: 1000, height: 1500, alt: 'A portrait' },
  { src: IMAGES.square.src, width: 800, height: 800, alt: 'A square', caption: 'Third <b>caption</b>' },
];

const isChromium = navigator.userAgent.includes('Chrome');
let page: HTMLDivElement | undefined;

/** A page with an opener button and a lightbox holding ITEMS; the opener opens it at `index`. */
async function mount(attributes = '') {
  page?.remove();
  page = document.createElement('div');
  page.innerHTML = `<button id="opener">Open</button><sq-lightbox ${attributes}></sq-lightbox>`;
  document.body.append(page);
  const lightbox = page.querySelector('sq-lightbox') as SqLightbox;
  lightbox.items = ITEMS;
  const opener = page.querySelector<HTMLButtonElement>('#opener')!;
  opener.addEventListener('click', () => {
    lightbox.open = true;
  });
  return { lightbox, opener };
}

async function open(lightbox: SqLightbox, opener: HTMLButtonElement) {
  opener.focus();
  opener.click();
  await waitUntil(() => part(lightbox, 'dialog'), 'the lightbox opens');
}

function part(lightbox: Element, name: string): HTMLElement | null {
  return lightbox.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
}

function shownAlt(lightbox: Element): string | undefined {
  return (part(lightbox, 'image') as HTMLImageElement | null)?.alt;
}

function status(lightbox: Element): string | undefined {
  return lightbox.shadowRoot!.querySelector('[aria-live]')?.textContent ?? undefined;
}

function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function settled(lightbox: Element) {
  await Promise.all(lightbox.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

/** Waits for what the last input asked of the lightbox to be drawn: React draws an input's changes before the next frame. */
async function drawn(lightbox: SqLightbox) {
  await lightbox.updateComplete;
  await nextFrame();
}

/** Waits a frame at a time, for at most 20, until `condition` holds: a fake clock stops `waitUntil`, not frames. */
async function framesUntil(condition: () => unknown, message: string): Promise<void> {
  for (let frame = 0; frame < 20 && !condition(); frame++) await nextFrame();
  expect(condition(), message).to.be.ok;
}

function press(lightbox: Element, key: string, keyCode: number) {
  part(lightbox, 'dialog')!.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode, bubbles: true, composed: true }));
}

function clickImageAt(lightbox: Element, x: number) {
  const image = part(lightbox, 'image')!;
  image.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: x, clientY: innerHeight / 2 }));
}

before(async () => {
  await resize(1200, 800);
});
afterEach(async () => {
  const lightbox = page?.querySelector('sq-lightbox');
  page?.remove();
  page = undefined;
  // A removed element unmounts in the next task (moves keep their state); its focus trap goes with it.
  if (lightbox) await waitUntil(() => lightbox.shadowRoot!.childElementCount === 0, 'the removed lightbox unmounts');
  await resize(1200, 800);
});

describe('<sq-lightbox>', () => {
  it('opens as a labelled modal dialog, announces the position and shows the item fitted in the window', async () => {
    const { lightbox, opener } = await mount('index="1"');
    const opened = oneEvent(lightbox, 'sq-lightbox-open');
    await open(lightbox, opener);
    expect((await opened).detail).to.deep.equal({ index: 1 });
    const dialog = part(lightbox, 'dialog')!;
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('aria-label')).to.equal('Image viewer');
    expect(status(lightbox)).to.equal('Image 2 of 3');
    expect(shownAlt(lightbox)).to.equal('A portrait');
    const image = part(lightbox, 'image')!.getBoundingClientRect();
    // 800 px high less 56 px padding each side: 688 px tall, centred.
    expect(image.height).to.be.closeTo(688, 0.05);
    expect(image.width).to.be.closeTo(688 / 1.5, 0.05);
    expect(image.left + image.width / 2).to.be.closeTo(600, 0.05);
    await settled(lightbox);
    await expect(lightbox).to.be.accessible();
  });

  it('fades in over 0.6 s on an overlay of opacity 0.95', async () => {
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    const fade = lightbox.shadowRoot!.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'sq-fade-in');
    expect(fade!.effect!.getTiming().duration).to.equal(600);
    expect(getComputedStyle(part(lightbox, 'overlay')!).opacity).to.equal('0.95');
    expect(getComputedStyle(part(lightbox, 'overlay')!).backgroundColor).to.equal('rgb(0, 0, 0)');
  });

  if (isChromium) {
    it('does not fade with reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const { lightbox, opener } = await mount();
        await open(lightbox, opener);
        expect(lightbox.shadowRoot!.getAnimations().filter((animation) => animation.playState === 'running')).to.have.length(0);
        part(lightbox, 'close')!.click();
        await waitUntil(() => !part(lightbox, 'dialog'), 'it is destroyed at once');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  }

  it('traps focus, closes on Escape and returns focus to the opener', async () => {
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    await waitUntil(() => focused() === part(lightbox, 'close'), 'the close control takes focus');
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'Tab' });
      expect(lightbox.shadowRoot!.contains(focused()), 'Tab stays inside').to.equal(true);
    }
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(lightbox.shadowRoot!.contains(focused()), 'Shift+Tab stays inside').to.equal(true);
    const closed = oneEvent(lightbox, 'sq-lightbox-close');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ index: 0 });
    expect(lightbox.open, 'open turns itself off').to.equal(false);
    expect(lightbox.hasAttribute('open')).to.equal(false);
    await waitUntil(() => focused() === opener, 'focus returns to the opener');
    await waitUntil(() => !part(lightbox, 'dialog'), 'it fades out and is destroyed', { timeout: 2000 });
  });

  it('keeps the page behind from scrolling while open, and gives its overflow back', async () => {
    document.documentElement.style.overflow = 'clip';
    try {
      const { lightbox, opener } = await mount();
      await open(lightbox, opener);
      await waitUntil(() => document.documentElement.style.overflow === 'hidden', 'the page is locked');
      lightbox.open = false;
      await waitUntil(() => document.documentElement.style.overflow === 'clip', 'the page overflow is restored');
    } finally {
      document.documentElement.style.overflow = '';
    }
  });

  it('closes on the close control, a click outside the image, and open turned off', async () => {
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    part(lightbox, 'close')!.click();
    await waitUntil(() => !lightbox.open, 'the close control');
    await waitUntil(() => !part(lightbox, 'dialog'), 'destroyed', { timeout: 2000 });
    await open(lightbox, opener);
    const stage = part(lightbox, 'image')!.parentElement!;
    stage.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 5, clientY: 5 }));
    await waitUntil(() => !lightbox.open, 'a click outside the image');
    await waitUntil(() => !part(lightbox, 'dialog'), 'destroyed', { timeout: 2000 });
    await open(lightbox, opener);
    const closed = oneEvent(lightbox, 'sq-lightbox-close');
    lightbox.open = false;
    await closed;
    await waitUntil(() => !part(lightbox, 'dialog'), 'overlay hide destroys it', { timeout: 2000 });
  });

  it('closes with the browser back button', async () => {
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    history.back();
    await waitUntil(() => !lightbox.open, 'back closes it');
    await waitUntil(() => focused() === opener);
  });

  it('goes previous and next with its controls, wrapping on desktop', async () => {
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    part(lightbox, 'next')!.click();
    await waitUntil(() => shownAlt(lightbox) === 'A portrait');
    expect(status(lightbox)).to.equal('Image 2 of 3');
    part(lightbox, 'previous')!.click();
    await waitUntil(() => shownAlt(lightbox) === 'A landscape');
    part(lightbox, 'previous')!.click();
    await waitUntil(() => shownAlt(lightbox) === 'A square', 'previous at the first wraps to the last');
    part(lightbox, 'next')!.click();
    await waitUntil(() => shownAlt(lightbox) === 'A landscape', 'next at the last wraps to the first');
  });

  it('does not wrap on mobile, where the controls at the ends are disabled', async () => {
    await resize(400, 700);
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    const previous = part(lightbox, 'previous')!;
    expect(previous.getAttribute('aria-disabled')).to.equal('true');
    expect(previous.part.contains('disabled')).to.equal(true);
    previous.click();
    press(lightbox, 'ArrowLeft', 37);
    await drawn(lightbox);
    expect(shownAlt(lightbox)).to.equal('A landscape');
    const image = part(lightbox, 'image')!.getBoundingClientRect();
    expect(image.width, 'no padding on mobile').to.equal(400);
    part(lightbox, 'next')!.click();
    await waitUntil(() => shownAlt(lightbox) === 'A portrait', 'next goes on from the first, where previous left it');
  });

  it('moves with keys 37 and 39, at most one step per 200 ms', async () => {
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    // The throttle reads performance.now(): the clock says when each key comes.
    const clock = install({ toFake: ['performance'] });
    try {
      press(lightbox, 'ArrowRight', 39);
      press(lightbox, 'ArrowRight', 39);
      await waitUntil(() => shownAlt(lightbox) === 'A portrait');
      await drawn(lightbox);
      expect(shownAlt(lightbox), 'the repeat within 200 ms is dropped').to.equal('A portrait');
      clock.tick(199);
      press(lightbox, 'ArrowRight', 39);
      await drawn(lightbox);
      expect(shownAlt(lightbox), 'a key 199 ms after the last step is dropped').to.equal('A portrait');
      clock.tick(1);
      press(lightbox, 'ArrowRight', 39);
      await waitUntil(() => shownAlt(lightbox) === 'A square');
      clock.tick(200);
      press(lightbox, 'ArrowLeft', 37);
      await waitUntil(() => shownAlt(lightbox) === 'A portrait');
    } finally {
      clock.uninstall();
    }
  });

  it('click zones: the outer 2 % does nothing, the left half goes previous, the right half next', async () => {
    await resize(1000, 800);
    const { lightbox, opener } = await mount('index="1"');
    await open(lightbox, opener);
    clickImageAt(lightbox, 15);
    clickImageAt(lightbox, 985);
    await drawn(lightbox);
    expect(shownAlt(lightbox)).to.equal('A portrait');
    expect(lightbox.open, 'a click on the image does not close').to.equal(true);
    clickImageAt(lightbox, 300);
    await waitUntil(() => shownAlt(lightbox) === 'A landscape', 'left half');
    clickImageAt(lightbox, 700);
    await waitUntil(() => shownAlt(lightbox) === 'A portrait', 'right half');
  });

  it('swipes: 50 px or a quick flick moves; short and vertical moves do not', async () => {
    const { lightbox, opener } = await mount();
    await open(lightbox, opener);
    const stage = part(lightbox, 'image')!.parentElement!;
    // A swipe is timed with performance.now(): the clock says how long each one takes.
    const clock = install({ toFake: ['performance'] });
    const swipe = (dx: number, dy: number, ms: number) => {
      const init = { bubbles: true, composed: true, pointerId: 7, isPrimary: true, pointerType: 'touch' };
      stage.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 600, clientY: 400 }));
      stage.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: 600 + dx / 2, clientY: 400 + dy / 2 }));
      clock.tick(ms);
      stage.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 600 + dx, clientY: 400 + dy }));
      stage.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, clientX: 600 + dx, clientY: 400 + dy }));
    };
    try {
      swipe(-80, 5, 300);
      await waitUntil(() => shownAlt(lightbox) === 'A portrait', 'a 80 px swipe left goes next');
      swipe(30, 0, 0);
      await waitUntil(() => shownAlt(lightbox) === 'A landscape', 'a quick 30 px flick right goes previous');
      swipe(30, 0, 300);
      swipe(5, 120, 0);
      await drawn(lightbox);
      expect(shownAlt(lightbox), 'a slow short move and a vertical one do nothing').to.equal('A landscape');
      expect(lightbox.open, 'nor do they count as a click outside').to.equal(true);
    } finally {
      clock.uninstall();
    }
  });

  it('hides the caption after 500 ms without mouse movement, and toggles it', async () => {
    const { lightbox, opener } = await mount();
    // The caption times the stillness of the mouse with setTimeout and performance.now(): the clock runs both.
    const clock = install({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      opener.focus();
      opener.click();
      await drawn(lightbox);
      const caption = part(lightbox, 'caption')!;
      expect(caption.textContent).to.equal('First caption');
      expect(part(lightbox, 'image')!.getAttribute('aria-describedby')).to.equal(caption.id);
      // Opening counts as movement: the caption shows once that has been drawn, and the clock has not moved.
      await framesUntil(() => !caption.classList.contains('hidden'), 'the caption shows on opening');
      expect(caption.classList.contains('hidden')).to.equal(false);
      clock.tick(499);
      await drawn(lightbox);
      expect(caption.classList.contains('hidden'), 'shown for 499 ms').to.equal(false);
      clock.tick(1);
      await framesUntil(() => caption.classList.contains('hidden'), 'hidden after 500 ms');
      part(lightbox, 'dialog')!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, composed: true, clientX: 123, clientY: 45 }));
      await framesUntil(() => !caption.classList.contains('hidden'), 'mouse movement shows it');
      const toggle = part(lightbox, 'caption-toggle')!;
      expect(toggle.getAttribute('aria-label')).to.equal('Hide caption');
      toggle.click();
      await framesUntil(() => caption.classList.contains('hidden') && toggle.getAttribute('aria-label') === 'Show caption', 'the toggle hides it');
      toggle.click();
      await framesUntil(() => !caption.classList.contains('hidden'), 'the toggle shows it');
      part(lightbox, 'next')!.click();
      await framesUntil(() => !part(lightbox, 'caption'), 'an item without a caption has none, and no toggle');
      expect(part(lightbox, 'caption-toggle')).to.equal(null);
    } finally {
      clock.uninstall();
    }
  });

  it('shows captions as text, never HTML', async () => {
    const { lightbox, opener } = await mount('index="2"');
    await open(lightbox, opener);
    expect(part(lightbox, 'caption')!.textContent).to.equal('Third <b>caption</b>');
    expect(part(lightbox, 'caption')!.querySelector('b')).to.equal(null);
  });

  it('has a light theme', async () => {
    const { lightbox, opener } = await mount('theme="light"');
    await open(lightbox, opener);
    await waitUntil(() => part(lightbox, 'caption')!.classList.contains('hidden'), 'the caption hides', { timeout: 1500 });
    await settled(lightbox);
    expect(getComputedStyle(part(lightbox, 'overlay')!).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(part(lightbox, 'close')!).color).to.not.equal('rgb(255, 255, 255)');
    await expect(lightbox).to.be.accessible();
  });

  it('takes items as a JSON attribute, leaves out and logs items without a usable src, and uses natural sizes', async () => {
    const console = captureConsole();
    try {
      const { lightbox, opener } = await mount();
      lightbox.items = undefined as unknown as typeof ITEMS;
      lightbox.setAttribute(
        'items',
        JSON.stringify([
          { src: 'javascript:alert(1)', alt: 'x' },
          { src: IMAGES.wide.src, alt: 'Wide' },
        ]),
      );
      await open(lightbox, opener);
      expect(console.errors).to.deep.equal(['Invalid or missing image source']);
      expect(status(lightbox)).to.equal('Image 1 of 1');
      expect(part(lightbox, 'next'), 'one item has no previous and next').to.equal(null);
      await waitUntil(
        () => Math.round(part(lightbox, 'image')!.getBoundingClientRect().height) === Math.round((1088 * 9) / 16),
        'the natural size, once loaded',
      );
    } finally {
      console.restore();
    }
  });

  it('draws the item thumbnail at once, in the image place, until the full image has loaded', async () => {
    const { lightbox, opener } = await mount();
    lightbox.items = [
      {
        src: '/test/elements/fixtures/gallery/never-there.png',
        width: 1500,
        height: 1000,
        alt: 'Still loading',
        thumbnail: `${location.origin}${IMAGES.landscape.src}`,
      },
      { ...ITEMS[1]!, thumbnail: `${location.origin}${IMAGES.portrait.src}` },
    ];
    await open(lightbox, opener);
    const placeholder = () => lightbox.shadowRoot!.querySelector<HTMLImageElement>('img.placeholder');
    await waitUntil(() => placeholder()?.complete && placeholder()!.naturalWidth > 0, 'the thumbnail is drawn');
    expect(placeholder()!.getAttribute('aria-hidden')).to.equal('true');
    expect(placeholder()!.alt).to.equal('');
    const image = part(lightbox, 'image')!.getBoundingClientRect();
    const drawn = placeholder()!.getBoundingClientRect();
    expect([drawn.left, drawn.top, drawn.width, drawn.height]).to.deep.equal([image.left, image.top, image.width, image.height]);
    await expect(lightbox).to.be.accessible();
    part(lightbox, 'next')!.click();
    await waitUntil(() => shownAlt(lightbox) === 'A portrait' && (part(lightbox, 'image') as HTMLImageElement).complete);
    await waitUntil(() => placeholder() === null, 'gone once the full image has loaded');
  });

  it('stays closed without items', async () => {
    const { lightbox, opener } = await mount();
    lightbox.items = [];
    opener.click();
    await drawn(lightbox);
    expect(part(lightbox, 'dialog')).to.equal(null);
  });
});
