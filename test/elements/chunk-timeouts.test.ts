/**
 * The built library (`npm run build` first, as `npm test` does) on the page served with the
 * recommended Content-Security-Policy: a chunk the visitor waits for that has not arrived after two
 * minutes fails with a load error, and the block keeps what it showed before. The stand-in holds the
 * chunk's request unanswered (test/helpers/chunk-stand-in.mjs); the page's clock is a fake one, so
 * the two minutes pass at once.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { withGlobal } from '@sinonjs/fake-timers';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/shared/constants/timings.js';
import { TRUSTED_TYPES_PAGE } from '../trusted-types/path.js';

const STAND_IN = '/__chunk-stand-in';
type PageWindow = Window & typeof globalThis & { sqProblems: string[] };

const hold = (pattern: RegExp) => fetch(`${STAND_IN}/hold?pattern=${encodeURIComponent(pattern.source)}`, { method: 'POST' });
const held = async () => ((await (await fetch(`${STAND_IN}/held`)).json()) as { held: string[] }).held;
const release = () => fetch(`${STAND_IN}/release`, { method: 'POST' });

let frame: HTMLIFrameElement | undefined;
let clock: ReturnType<ReturnType<typeof withGlobal>['install']> | undefined;

/** A fresh page of the built library, its timers on a fake clock from now on. */
async function builtPage() {
  frame = document.createElement('iframe');
  frame.style.cssText = 'width: 760px; height: 480px; border: 0; display: block';
  frame.src = TRUSTED_TYPES_PAGE;
  document.body.prepend(frame);
  await new Promise((resolve) => frame!.addEventListener('load', resolve, { once: true }));
  const win = frame.contentWindow as PageWindow;
  // The loader has run: it defines tags as they come into the page.
  await waitUntil(() => win.document.querySelector('script[type="module"]') && win.customElements, 'the page is ready');
  clock = withGlobal(win).install({ toFake: ['setTimeout', 'clearTimeout'] });
  return { win, doc: win.document };
}

/**
 * Waits until the stand-in holds a request whose path matches, then lets two minutes pass on the
 * page; from then on its clock is the real one again, for what the failure sets off.
 */
async function timeOut(pattern: RegExp) {
  await waitUntil(async () => (await held()).some((path) => pattern.test(path)), 'the chunk is asked for and held', { timeout: 10_000 });
  clock!.tick(CHUNK_LOAD_TIMEOUT_MS);
  clock!.uninstall();
  clock = undefined;
}

const problemsOf = (win: PageWindow) => win.sqProblems.filter((problem) => !problem.startsWith('securitypolicyviolation'));

describe('chunks time out after two minutes with a load error (built library)', () => {
  afterEach(async () => {
    clock?.uninstall();
    clock = undefined;
    await release();
    frame?.remove();
    frame = undefined;
  });

  it("the loader: a tag's module that does not arrive logs that it could not load the tag", async () => {
    const module = /^\/dist\/elements\/sq-tour-dates\.js$/;
    await hold(module);
    const { win, doc } = await builtPage();
    doc.querySelector('main')!.append(doc.createElement('sq-tour-dates'));
    await timeOut(module);
    await waitUntil(() => problemsOf(win).length > 0, 'the load error is logged');
    expect(problemsOf(win)).to.have.length(1);
    expect(problemsOf(win)[0]).to.match(
      /^console\.error: sq-elements: could not load <sq-tour-dates>\. Error: chunk load timed out after 120000 ms$/,
    );
    expect(win.customElements.get('sq-tour-dates')).to.equal(undefined);

    // The next tag of that name tries again, and its module arrives.
    await release();
    doc.querySelector('main')!.append(doc.createElement('sq-tour-dates'));
    await waitUntil(() => win.customElements.get('sq-tour-dates'), 'the tag is defined on the next try', { timeout: 10_000 });
    expect(problemsOf(win)).to.have.length(1);
  });

  for (const [tag, chunk, fallback] of [
    ['sq-cart-page', /^\/dist\/chunks\/CartPage-[\w-]+\.js$/, 'Your cart needs JavaScript.'],
    ['sq-reviews-request', /^\/dist\/chunks\/ReviewsRequest-[\w-]+\.js$/, 'Leave a review'],
  ] as const) {
    it(`<${tag}>: its screen's chunk that does not arrive fails with a load error, and the block keeps its fallback`, async () => {
      await hold(chunk);
      const { win, doc } = await builtPage();
      const element = doc.createElement(tag);
      const text = doc.createElement('p');
      text.textContent = fallback;
      element.append(text);
      doc.querySelector('main')!.append(element);
      // Its first render asks for the chunk (a preload may have asked already).
      await waitUntil(() => win.customElements.get(tag), 'the tag is defined');
      await (element as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      await timeOut(chunk);
      await waitUntil(() => problemsOf(win).length > 0, 'the load error is logged');
      await waitUntil(
        () => problemsOf(win).some((problem) => problem.includes(`<${tag}>: failed to render`)),
        'the element says it shows its fallback',
      );
      expect(problemsOf(win).find((problem) => problem.includes(`<${tag}>: failed to render`))).to.equal(
        `console.error: <${tag}>: failed to render; showing its fallback content. Error: chunk load timed out after 120000 ms`,
      );
      await (element as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
      expect(element.shadowRoot!.querySelector('slot')).to.not.equal(null);
      expect(text.checkVisibility()).to.equal(true);
    });
  }

  it("<sq-share>: the share sheet's code that does not arrive logs that sharing failed, and Copy link still works", async () => {
    const chunk = /^\/dist\/chunks\/web-share-[\w-]+\.js$/;
    await hold(chunk);
    const { win, doc } = await builtPage();
    // A browser with a share sheet.
    Object.defineProperty(win.navigator, 'share', { configurable: true, value: () => Promise.resolve() });
    const element = doc.createElement('sq-share');
    element.setAttribute('url', 'https://shop.example/journal/firing-day');
    doc.querySelector('main')!.append(element);
    const button = (name: string) => element.shadowRoot?.querySelector<HTMLButtonElement>(`[part~="${name}"]`) ?? null;
    await waitUntil(() => button('share'), 'the Share button renders');
    button('share')!.click();
    await timeOut(chunk);
    await waitUntil(() => problemsOf(win).length > 0, 'the load error is logged');
    expect(problemsOf(win)).to.have.length(1);
    expect(problemsOf(win)[0]).to.contain('chunk load timed out after 120000 ms');
    expect(button('copy')).to.not.equal(null);
  });
});
