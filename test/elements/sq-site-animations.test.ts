import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { resize } from '../helpers/testing.js';
import { captureConsole } from '../helpers/console.js';
import { resetSiteTest, unmounted } from '../helpers/site.js';
import { STAND_IN_PREFIX } from '../helpers/stand-in.js';
import { startBlockAnimations } from '../../src/runtime/block-animations.js';
import { startAnimations } from '../../src/runtime/start-site.js';
import { ANIMATION_INTERSECTION_THRESHOLDS } from '../../src/shared/constants/limits.js';
import { preUpgradeCss } from '../../src/shared/layout/pre-upgrade.js';
import { pageLifecycle } from '../../src/shared/site/lifecycle.js';

const isChromium = navigator.userAgent.includes('Chrome');
const VIEWPORT = 800;

const stops: (() => void)[] = [];
/** Starts the animations of the page's marked blocks, as `<sq-site>` does once their code has loaded. */
function start() {
  const stop = startBlockAnimations(document.querySelectorAll('[data-sq-animation]'), (block) => block.getAttribute('data-sq-animation'));
  stops.push(stop);
  return stop;
}

/** dist/sq-elements.css, which a page links: it holds the blocks' waiting and shown states. */
const stylesheet = new CSSStyleSheet();
stylesheet.replaceSync(preUpgradeCss());
document.adoptedStyleSheets = [...document.adoptedStyleSheets, stylesheet];

/** Until the observer has seen `block` below the fold (its first report comes after a frame) and holds it back. */
const held = (block: Element) => waitUntil(() => block.classList.contains('sq-animation-waiting'), `${block.id} is held back`);

beforeEach(async () => {
  await resize(1000, VIEWPORT);
  scrollTo(0, 0);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  fixtureCleanup();
  scrollTo(0, 0);
});

/** A page of blocks: one on screen, one under a screen of text, one taller than the viewport further down. */
async function page(animation = 'rise') {
  const root = await fixture<HTMLElement>(html`
    <main>
      <section id="first" data-sq-animation=${animation} style="height: 300px"><h2>Our studio</h2></section>
      <p style="height: ${VIEWPORT * 1.5}px">Between the blocks.</p>
      <section id="second" data-sq-animation=${animation} style="height: 400px"><h2>Classes</h2></section>
      <p style="height: ${VIEWPORT}px">More text.</p>
      <section id="tall" data-sq-animation="fade" style="height: ${VIEWPORT * 2}px"><h2>The long story</h2></section>
      <p style="height: ${VIEWPORT * 2}px">The end.</p>
    </main>
  `);
  const block = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  return { root, first: block('first'), second: block('second'), tall: block('tall') };
}

const opacity = (element: Element) => Number(getComputedStyle(element).opacity);
const loaded = (element: Element) => element.classList.contains('loaded');
/** Scrolls so that `fraction` of `element`'s height is inside the bottom of the viewport. */
function reveal(element: HTMLElement, fraction: number) {
  const top = element.getBoundingClientRect().top + scrollY;
  scrollTo(0, top - innerHeight + element.offsetHeight * fraction);
}
/**
 * Until an observer started now has reported on `block`, and a task later: intersection observers
 * report together, in the order they were made, so the page's observer has seen the block where it
 * is now, and what it did on seeing it is done.
 */
function observed(block: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      () => {
        observer.disconnect();
        setTimeout(resolve);
      },
      { threshold: [...ANIMATION_INTERSECTION_THRESHOLDS] },
    );
    observer.observe(block);
  });
}

