import { expect, fixture, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { emulateMedia, resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/sq-marquee.js';
import type { SqMarquee } from '../../src/elements/sq-marquee.js';
import { captureConsole } from '../helpers/console.js';
import { resize } from '../helpers/testing.js';
import { firstIntersectionReport } from '../helpers/observers.js';

const isChromium = navigator.userAgent.includes('Chrome');

const part = (element: SqMarquee, name: string) => element.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const control = (element: SqMarquee) => element.shadowRoot!.querySelector<HTMLButtonElement>('button[part~="control"]');
const copies = (element: SqMarquee) => [...element.querySelectorAll<HTMLElement>(':scope > [data-sq-marquee-copy]')];
const row = (element: SqMarquee) => part(element, 'track')!.getAnimations()[0];
const rowState = (element: SqMarquee) => row(element)?.playState;
/** The row's horizontal offset now, in px. */
const offset = (element: SqMarquee) => new DOMMatrix(getComputedStyle(part(element, 'track')!).transform).m41;
const focused = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

/**
 * Waits until the animations' clock has moved on by `ms`: a running row moves with it. Frame by
 * frame, as Firefox moves that clock only while something asks for frames.
 */
async function timelineAdvances(ms: number) {
  const from = Number(document.timeline.currentTime);
  while (Number(document.timeline.currentTime) < from + ms) await nextFrame();
}

/** Resolves once the element's viewport is drawn wider than `width`. */
function viewportWiderThan(element: SqMarquee, width: number) {
  return new Promise<void>((resolve) => {
    const observer = new ResizeObserver(([entry]) => {
      if (entry!.contentRect.width <= width) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(part(element, 'viewport')!);
  });
}

async function marquee(template: ReturnType<typeof html>, width = 600) {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: ${width}px">${template}</div>`);
  const element = wrapper.querySelector<SqMarquee>('sq-marquee')!;
  await waitUntil(() => part(element, 'viewport'), 'the view renders');
  return element;
}

const items = html`<span>Open studio every Saturday</span> <a href="#workshops" id="workshops-link">Wheel workshops</a> <span>New glazes</span>`;

beforeEach(async () => {
  await resize(1000, 800);
  await resetMouse();
});

describe('<sq-marquee>', () => {
  it('scrolls its content and enough copies to fill the region, the copies hidden from assistive technology and inert', async () => {
    const element = await marquee(html`<sq-marquee>${items}</sq-marquee>`);
    await waitUntil(() => rowState(element) === 'running', 'the row moves');
    const content = element.shadowRoot!.querySelector('.group')!.getBoundingClientRect().width;
    expect(content).to.be.lessThan(600);
    expect(copies(element).length, 'enough copies to cover 600 px plus the content').to.equal(Math.ceil(600 / content));
    for (const copy of copies(element)) {
      expect(copy.getAttribute('aria-hidden')).to.equal('true');
      expect(copy.inert).to.equal(true);
      expect(copy.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Open studio every Saturday Wheel workshops New glazes');
      expect(copy.querySelector('[id]'), 'no repeated ids').to.equal(null);
    }
    const start = offset(element);
    await waitUntil(() => offset(element) < start - 5, 'it moves left, with a transform');
    expect(element.getBoundingClientRect().height, 'one row').to.be.lessThan(40);
    await expect(element).to.be.accessible();
  });

  it('moves right when asked, at the speed asked', async () => {
    const element = await marquee(html`<sq-marquee animation-direction="right" animation-speed="2">${items}</sq-marquee>`);
    await waitUntil(() => rowState(element) === 'running', 'the row moves');
    const timing = row(element)!.effect!.getComputedTiming();
    const content = element.shadowRoot!.querySelector<HTMLElement>('.group')!.offsetWidth;
    // 50 px a second at speed 1: one content width at 100 px a second.
    expect(Number(timing.duration)).to.be.closeTo((content / 100) * 1000, 1);
    const keyframes = (row(element)!.effect as KeyframeEffect).getKeyframes().map((frame) => frame.transform);
    expect(keyframes).to.deep.equal([`translateX(-${content}px)`, 'translateX(0px)']);
  });

  it('the control stops and starts it, from the keyboard, keeping focus', async () => {
    const element = await marquee(html`<sq-marquee>${items}</sq-marquee><button>After</button>`);
    await waitUntil(() => rowState(element) === 'running', 'the row moves');
    // The content's link first, then the control.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(control(element));
    expect(control(element)!.getAttribute('aria-label')).to.equal('Stop scrolling');
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => rowState(element) === 'paused', 'stopped');
    expect(control(element)!.getAttribute('aria-label')).to.equal('Start scrolling');
    // A pause takes hold on the animation's next frame: from then on the row stays where it is.
    await row(element)!.ready;
    const still = offset(element);
    await timelineAdvances(200);
    expect(offset(element)).to.equal(still);
    await expect(element).to.be.accessible();
    await sendKeys({ press: ' ' });
    await waitUntil(() => rowState(element) === 'running', 'started again');
    expect(focused()).to.equal(control(element));
  });

  it('holds while keyboard focus is in its content', async () => {
    const element = await marquee(html`<sq-marquee>${items}</sq-marquee>`);
    await waitUntil(() => rowState(element) === 'running', 'the row moves');
    await sendKeys({ press: 'Tab' });
    expect(focused()?.textContent).to.equal('Wheel workshops');
    await waitUntil(() => rowState(element) === 'paused', 'held while the link has focus');
    (focused() as HTMLElement).blur();
    await waitUntil(() => rowState(element) === 'running', 'moves again');
  });

  it('holds under the pointer with paused-on-hover, and only then', async () => {
    for (const hover of [true, false]) {
      const element = await marquee(html`<sq-marquee ?paused-on-hover=${hover}>${items}</sq-marquee>`);
      await waitUntil(() => rowState(element) === 'running', 'the row moves');
      const box = element.getBoundingClientRect();
      const entered = oneEvent(element, 'pointerenter');
      await sendMouse({ type: 'move', position: [Math.round(box.left + 50), Math.round(box.top + box.height / 2)] });
      if (hover) await waitUntil(() => rowState(element) === 'paused', 'held under the pointer');
      else {
        // The row decides on pointerenter: once that is handled and drawn, it must still move.
        await entered;
        await element.updateComplete;
        await nextFrame();
        expect(rowState(element), 'moves on under the pointer').to.equal('running');
      }
      await sendMouse({ type: 'move', position: [Math.round(box.left + 50), Math.round(box.bottom + 150)] });
      await waitUntil(() => rowState(element) === 'running', 'moves once the pointer leaves');
    }
  });

  it('moves only while on screen', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 600px">
        <div style="height: 3000px"></div>
        <sq-marquee>${items}</sq-marquee>
      </div>`,
    );
    const element = wrapper.querySelector<SqMarquee>('sq-marquee')!;
    await waitUntil(() => rowState(element) === 'paused', 'held off screen');
    // The row is held before its observer's first report too: scrolling must come after that report.
    await firstIntersectionReport(element);
    element.scrollIntoView();
    await waitUntil(() => rowState(element) === 'running', 'moves on screen');
    scrollTo(0, 0);
    await waitUntil(() => rowState(element) === 'paused', 'held once scrolled away');
  });

  it('makes its copies again only once a resize has settled for 1000 ms', async () => {
    const element = await marquee(html`<sq-marquee>${items}</sq-marquee>`, 400);
    await waitUntil(() => rowState(element) === 'running', 'the row moves');
    const before = copies(element).length;
    // Native as well: the debounce of the first layout may still be pending on a real timer.
    const clock = install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    try {
      const resized = viewportWiderThan(element, 1000);
      element.parentElement!.style.width = '1600px';
      await resized;
      clock.tick(999);
      await nextFrame();
      await nextFrame();
      expect(copies(element).length, 'not yet').to.equal(before);
      clock.tick(1);
    } finally {
      clock.uninstall();
    }
    await waitUntil(() => copies(element).length > before, 'more copies for the wider region', { timeout: 3000 });
  });

  it('follows its content when it changes', async () => {
    const element = await marquee(html`<sq-marquee>${items}</sq-marquee>`);
    await waitUntil(() => copies(element).length > 0, 'copies made');
    element.querySelector('span')!.textContent = 'Closed for the holidays';
    await waitUntil(() => copies(element).every((copy) => copy.textContent!.includes('Closed for the holidays')), 'the copies follow');
  });

  it('bobs its items in a wave with wave-intensity, by transforms', async () => {
    const element = await marquee(html`<sq-marquee wave-intensity="8" wave-frequency="2">${items}</sq-marquee>`);
    await waitUntil(() => rowState(element) === 'running', 'the row moves');
    const link = element.querySelector('a')!;
    const wave = link.getAnimations()[0]!;
    expect((wave.effect as KeyframeEffect).getKeyframes().map((frame) => frame.transform)).to.deep.equal([
      'translateY(0px)',
      'translateY(8px)',
      'translateY(0px)',
      'translateY(-8px)',
      'translateY(0px)',
    ]);
    expect(copies(element)[0]!.querySelector('a')!.getAnimations(), 'the copies bob too').to.have.length(1);
  });

  it('stays still, its content wrapped and no copies, in a region narrower than 50 px', async () => {
    const element = await marquee(html`<sq-marquee>${items}</sq-marquee>`, 40);
    await element.updateComplete;
    await nextFrame();
    expect(rowState(element)).to.equal(undefined);
    expect(copies(element)).to.have.length(0);
    expect(control(element)).to.equal(null);
  });

  it('an unusable direction logs one message and moves left', async () => {
    const console = captureConsole();
    try {
      const element = await marquee(html`<sq-marquee animation-direction="up">${items}</sq-marquee>`);
      await waitUntil(() => rowState(element) === 'running', 'the row moves');
      expect(console.errors).to.have.length(1);
      expect(console.errors[0]).to.contain('animation-direction');
      expect((row(element)!.effect as KeyframeEffect).getKeyframes()[0]!.transform).to.equal('translateX(0px)');
    } finally {
      console.restore();
    }
  });

  if (isChromium) {
    it('stays still under reduced motion: no copies, no control, every item in view', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const element = await marquee(html`<sq-marquee>${items} <span>A fourth item that is long enough to wrap</span></sq-marquee>`, 300);
        await element.updateComplete;
        await nextFrame();
        expect(rowState(element)).to.equal(undefined);
        expect(copies(element)).to.have.length(0);
        expect(control(element)).to.equal(null);
        const right = element.getBoundingClientRect().right;
        for (const item of element.children) expect(item.getBoundingClientRect().right, item.textContent!).to.be.at.most(right + 0.5);
        await expect(element).to.be.accessible();
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  }
});
