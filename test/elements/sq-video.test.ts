import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { dispatchWindowEvent } from '../../src/shared/events/index.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/sq-video.js';
import type { SqVideo } from '../../src/elements/sq-video.js';
import { connectAnalyticsSender, resetEvents, type MediaKind } from '../../src/shared/analytics/events.js';
import { mediaEventKind } from '../../src/shared/analytics/census-events.js';
import { captureConsole } from '../helpers/console.js';
import { crossOrigin } from '../helpers/stand-in.js';

/** The players' stand-ins (test/helpers/video-stand-in.mjs), on the other loopback name: another origin than the page's. */
const STAND_IN = '/__video-stand-in';
const standInBase = (provider: string, hop = false) => `${crossOrigin()}${STAND_IN}/${hop ? 'hop/' : ''}${provider}/`;

interface Received {
  /** The player pages that finished loading and listen for messages. */
  loaded: unknown[];
  requests: { provider: string; path: string; query: Record<string, string>; host: string }[];
  messages: { provider: string; data: unknown; origin: string; receivedAt: string; state: string }[];
}
async function received(video: string): Promise<Received> {
  const response = await fetch(`${STAND_IN}/received?video=${encodeURIComponent(video)}`);
  return (await response.json()) as Received;
}

/** An id no other test, nor the other browser, uses. */
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}${Date.now().toString(36)}`;
const numeric = () => String(Math.floor(Math.random() * 1e9) + 1e8);

const playButton = (element: SqVideo) => element.shadowRoot!.querySelector<HTMLButtonElement>('[part="play"]');
const player = (element: SqVideo) => element.shadowRoot!.querySelector<HTMLIFrameElement>('iframe');
const settled = (element: SqVideo) => waitUntil(() => playButton(element) !== null, 'the play button renders');
/**
 * Resolves when the element's player frame has loaded, as the element sees it: a frame still loading
 * is removed rather than paused. Listening in the capture phase on the shadow root catches the
 * frame's load event, which does not bubble, before the frame's own listener: it resolves a task
 * later, once that listener has run. Call it before the play. With `here`, it waits for the load of
 * a page of this page's own origin, which a player that moves itself ends on.
 */
const frameLoaded = (element: SqVideo, { here = false } = {}) =>
  new Promise<void>((resolve) => {
    const root = element.shadowRoot!;
    const ownOrigin = (frame: HTMLIFrameElement) => {
      try {
        return frame.contentWindow?.location.origin === location.origin;
      } catch {
        return false; // another origin's window: reading its location throws
      }
    };
    const loaded = (event: Event) => {
      if (!(event.target instanceof HTMLIFrameElement) || (here && !ownOrigin(event.target))) return;
      root.removeEventListener('load', loaded, true);
      setTimeout(resolve);
    };
    root.addEventListener('load', loaded, true);
  });

const PROVIDER_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|vimeo\.com|vimeocdn\.com|wistia\.(com|net)|animoto\.com)$/;
const providerRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => PROVIDER_HOSTS.test(url.hostname));
/**
 * The provider addresses the page's markup would fetch: frames, scripts, images and sources, and
 * preconnects or preloads, in the document and in the videos' shadow roots. Links to a video's page
 * fetch nothing until followed, so they are not counted.
 */
const providerReferences = (videos: SqVideo[]) =>
  [document, ...videos.map((video) => video.shadowRoot!)]
    .flatMap((root) => [...root.querySelectorAll<HTMLElement>('iframe[src], script[src], img, source, link[href]:not([rel~="alternate"])')])
    .flatMap((node) => [node.getAttribute('src'), node.getAttribute('href'), ...(node.getAttribute('srcset') ?? '').split(/\s+/)])
    .filter((address): address is string => !!address && URL.canParse(address, location.href))
    .filter((address) => PROVIDER_HOSTS.test(new URL(address, location.href).hostname));

const poster = (title: string) =>
  html`<a href="https://www.youtube.com/watch?v=x"
    ><img src="/test/elements/fixtures/poster.svg" alt="" width="1600" height="900" />Play ${title}</a
  >`;

describe('<sq-video>', () => {
  let page: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    page = captureConsole();
    resetEvents();
  });
  afterEach(() => {
    page.restore();
    resetEvents();
  });

  it('shows the site’s poster and a play button named with the title, and asks no provider for anything before a play', async () => {
    performance.clearResourceTimings();
    const ids = [unique('yt'), numeric(), unique('wi')];
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <sq-video url=${`https://www.youtube.com/watch?v=${ids[0]}`} video-title="Harbour at dawn" width="1600" height="900"
          >${poster('Harbour at dawn')}</sq-video
        >
        <sq-video url=${`https://vimeo.com/${ids[1]}`} video-title="Night market">${poster('Night market')}</sq-video>
        <sq-video url=${`https://home.wistia.com/medias/${ids[2]}`} video-title="The workshop">${poster('The workshop')}</sq-video>
      </div>`,
    );
    const videos = [...wrapper.querySelectorAll<SqVideo>('sq-video')];
    for (const video of videos) await settled(video);
    expect(videos.map((video) => playButton(video)!.getAttribute('aria-label'))).to.deep.equal([
      'Play Harbour at dawn',
      'Play Night market',
      'Play The workshop',
    ]);
    expect(videos.every((video) => player(video) === null)).to.equal(true);
    const img = videos[0]!.shadowRoot!.querySelector('img')!;
    expect(new URL(img.src).origin).to.equal(location.origin);
    for (const video of videos) await video.updateComplete;
    expect(providerReferences(videos)).to.deep.equal([]);
    expect(providerRequests()).to.deep.equal([]);
    for (const video of videos) await expect(video).to.be.accessible();
  });

  it('plays on a click: the provider’s player at its real address, started, and nothing before', async () => {
    performance.clearResourceTimings();
    const id = unique('yt');
    const element = await fixture<SqVideo>(html`<sq-video url=${`https://youtu.be/${id}`} video-title="Harbour at dawn">${poster('x')}</sq-video>`);
    await settled(element);
    expect(providerRequests()).to.deep.equal([]);
    const played = oneEvent(window, 'sq-now-playing');
    playButton(element)!.click();
    expect((await played).detail).to.deep.equal({ player: element, kind: 'video' });
    await waitUntil(() => player(element) !== null, 'the player appears');
    const src = new URL(player(element)!.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).to.equal(`https://www.youtube.com/embed/${id}`);
    expect(src.searchParams.get('autoplay')).to.equal('1');
    expect(src.searchParams.get('enablejsapi')).to.equal('1');
    expect(src.searchParams.get('origin')).to.equal(location.origin);
    expect(player(element)!.title).to.equal('Harbour at dawn');
    expect(playButton(element)).to.equal(null);
  });

  it('of three videos, loads only the one played, then pauses YouTube and Vimeo by message to their exact origin and removes Wistia', async () => {
    const youtube = unique('yt');
    const vimeo = numeric();
    const wistia = unique('wi');
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <sq-video url=${`https://www.youtube.com/watch?v=${youtube}`} video-title="One" player-base=${standInBase('youtube')}
          >${poster('One')}</sq-video
        >
        <sq-video url=${`https://vimeo.com/${vimeo}`} video-title="Two" player-base=${standInBase('vimeo')}>${poster('Two')}</sq-video>
        <sq-video url=${`https://fast.wistia.net/embed/iframe/${wistia}`} video-title="Three" player-base=${standInBase('wistia')}
          >${poster('Three')}</sq-video
        >
      </div>`,
    );
    const [one, two, three] = [...wrapper.querySelectorAll<SqVideo>('sq-video')] as [SqVideo, SqVideo, SqVideo];
    for (const video of [one, two, three]) await settled(video);
    expect(providerReferences([one, two, three])).to.deep.equal([]);
    for (const id of [youtube, vimeo, wistia]) expect((await received(id)).requests, `nothing asked for ${id}`).to.deep.equal([]);

    const oneLoaded = frameLoaded(one);
    playButton(one)!.click();
    await waitUntil(async () => (await received(youtube)).requests.length === 1, 'the YouTube stand-in is asked for its player');
    const request = (await received(youtube)).requests[0]!;
    expect(request.path).to.equal(`${STAND_IN}/youtube/embed/${youtube}`);
    expect(request.query.autoplay).to.equal('1');
    expect((await received(vimeo)).requests).to.deep.equal([]);
    expect((await received(wistia)).requests).to.deep.equal([]);
    await waitUntil(async () => (await received(youtube)).loaded.length === 1, 'the YouTube player is ready');
    await oneLoaded;

    // Vimeo plays: the YouTube player gets its pause message and its poster comes back.
    const twoLoaded = frameLoaded(two);
    playButton(two)!.click();
    await waitUntil(async () => (await received(youtube)).messages.length === 1, 'the YouTube player is told to pause');
    const pause = (await received(youtube)).messages[0]!;
    expect(JSON.parse(pause.data as string)).to.deep.equal({ event: 'command', func: 'pauseVideo', args: '' });
    expect(pause.origin).to.equal(location.origin);
    expect(pause.receivedAt).to.equal(crossOrigin());
    expect(pause.state).to.equal('paused');
    await waitUntil(() => playButton(one) !== null, 'the first video shows its poster again');
    expect(player(one)!.hidden).to.equal(true);
    await expect(one).to.be.accessible();

    // Wistia plays: Vimeo is paused by its own message.
    await waitUntil(async () => (await received(vimeo)).loaded.length === 1, 'the Vimeo player is ready');
    await twoLoaded;
    const threeLoaded = frameLoaded(three);
    playButton(three)!.click();
    await waitUntil(async () => (await received(vimeo)).messages.length === 1, 'the Vimeo player is told to pause');
    const vimeoPause = (await received(vimeo)).messages[0]!;
    expect(JSON.parse(vimeoPause.data as string)).to.deep.equal({ method: 'pause' });
    expect(vimeoPause.origin).to.equal(location.origin);
    expect(vimeoPause.receivedAt).to.equal(crossOrigin());

    // YouTube again: the Wistia player, which takes no messages, is removed.
    await waitUntil(async () => (await received(wistia)).loaded.length === 1, 'the Wistia player is ready');
    await threeLoaded;
    playButton(one)!.click();
    await waitUntil(() => player(three) === null, 'the Wistia player is removed');
    expect(playButton(three)).not.to.equal(null);
    expect((await received(wistia)).messages).to.deep.equal([]);
    // The YouTube player resumes by message, without loading again.
    await waitUntil(async () => (await received(youtube)).messages.length === 2, 'the YouTube player is told to play');
    expect(JSON.parse((await received(youtube)).messages[1]!.data as string)).to.deep.equal({ event: 'command', func: 'playVideo', args: '' });
    expect((await received(youtube)).requests.length).to.equal(1);
    expect(player(one)!.hidden).to.equal(false);
    await expect(three).to.be.accessible();
  });

  it('removes a player that is still loading when another video plays, so it never starts out of sight', async () => {
    const slow = unique('yt');
    const other = numeric();
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <sq-video url=${`https://youtu.be/${slow}`} video-title="Slow" player-base=${`${standInBase('youtube')}slow/`}>${poster('Slow')}</sq-video>
        <sq-video url=${`https://vimeo.com/${other}`} video-title="Other" player-base=${standInBase('vimeo')}>${poster('Other')}</sq-video>
      </div>`,
    );
    const [first, second] = [...wrapper.querySelectorAll<SqVideo>('sq-video')] as [SqVideo, SqVideo];
    await settled(first);
    await settled(second);
    playButton(first)!.click();
    await waitUntil(() => player(first) !== null, 'the first player is asked for');
    playButton(second)!.click();
    await waitUntil(() => player(first) === null, 'the loading player is removed');
    expect(playButton(first)).not.to.equal(null);
  });

  it('goes back to its poster when an audio player or a video of the page itself starts: one player at a time', async () => {
    const wistia = unique('wi');
    const element = await fixture<SqVideo>(
      html`<sq-video url=${`https://fast.wistia.net/embed/iframe/${wistia}`} video-title="Kiln" player-base=${standInBase('wistia')}
        >${poster('Kiln')}</sq-video
      >`,
    );
    await settled(element);
    playButton(element)!.click();
    await waitUntil(() => player(element) !== null, 'the player shows');
    // An audio block announces itself as it starts.
    dispatchWindowEvent('sq-now-playing', { player: {}, kind: 'audio' });
    await waitUntil(() => player(element) === null && playButton(element) !== null, 'back to its poster');
    playButton(element)!.click();
    await waitUntil(() => player(element) !== null, 'the player shows again');
    // A page's own <audio> starting counts too.
    const own = document.createElement('audio');
    document.body.append(own);
    own.dispatchEvent(new Event('play'));
    own.remove();
    await waitUntil(() => player(element) === null, 'back to its poster once more');
  });

  it('never sends a pause message to whatever a player frame has become: only to the origin it was loaded from', async () => {
    const moved = unique('yt');
    const other = numeric();
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <sq-video url=${`https://www.youtube.com/watch?v=${moved}`} video-title="Moved" player-base=${standInBase('youtube', true)}
          >${poster('Moved')}</sq-video
        >
        <sq-video url=${`https://vimeo.com/${other}`} video-title="Other" player-base=${standInBase('vimeo')}>${poster('Other')}</sq-video>
      </div>`,
    );
    const [first, second] = [...wrapper.querySelectorAll<SqVideo>('sq-video')] as [SqVideo, SqVideo];
    await settled(first);
    await settled(second);
    // The frame loads from the stand-in's origin, then moves itself to the page's own origin.
    const movedHere = frameLoaded(first, { here: true });
    playButton(first)!.click();
    await movedHere;
    expect((await received(moved)).requests).to.have.length(2);
    playButton(second)!.click();
    await waitUntil(() => playButton(first) !== null, 'the first video shows its poster again');
    await waitUntil(async () => (await received(other)).requests.length === 1, 'the second player loaded');
    // The pause went out as the second video started. A message of the test's own, posted after it
    // to the frame's present origin, arrives after anything that pause could have delivered.
    player(first)!.contentWindow!.postMessage('after the pause', location.origin);
    await waitUntil(async () => (await received(moved)).messages.length > 0, 'the frame records the later message');
    expect(
      (await received(moved)).messages.map((message) => message.data),
      'no message reached a frame of another origin',
    ).to.deep.equal(['after the pause']);
  });

  it('plays from the keyboard, and the player takes the focus', async () => {
    const id = unique('an');
    const element = await fixture<SqVideo>(
      html`<sq-video url=${`https://animoto.com/play/${id}`} video-title="Our year" player-base=${standInBase('animoto')}>${poster('x')}</sq-video>`,
    );
    await settled(element);
    playButton(element)!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => player(element) !== null, 'the player appears');
    // Compared as a boolean: a failure that quoted the elements would quote a frame of another origin.
    expect(element.shadowRoot!.activeElement === player(element), 'the player has the focus').to.equal(true);
    await waitUntil(async () => (await received(id)).requests.length === 1, 'the Animoto stand-in is asked for its player');
    expect((await received(id)).requests[0]!.path).to.equal(`${STAND_IN}/animoto/embeds/${id}`);
    await expect(element).to.be.accessible();
  });

  it('records the census video hit (kind 21) when played, and none before', async () => {
    const hits: MediaKind[] = [];
    connectAnalyticsSender({ event: () => {}, media: (kind) => hits.push(kind), quickView: () => {}, trace: () => {}, search: () => {} });
    const element = await fixture<SqVideo>(
      html`<sq-video url=${`https://vimeo.com/${numeric()}`} player-base=${standInBase('vimeo')} video-title="x">${poster('x')}</sq-video>`,
    );
    await settled(element);
    expect(hits).to.deep.equal([]);
    playButton(element)!.click();
    await waitUntil(() => hits.length === 1, 'a video hit is recorded');
    expect(hits.map(mediaEventKind)).to.deep.equal([21]);
  });

  it('keeps the video’s ratio, else 56.3%, and sizes the player by the mode in a box of another shape', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 640px">
        <sq-video url="https://youtu.be/abc" width="1920" height="1080" video-title="a"></sq-video>
        <sq-video url="https://youtu.be/abc" video-title="b"></sq-video>
        <sq-video
          url=${`https://youtu.be/${unique('yt')}`}
          width="1600"
          height="900"
          mode="fit"
          style="height: 200px"
          player-base=${standInBase('youtube')}
          video-title="c"
        ></sq-video>
      </div>`,
    );
    const [wide, plain, fit] = [...wrapper.querySelectorAll<SqVideo>('sq-video')] as [SqVideo, SqVideo, SqVideo];
    for (const video of [wide, plain, fit]) await settled(video);
    expect(wide.getBoundingClientRect().height).to.be.closeTo(360, 0.5);
    expect(plain.getBoundingClientRect().height).to.be.closeTo(640 * 0.563, 0.5);
    fit.shadowRoot!.querySelector<HTMLElement>('.box')!.style.height = '200px';
    playButton(fit)!.click();
    await waitUntil(() => player(fit) !== null && player(fit)!.getBoundingClientRect().width < 600, 'the player fits the box');
    const frame = player(fit)!.getBoundingClientRect();
    expect(frame.height).to.be.closeTo(200, 0.5);
    expect(frame.width).to.be.closeTo((200 * 16) / 9, 0.5);
  });

  it('shows “Invalid video embed.” for embed markup without an iframe or object, with one console error and its own content', async () => {
    const element = await fixture<SqVideo>(html`<sq-video embed="<div>my video</div>"><a href="/films">Watch on our films page</a></sq-video>`);
    await waitUntil(() => element.shadowRoot!.querySelector('[part="invalid"]') !== null, 'the message renders');
    await waitUntil(() => page.errors.length > 0, 'an error is logged');
    expect(element.shadowRoot!.querySelector('[part="invalid"]')!.textContent).to.equal('Invalid video embed.');
    expect(playButton(element)).to.equal(null);
    expect(element.shadowRoot!.querySelector('slot')).not.to.equal(null);
    expect(element.querySelector('a')!.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(page.errors).to.have.length(1);
    expect(page.errors[0]).to.contain('<sq-video>').and.contain('Invalid video embed.');
    await expect(element).to.be.accessible();
  });

  it('plays the address in embed markup (iframe or object) and never inserts the markup', async () => {
    const id = unique('yt');
    const element = await fixture<SqVideo>(
      html`<sq-video
        embed=${`<iframe src="https://www.youtube.com/embed/${id}?rel=0" onload="window.hacked=1"></iframe><img src=x onerror="window.hacked=1">`}
        player-base=${standInBase('youtube')}
        video-title="Embedded"
      ></sq-video>`,
    );
    await settled(element);
    playButton(element)!.click();
    await waitUntil(async () => (await received(id)).requests.length === 1, 'the player loads');
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
    expect(element.shadowRoot!.querySelectorAll('iframe, img[src="x"]').length).to.equal(1);
  });

  for (const [name, attributes, message] of [
    ['no video at all', {}, 'no video url or embed'],
    ['an unknown provider', { url: 'https://videos.example.com/watch/1' }, 'not a Vimeo, YouTube, Wistia or Animoto video'],
    ['a Vimeo Basic account', { url: 'https://vimeo.com/123456', 'account-type': 'basic' }, 'Vimeo Basic accounts are unsupported'],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, 'not a Vimeo, YouTube, Wistia or Animoto video'],
  ] as const) {
    it(`logs one clear error and shows its own content for ${name}`, async () => {
      const element = document.createElement('sq-video') as SqVideo;
      for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
      element.innerHTML = '<a href="/films">Watch the film</a>';
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.append(element);
      await waitUntil(() => element.shadowRoot!.querySelector('slot') !== null, 'the fallback renders');
      await waitUntil(() => page.errors.length > 0, 'an error is logged');
      expect(page.errors).to.have.length(1);
      expect(page.errors[0]).to.contain('<sq-video>').and.contain(message);
      expect(playButton(element)).to.equal(null);
      expect(element.querySelector('a')!.getBoundingClientRect().height).to.be.greaterThan(0);
      await expect(element).to.be.accessible();
    });
  }

  it('refuses a player base that is not https (or http on a loopback host), with one error, and plays from the provider', async () => {
    const element = await fixture<SqVideo>(
      html`<sq-video url="https://vimeo.com/76979871" player-base="http://stand-in.example/vimeo/" video-title="x">${poster('x')}</sq-video>`,
    );
    await settled(element);
    await waitUntil(() => page.errors.length > 0, 'an error is logged');
    expect(page.errors).to.have.length(1);
    expect(page.errors[0]).to.contain('player-base').and.contain('http://stand-in.example/vimeo/');
    playButton(element)!.click();
    await waitUntil(() => player(element) !== null, 'the player appears');
    expect(player(element)!.getAttribute('src')).to.match(/^https:\/\/player\.vimeo\.com\/video\/76979871\?autoplay=1$/);
  });
});