describe('block animations', () => {
  it('leave a block already on screen as it is, and hold back the blocks further down', async () => {
    const { first, second, tall } = await page();
    start();
    await waitUntil(() => loaded(first), 'on screen: loaded at once');
    expect(first.classList.contains('sq-animation-waiting'), 'never held back').to.equal(false);
    expect(opacity(first)).to.equal(1);
    expect(getComputedStyle(first).transform).to.equal('none');
    for (const block of [second, tall]) {
      expect(loaded(block), block.id).to.equal(false);
      expect(opacity(block), block.id).to.equal(0);
    }
    expect(getComputedStyle(second).transform, 'rise starts lower').to.equal('matrix(1, 0, 0, 1, 0, 24)');
  });

  it('leave a block partly on screen when first seen as it is: it was painted there, so it is not hidden and moved', async () => {
    const { second } = await page();
    reveal(second, 0.2);
    start();
    await waitUntil(() => loaded(second), 'partly on screen: loaded at once');
    await observed(second);
    expect(second.classList.contains('sq-animation-waiting'), 'never held back').to.equal(false);
    expect(opacity(second)).to.equal(1);
    expect(getComputedStyle(second).transform).to.equal('none');
  });

  it('a block comes in once half of it is visible, rising and fading over 300 ms', async () => {
    const { second } = await page();
    start();
    await held(second);
    reveal(second, 0.3);
    await observed(second);
    expect(loaded(second), 'under half visible').to.equal(false);
    reveal(second, 0.6);
    await waitUntil(() => loaded(second), 'over half visible: it gets the loaded class');
    const transitions = getComputedStyle(second);
    expect(transitions.transitionProperty).to.equal('opacity, transform');
    expect(transitions.transitionDuration).to.equal('0.3s, 0.3s');
    await waitUntil(() => opacity(second) === 1 && getComputedStyle(second).transform === 'none', 'it ends in place, fully shown', { timeout: 2000 });
  });

  it('a block taller than the viewport comes in as soon as any of it shows', async () => {
    const { tall } = await page();
    start();
    await held(tall);
    reveal(tall, 0.2);
    await waitUntil(() => loaded(tall), 'a fifth of it, which is less than half, is enough');
  });

  it('waits for the images still loading in the block, then shows it', async () => {
    const { second } = await page();
    const image = document.createElement('img');
    image.alt = 'The studio at night';
    image.width = 200;
    image.height = 100;
    // Answers after 700 ms (and is no image: an error settles it as a load does).
    image.src = `${STAND_IN_PREFIX}/api/slow/animations?ms=700`;
    second.append(image);
    start();
    await held(second);
    reveal(second, 1);
    await observed(second);
    expect(image.complete, 'the image is still loading').to.equal(false);
    expect(loaded(second), 'held while its image loads').to.equal(false);
    await waitUntil(() => loaded(second), 'shown once the image has settled', { timeout: 3000 });
  });

  it('are accessible held back and shown', async () => {
    const { root, second } = await page();
    start();
    await held(second);
    await expect(root).to.be.accessible();
    reveal(second, 1);
    await waitUntil(() => loaded(second) && opacity(second) === 1, 'shown', { timeout: 2000 });
    await expect(root).to.be.accessible();
  });

  it('stopping shows every block held back', async () => {
    const { second, tall } = await page();
    const stop = start();
    await held(second);
    expect(opacity(second)).to.equal(0);
    stop();
    for (const block of [second, tall]) expect(opacity(block), block.id).to.equal(1);
  });

  it('an unknown animation logs one message and the block is shown as it is', async () => {
    const console = captureConsole();
    try {
      const { second, tall } = await page();
      second.setAttribute('data-sq-animation', 'spin');
      start();
      await held(tall);
      expect(console.errors).to.deep.equal([
        'sq-site: unknown block animation "spin"; use fade, rise, scale, slide-start, slide-end. The block is shown without one.',
      ]);
      expect(opacity(second)).to.equal(1);
      expect(opacity(tall), 'a good one next to it still waits').to.equal(0);
    } finally {
      console.restore();
    }
  });

  it('hold nothing back in the back-end editor', async () => {
    const frame = await fixture<HTMLIFrameElement>(html`<iframe title="Site preview" style="width: 600px; height: 400px"></iframe>`);
    const doc = frame.contentDocument!;
    doc.body.innerHTML = `<p style="height: 2000px">Text</p><section data-sq-animation="fade"><h2>Below</h2></section>`;
    const below = doc.querySelector('section')!;
    const path = location.pathname + location.search;
    // The editor frames the page from the config area: the page's top window is at /config/.
    history.replaceState(null, '', '/config/');
    try {
      stops.push(startAnimations(doc));
      // The animations' code is loaded already (imported above): started, their observer reports with this one.
      await new Promise((resolve) => setTimeout(resolve));
      await observed(below);
      expect(below.classList.contains('sq-animation-waiting')).to.equal(false);
    } finally {
      history.replaceState(null, '', path);
    }
    // The same frame anywhere else is a page on its own, which holds the block back.
    stops.push(startAnimations(doc));
    await waitUntil(() => below.classList.contains('sq-animation-waiting'), 'outside the editor, the block is held back');
  });

  if (isChromium) {
    it('hide and move nothing under reduced motion, also when it comes on while blocks are held', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const { second, tall } = await page();
        start();
        await held(tall);
        for (const block of [second, tall]) {
          expect(opacity(block), block.id).to.equal(1);
          expect(getComputedStyle(block).transform, block.id).to.equal('none');
        }
        reveal(second, 1);
        await waitUntil(() => loaded(second), 'it still gets the loaded class in view');
        expect(getComputedStyle(second).transitionDuration).to.equal('0s');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
      for (const stop of stops.splice(0)) stop();
      fixtureCleanup();
      scrollTo(0, 0);
      const { second } = await page();
      start();
      await held(second);
      expect(opacity(second)).to.equal(0);
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(opacity(second), 'shown as soon as reduced motion comes on').to.equal(1);
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });
  }
});

describe('<sq-site> and block animations', () => {
  beforeEach(() => resetSiteTest());
  afterEach(async () => {
    fixtureCleanup();
    await unmounted();
    resetSiteTest();
  });

  it('start with the site runtime on a page with marked blocks', async () => {
    const { second } = await page();
    await fixture(
      html`<sq-site
        ><script type="application/json">
          { "website": { "id": "site-1" } }
        </script></sq-site
      >`,
    );
    await waitUntil(() => pageLifecycle.state() === 'initialized', 'the site runtime starts');
    await waitUntil(() => second.classList.contains('sq-animation-waiting'), 'the block below the fold is held back');
    reveal(second, 1);
    await waitUntil(() => loaded(second), 'and comes in when scrolled to');
  });
});
