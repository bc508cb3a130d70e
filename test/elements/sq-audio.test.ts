import { expect, fixture, fixtureCleanup, html, nextFrame, oneEvent, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/elements/sq-audio.js';
import type { SqAudio } from '../../src/elements/sq-audio.js';
import { chooseConsent } from '../../src/shared/consent/actions.js';
import { captureConsole } from '../helpers/console.js';
import { censusData, freshAddress, mountSite, resetSiteTest, sentFrom, sentSince, unmounted } from '../helpers/site.js';

const TONE_A = '/test/elements/fixtures/audio/tone-a.wav'; // 6 s
const TONE_B = '/test/elements/fixtures/audio/tone-b.wav'; // 4 s
const RECORD_HIT = '/api/census/RecordHit';

const shadow = (element: SqAudio) => element.shadowRoot!;
const playButton = (element: SqAudio) => shadow(element).querySelector<HTMLButtonElement>('[part~="play"]')!;
const slider = (element: SqAudio) => shadow(element).querySelector<HTMLElement>('[role="slider"]')!;
const trackButtons = (element: SqAudio) => [...shadow(element).querySelectorAll<HTMLButtonElement>('[part~="track"]')];
const audios = (element: SqAudio) => [...element.querySelectorAll('audio')];
const valueText = (element: SqAudio) => slider(element).getAttribute('aria-valuetext');

const album = (label = 'Harbour sessions', itemIds: [string, string] = ['track-1', 'track-2']) => html`
  <sq-audio label=${label}>
    <ol>
      <li>
        Morning
        <audio
          controls
          preload="none"
          src=${TONE_A}
          aria-label="Morning"
          data-artist="The Quay Band"
          data-duration="6"
          data-item-id=${itemIds[0]}
        ></audio>
      </li>
      <li>Evening <audio controls preload="none" src=${TONE_B} aria-label="Evening" data-duration="4" data-item-id=${itemIds[1]}></audio></li>
    </ol>
  </sq-audio>
`;

async function player(template: ReturnType<typeof html>) {
  const element = await fixture<SqAudio>(template);
  await waitUntil(() => playButton(element), 'the player renders');
  return element;
}

/** Presses a key on a control: focus, then a real key press (the visitor's activation, which lets audio play). */
async function press(control: HTMLElement, key: string) {
  control.focus();
  await sendKeys({ press: key });
}

const isPlaying = (element: SqAudio, title: string) => playButton(element).getAttribute('aria-label') === `Pause ${title}`;

async function pauseAll() {
  for (const audio of document.querySelectorAll('audio')) audio.pause();
}

afterEach(async () => {
  await pauseAll();
  fixtureCleanup();
  await unmounted();
});

describe('<sq-audio>', () => {
  it('draws a named player over its light-DOM tracks: play button, seek slider with its times, and the track list', async () => {
    const element = await player(album());
    expect(shadow(element).querySelector('[part="player"]')!.getAttribute('aria-label')).to.equal('Harbour sessions');
    expect(playButton(element).getAttribute('aria-label')).to.equal('Play Morning');
    expect(shadow(element).querySelector('[part="title"]')!.textContent).to.equal('Morning');
    expect(shadow(element).querySelector('[part="artist"]')!.textContent).to.equal('The Quay Band');
    const seek = slider(element);
    expect(seek.getAttribute('aria-label')).to.equal('Seek');
    expect([seek.getAttribute('aria-valuemin'), seek.getAttribute('aria-valuemax'), seek.getAttribute('aria-valuenow')]).to.deep.equal([
      '0',
      '6',
      '0',
    ]);
    expect(valueText(element)).to.equal('0:00 of 0:06');
    expect(shadow(element).querySelector('[part="elapsed"]')!.textContent).to.equal('0:00');
    expect(shadow(element).querySelector('[part="total"]')!.textContent).to.equal('0:06');
    expect(shadow(element).querySelector('[part="tracks"]')!.getAttribute('aria-label')).to.equal('Tracks');
    expect(trackButtons(element).map((button) => button.textContent)).to.deep.equal(['1Morning · The Quay Band0:06', '2Evening0:04']);
    expect(trackButtons(element).map((button) => button.getAttribute('aria-current'))).to.deep.equal(['true', null]);
    // The native players are the light DOM: not drawn once the player is.
    expect(audios(element).every((audio) => audio.getClientRects().length === 0)).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('plays and pauses from the keyboard, the time following the track', async () => {
    const element = await player(album());
    const [first] = audios(element);
    await press(playButton(element), 'Enter');
    await waitUntil(() => isPlaying(element, 'Morning') && !first!.paused, 'the first track plays');
    await waitUntil(() => first!.currentTime >= 1 && valueText(element) !== '0:00 of 0:06', 'the time moves on', { timeout: 4000 });
    expect(valueText(element)).to.match(/^0:0[1-6] of 0:06$/);
    expect(shadow(element).querySelector('[part="elapsed"]')!.textContent).to.match(/^0:0[1-6]$/);
    await expect(element).to.be.accessible();
    await press(playButton(element), ' ');
    await waitUntil(() => playButton(element).getAttribute('aria-label') === 'Play Morning', 'the button offers play again');
    expect(first!.paused).to.equal(true);
    await expect(element).to.be.accessible();
  });

  it('seeks with the arrow, Page, Home and End keys, saying the time as "m:ss of m:ss"', async () => {
    const element = await player(album());
    const [first] = audios(element);
    const seek = slider(element);
    await press(seek, 'ArrowRight');
    await waitUntil(() => valueText(element) === '0:05 of 0:06', 'an arrow moves 5 s');
    expect(first!.currentTime).to.equal(5);
    expect(seek.getAttribute('aria-valuenow')).to.equal('5');
    expect(document.activeElement).to.equal(element);
    expect(shadow(element).activeElement).to.equal(seek);
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => valueText(element) === '0:00 of 0:06', 'left moves back 5 s');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => valueText(element) === '0:05 of 0:06', 'up moves on 5 s');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => valueText(element) === '0:00 of 0:06', 'down moves back 5 s');
    // Left at the start stays there: once the key is handled and drawn, the time is still 0:00.
    const pressed = oneEvent(seek, 'keydown');
    await sendKeys({ press: 'ArrowLeft' });
    await pressed;
    await element.updateComplete;
    await nextFrame();
    expect(valueText(element)).to.equal('0:00 of 0:06');
    await sendKeys({ press: 'End' });
    await waitUntil(() => valueText(element) === '0:06 of 0:06', 'End goes to the end');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => valueText(element) === '0:00 of 0:06', 'Home goes to the start');
    await sendKeys({ press: 'PageUp' });
    await waitUntil(() => valueText(element) === '0:06 of 0:06', 'Page Up moves 30 s, up to the end');
    await sendKeys({ press: 'PageDown' });
    await waitUntil(() => valueText(element) === '0:00 of 0:06', 'Page Down moves back 30 s, down to the start');
    expect(first!.currentTime).to.equal(0);
    await expect(element).to.be.accessible();
  });

  it('seeks where the slider is pressed', async () => {
    const element = await player(album());
    const rail = slider(element).getBoundingClientRect();
    try {
      await sendMouse({ type: 'click', position: [Math.round(rail.left + rail.width / 2), Math.round(rail.top + rail.height / 2)] });
    } finally {
      await resetMouse();
    }
    await waitUntil(() => valueText(element) === '0:03 of 0:06', 'the middle of the rail is half the track');
    expect(audios(element)[0]!.currentTime).to.be.closeTo(3, 0.1);
  });

  it('plays a track chosen from the list, and the album plays on to the next track', async () => {
    const element = await player(album());
    const [first, second] = audios(element);
    await press(trackButtons(element)[1]!, 'Enter');
    await waitUntil(() => isPlaying(element, 'Evening') && !second!.paused, 'the second track plays');
    expect(trackButtons(element).map((button) => button.getAttribute('aria-current'))).to.deep.equal([null, 'true']);
    expect(shadow(element).querySelector('[part="title"]')!.textContent).to.equal('Evening');
    expect(first!.paused).to.equal(true);
    await expect(element).to.be.accessible();
    await press(trackButtons(element)[0]!, 'Enter');
    await waitUntil(() => isPlaying(element, 'Morning') && !first!.paused, 'the first track plays');
    expect(second!.paused).to.equal(true);
    // Near its end, the first track runs out and the second starts.
    first!.currentTime = 5.5;
    await waitUntil(() => isPlaying(element, 'Evening') && !second!.paused, 'the next track starts', { timeout: 4000 });
    expect(trackButtons(element).map((button) => button.getAttribute('aria-current'))).to.deep.equal([null, 'true']);
    expect(second!.currentTime).to.be.below(2);
  });

  it('plays one audio at a time across the page', async () => {
    const page = await fixture<HTMLElement>(html`<div>${album('Side A')}${album('Side B')}</div>`);
    const [one, two] = [...page.querySelectorAll<SqAudio>('sq-audio')] as [SqAudio, SqAudio];
    await waitUntil(() => playButton(one) && playButton(two), 'both players render');
    await press(playButton(one), 'Enter');
    await waitUntil(() => isPlaying(one, 'Morning'), 'the first player plays');
    await press(trackButtons(two)[1]!, 'Enter');
    await waitUntil(() => isPlaying(two, 'Evening'), 'the second player plays');
    await waitUntil(() => playButton(one).getAttribute('aria-label') === 'Play Morning', 'the first player stops');
    expect(audios(one).every((audio) => audio.paused)).to.equal(true);
    expect(audios(two)[1]!.paused).to.equal(false);
    await expect(page).to.be.accessible();
  });

  it('pauses when another player on the page announces that it started', async () => {
    const element = await player(album());
    const announced: unknown[] = [];
    const listen = (event: WindowEventMap['sq-now-playing']) => announced.push(event.detail);
    window.addEventListener('sq-now-playing', listen);
    try {
      await press(playButton(element), 'Enter');
      await waitUntil(() => isPlaying(element, 'Morning'), 'it plays');
      expect(announced).to.deep.equal([{ player: element, kind: 'audio' }]);
      window.dispatchEvent(new CustomEvent('sq-now-playing', { detail: { player: {}, kind: 'video' } }));
      await waitUntil(() => playButton(element).getAttribute('aria-label') === 'Play Morning', 'it pauses');
      expect(audios(element)[0]!.paused).to.equal(true);
    } finally {
      window.removeEventListener('sq-now-playing', listen);
    }
  });

  it('a single track has no track list', async () => {
    const element = await player(
      html`<sq-audio
        ><p><audio controls src=${TONE_B} title="Evening"></audio></p
      ></sq-audio>`,
    );
    expect(shadow(element).querySelector('[part="tracks"]')).to.equal(null);
    expect(shadow(element).querySelector('[part="player"]')!.getAttribute('aria-label')).to.equal('Audio player');
    expect(playButton(element).getAttribute('aria-label')).to.equal('Play Evening');
    await waitUntil(() => valueText(element) === '0:00 of 0:04', 'the length is read from the file');
    await expect(element).to.be.accessible();
  });
});

