/**
 * `<sq-video>` of the built library (`npm run build` first, as `npm test` does), on the page served
 * with the recommended Content-Security-Policy, Trusted Types enforced: its player is a chunk of its
 * own, fetched from the site itself when the visitor shows intent to play (the pointer comes over
 * the play button, or the focus reaches it) or plays, never from a provider before the play; a
 * chunk that fails to load leaves the play button, logs one error, and the next play tries again.
 */
import { expect, nextFrame, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { TRUSTED_TYPES_PAGE } from '../trusted-types/path.js';

const STAND_IN = '/__video-stand-in';
const PLAYER_CHUNK = /\/dist\/chunks\/VideoPlayer-[\w-]+\.js$/;
const PROVIDER_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|vimeo\.com|vimeocdn\.com|wistia\.(com|net)|animoto\.com)$/;
const LOAD_FAILED = /^console\.error: <sq-video>: the player could not load; play again to retry\./;

type FrameWindow = Window & { sqProblems: string[] };

/** The player chunk's requests that reached the server, in order (test/helpers/video-stand-in.mjs). */
async function chunkRequests(): Promise<{ path: string; failed: boolean }[]> {
  const response = await fetch(`${STAND_IN}/player-chunk`);
  return ((await response.json()) as { requests: { path: string; failed: boolean }[] }).requests;
}
/** Forgets the chunk's requests so far; the next `fail` requests for it fail. */
async function watchChunk(fail = 0) {
  await fetch(`${STAND_IN}/player-chunk?fail=${fail}`, { method: 'POST' });
}
async function providerRequestsFor(video: string): Promise<unknown[]> {
  const response = await fetch(`${STAND_IN}/received?video=${encodeURIComponent(video)}`);
  return ((await response.json()) as { requests: unknown[] }).requests;
}

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;

let current: HTMLIFrameElement | undefined;