describe('<sq-audio> bad input', () => {
  it('logs an unparseable provider URL once and leaves that track out', async () => {
    const logged = captureConsole();
    try {
      const element = await player(
        html`<sq-audio>
          <ol>
            <li><audio controls src="javascript:alert(1)" aria-label="Bad"></audio></li>
            <li><audio controls src=${TONE_B} aria-label="Good"></audio></li>
          </ol>
        </sq-audio>`,
      );
      await waitUntil(() => logged.errors.length > 0, 'the URL is logged');
      await element.updateComplete;
      await nextFrame();
      expect(logged.errors).to.deep.equal(['<sq-audio>: Unable to parse audio provider URL: javascript:alert(1)']);
      expect(playButton(element).getAttribute('aria-label')).to.equal('Play Good');
      expect(shadow(element).querySelector('[part="tracks"]')).to.equal(null);
      await expect(element).to.be.accessible();
    } finally {
      logged.restore();
    }
  });

  it('shows its light DOM, the browser’s own players, when no track can play', async () => {
    const logged = captureConsole();
    try {
      const element = await fixture<SqAudio>(
        html`<sq-audio
          ><ol>
            <li>Broken <audio controls src="http://[::1" aria-label="Broken"></audio></li></ol
        ></sq-audio>`,
      );
      await waitUntil(() => shadow(element).querySelector('slot') && logged.errors.length > 0, 'the light DOM is shown, the URL logged');
      expect(playButton(element)).to.equal(null);
      expect(audios(element)[0]!.getClientRects().length).to.equal(1);
      expect(logged.errors).to.deep.equal(['<sq-audio>: Unable to parse audio provider URL: http://[::1']);
      await expect(element).to.be.accessible();
    } finally {
      logged.restore();
    }
  });

  it('plays the first 60 tracks of a longer album and says so once', async () => {
    const logged = captureConsole();
    try {
      const element = document.createElement('sq-audio') as SqAudio;
      element.innerHTML = `<ol>${Array.from({ length: 61 }, (_, n) => `<li><audio src="${TONE_B}" aria-label="Song ${n + 1}"></audio></li>`).join('')}</ol>`;
      document.body.append(element);
      try {
        await waitUntil(() => trackButtons(element).length > 0 && logged.errors.length > 0, 'the player renders, the overflow logged');
        await element.updateComplete;
        await nextFrame();
        expect(trackButtons(element)).to.have.length(60);
        expect(logged.errors).to.deep.equal(['<sq-audio>: The audio block has 61 tracks; the player plays the first 60.']);
      } finally {
        element.remove();
      }
    } finally {
      logged.restore();
    }
  });
});

describe('<sq-audio> census', () => {
  const RESTRICTIVE = { website: { id: 'site-1' }, pageType: 2, cookieSettings: { isAnalyticsCookiesDisabled: true } };
  /** The audio hits this browser sent since `since`, from the page at `address` when given. */
  const audioHits = async (since: number, address?: string) =>
    (await (address === undefined ? sentSince(RECORD_HIT, since) : sentFrom(RECORD_HIT, since, address))).filter(
      (request) => new URLSearchParams(request.body).get('event') === '20',
    );

  beforeEach(resetSiteTest);
  afterEach(resetSiteTest);

  it('records the audio census kind (20) once per track played, with its item', async () => {
    const since = Date.now();
    // Only this test's page sends from this address: a hit another test's page sent late is not counted.
    const address = freshAddress('audio-census');
    await mountSite({ website: { id: 'site-1' }, pageType: 2 });
    const element = await player(album('Census', ['track-7', 'track-8']));
    await press(playButton(element), 'Enter');
    await waitUntil(() => isPlaying(element, 'Morning'), 'it plays');
    await waitUntil(async () => (await audioHits(since, address)).length === 1, 'the audio hit is sent');
    await press(playButton(element), 'Enter');
    await waitUntil(() => !isPlaying(element, 'Morning'), 'it pauses');
    await press(playButton(element), 'Enter');
    await waitUntil(() => isPlaying(element, 'Morning'), 'it plays again');
    // The next track's hit is sent after any second hit for the first: once it has arrived, so has that.
    await press(trackButtons(element)[1]!, 'Enter');
    await waitUntil(() => isPlaying(element, 'Evening'), 'the next track plays');
    const next = (request: Parameters<typeof censusData>[0]) => censusData(request).itemId === 'track-8';
    await waitUntil(async () => (await audioHits(since, address)).some(next), "the next track's hit is sent");
    const hits = (await audioHits(since, address)).filter((request) => !next(request));
    expect(
      hits.map((request) => censusData(request).itemId),
      'one hit for the first track',
    ).to.deep.equal(['track-7']);
    expect(censusData(hits[0]!)).to.include({ itemId: 'track-7', recordType: 'album-track', websiteId: 'site-1' });
  });

  it('sends nothing before consent under a restrictive policy, and the hit once the visitor accepts', async () => {
    const since = Date.now();
    const beforeConsent = freshAddress('audio-before-consent');
    await mountSite(RESTRICTIVE);
    const element = await player(album('Census', ['track-7', 'track-8']));
    await press(playButton(element), 'Enter');
    await waitUntil(() => isPlaying(element, 'Morning'), 'it plays');
    const accepted = freshAddress('audio-accepted');
    chooseConsent(true);
    await waitUntil(async () => (await audioHits(since)).length === 1, 'the audio hit is sent after accepting');
    // Sent from the page's next address: whatever was sent before accepting has arrived before it.
    expect((await audioHits(since)).every((request) => request.referer === accepted)).to.equal(true);
    expect(await sentFrom('/api/', since, beforeConsent)).to.deep.equal([]);
    expect(censusData((await audioHits(since))[0]!).itemId).to.equal('track-7');
  });
});