/** A fresh page of the built library under the strict policy, with one video in it: nothing of its player loaded yet. */
async function pageWithVideo(id: string) {
  current?.remove();
  // The pointer waits outside the page, so nothing but the test's own move is intent.
  await sendMouse({ type: 'move', position: [2, 2] });
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 760px; height: 560px; border: 0; display: block; margin: 20px 0 0 20px';
  frame.src = TRUSTED_TYPES_PAGE;
  current = frame;
  document.body.prepend(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  const win = frame.contentWindow as FrameWindow;
  const doc = frame.contentDocument!;
  const video = doc.createElement('sq-video');
  video.setAttribute('url', `https://www.youtube.com/watch?v=${id}`);
  video.setAttribute('video-title', 'Throwing a tide mug');
  video.setAttribute('width', '1600');
  video.setAttribute('height', '900');
  video.setAttribute('player-base', `${location.origin}${STAND_IN}/youtube/`);
  const link = doc.createElement('a');
  link.href = `https://www.youtube.com/watch?v=${id}`;
  const img = doc.createElement('img');
  Object.assign(img, { src: '/test/elements/fixtures/poster.svg', alt: '', width: 1600, height: 900 });
  link.append(img, 'Play Throwing a tide mug on YouTube');
  video.append(link);
  doc.querySelector('main')!.append(video);
  const part = (name: string) => video.shadowRoot?.querySelector<HTMLElement>(`[part~="${name}"]`) ?? null;
  await waitUntil(() => part('play'), 'the play button renders');
  /** The play button's centre, in this page's coordinates. */
  const playCentre = (): [number, number] => {
    const box = part('play')!.getBoundingClientRect();
    const offset = frame.getBoundingClientRect();
    return [Math.round(offset.left + box.left + box.width / 2), Math.round(offset.top + box.top + box.height / 2)];
  };
  const resources = () => win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
  /**
   * The element's render is complete, its poster loaded and two frames drawn: a chunk or player the
   * render or its effects asked for, or a load's answer that drew something, would show by then.
   */
  const settled = async () => {
    await (video as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
    await waitUntil(() => part('poster') === null || (part('poster') as HTMLImageElement).complete, 'the poster has loaded');
    await nextFrame();
    await nextFrame();
  };
  return { win, video, part, playCentre, resources, settled };
}

function expectNoProblems(win: FrameWindow, expected: RegExp[] = []) {
  const problems = win.sqProblems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
  expect(problems, 'violations and errors on the page').to.deep.equal([]);
}

describe('<sq-video> player chunk (built library, strict CSP with Trusted Types)', () => {
  afterEach(async () => {
    await resetMouse();
    current?.remove();
    current = undefined;
    await watchChunk(0);
  });

  it('fetches its player from the site itself when the pointer comes over the play button, asks no provider, and a click plays without fetching again', async () => {
    await watchChunk(0);
    const id = unique('yt');
    const page = await pageWithVideo(id);
    await page.settled();
    expect(await chunkRequests(), 'no player chunk before any intent').to.deep.equal([]);

    await sendMouse({ type: 'move', position: page.playCentre() });
    await waitUntil(async () => (await chunkRequests()).length === 1, 'the pointer over the play button fetches the player chunk');
    await waitUntil(() => page.resources().some((url) => PLAYER_CHUNK.test(url.pathname)), 'the player chunk arrives');
    const chunk = page.resources().find((url) => PLAYER_CHUNK.test(url.pathname))!;
    expect(chunk.origin).to.equal(location.origin);
    await page.settled();
    expect(page.resources().filter((url) => PROVIDER_HOSTS.test(url.hostname))).to.deep.equal([]);
    expect(await providerRequestsFor(id), 'nothing asked of the player before the play').to.deep.equal([]);
    expect(page.part('player')).to.equal(null);
    expect(page.part('play')!.getAttribute('aria-label')).to.equal('Play Throwing a tide mug');

    await sendMouse({ type: 'click', position: page.playCentre() });
    await waitUntil(() => page.part('player'), 'the player shows');
    expect(page.part('play')).to.equal(null);
    await waitUntil(async () => (await providerRequestsFor(id)).length === 1, 'the player is asked for once');
    expect((await chunkRequests()).length, 'the chunk is not fetched again').to.equal(1);
    expectNoProblems(page.win);
  });

  it('fetches its player when the focus reaches the play button, and Enter plays it with the focus on the player', async () => {
    await watchChunk(0);
    const id = unique('yt');
    const page = await pageWithVideo(id);
    await page.settled();
    expect(await chunkRequests()).to.deep.equal([]);

    page.part('play')!.focus();
    await waitUntil(async () => (await chunkRequests()).length === 1, 'the focus on the play button fetches the player chunk');
    await waitUntil(() => page.resources().some((url) => PLAYER_CHUNK.test(url.pathname)), 'the player chunk arrives');
    await page.settled();
    expect(await providerRequestsFor(id)).to.deep.equal([]);
    expect(page.part('player')).to.equal(null);

    await sendKeys({ press: 'Enter' });
    await waitUntil(() => page.part('player'), 'the player shows');
    await waitUntil(() => page.video.shadowRoot!.activeElement === page.part('player'), 'the player takes the focus');
    await waitUntil(async () => (await providerRequestsFor(id)).length === 1, 'the player is asked for');
    expect((await chunkRequests()).length).to.equal(1);
    expectNoProblems(page.win);
  });

  it('keeps its play button and logs one error when its player cannot load, and the next click loads it and plays', async () => {
    const id = unique('yt');
    const page = await pageWithVideo(id);
    await watchChunk(1);

    // A click with no intent before it: the chunk is fetched on the click, and fails.
    page.part('play')!.click();
    await waitUntil(() => page.win.sqProblems.some((problem) => LOAD_FAILED.test(problem)), 'the failure is logged');
    expect(await chunkRequests()).to.have.length(1);
    expect((await chunkRequests())[0]!.failed).to.equal(true);
    await page.settled();
    expect(
      page.win.sqProblems.filter((problem) => LOAD_FAILED.test(problem)),
      'one error',
    ).to.have.length(1);
    expectNoProblems(page.win, [LOAD_FAILED]);
    expect(page.part('player')).to.equal(null);
    expect(page.part('play')!.getAttribute('aria-label')).to.equal('Play Throwing a tide mug');
    expect(await providerRequestsFor(id)).to.deep.equal([]);

    // The second click tries again.
    page.part('play')!.click();
    await waitUntil(() => page.part('player'), 'the player shows on the second click');
    const requests = await chunkRequests();
    expect(requests).to.have.length(2);
    expect(requests[1]!.failed).to.equal(false);
    await waitUntil(async () => (await providerRequestsFor(id)).length === 1, 'the player is asked for');
    expect(page.win.sqProblems.filter((problem) => LOAD_FAILED.test(problem))).to.have.length(1);
    expectNoProblems(page.win, [LOAD_FAILED]);
  });
});
