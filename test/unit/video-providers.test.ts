import { expect } from '@open-wc/testing';
import { install } from '@sinonjs/fake-timers';
import { playerBase, providerOf, PROVIDERS, recogniseVideo, videoRatioPercent, videoTypeOf } from '../../src/shared/video/providers.js';
import { frameSize, pausesByMessage, playerMessage, playerOrigin, playerUrl } from '../../src/shared/video/player.js';
import { resizeEmitter } from '../../src/shared/video/resize-emitter.js';

describe('video providers', () => {
  it('recognises Vimeo, YouTube, Wistia and Animoto from their page and player URLs', () => {
    const cases: [string, ReturnType<typeof providerOf>][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['https://youtu.be/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
      ['https://m.youtube.com/shorts/abc_DEF-1', { provider: 'youtube', id: 'abc_DEF-1' }],
      ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
      ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
      ['https://player.vimeo.com/video/76979871?h=abc', { provider: 'vimeo', id: '76979871' }],
      ['//player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
      ['https://home.wistia.com/medias/e4a27b971d', { provider: 'wistia', id: 'e4a27b971d' }],
      ['https://fast.wistia.net/embed/iframe/e4a27b971d', { provider: 'wistia', id: 'e4a27b971d' }],
      ['https://animoto.com/play/AbC123', { provider: 'animoto', id: 'AbC123' }],
    ];
    for (const [url, expected] of cases) expect(providerOf(url), url).to.deep.equal(expected);
  });

  it('recognises nothing on other hosts, lookalikes, bad ids or other schemes', () => {
    for (const url of [
      'https://example.com/watch?v=abc',
      'https://youtube.com.evil.example/watch?v=abc',
      'https://notyoutube.com/watch?v=abc',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/watch',
      'https://vimeo.com/about',
      'javascript:alert(1)//youtube.com/watch?v=abc',
      'data:text/html,youtube.com',
      '/watch?v=abc',
      'https://www.youtube.com\\@evil.example/watch?v=abc',
    ]) {
      expect(providerOf(url), url).to.equal(undefined);
    }
  });

  it('types embed markup: iframe, object or invalid, and reads only the player address from it', () => {
    expect(videoTypeOf('<iframe src="https://player.vimeo.com/video/1"></iframe>')).to.equal('iframe');
    expect(videoTypeOf('<object data="https://www.youtube.com/v/abc"></object>')).to.equal('object');
    expect(videoTypeOf('<div>no player</div>')).to.equal('invalid');
    expect(recogniseVideo({ embed: '<p>nothing</p>' })).to.deep.equal({ ok: false, problem: 'invalid-embed' });
    expect(recogniseVideo({ embed: "<iframe width=560 src='https://www.youtube.com/embed/abc?si=x&amp;rel=0'></iframe>" })).to.deep.equal({
      ok: true,
      video: { provider: 'youtube', id: 'abc', type: 'iframe' },
    });
    expect(
      recogniseVideo({ embed: '<object width="425"><param name="movie" value="https://www.youtube.com/v/abc"></param><embed></embed></object>' }),
    ).to.deep.equal({ ok: true, video: { provider: 'youtube', id: 'abc', type: 'object' } });
    // The first address that names a video counts, wherever it stands.
    expect(
      recogniseVideo({ embed: '<object><param name="allowfullscreen" value="true"><param name="movie" value="https://vimeo.com/42"></object>' }),
    ).to.deep.equal({ ok: true, video: { provider: 'vimeo', id: '42', type: 'object' } });
    expect(recogniseVideo({ embed: '<iframe src="https://evil.example/abc"></iframe>' })).to.deep.equal({ ok: false, problem: 'unknown-provider' });
    expect(recogniseVideo({})).to.deep.equal({ ok: false, problem: 'missing' });
    expect(recogniseVideo({ url: 42 })).to.deep.equal({ ok: false, problem: 'missing' });
  });

  it('refuses Vimeo Basic accounts only', () => {
    expect(recogniseVideo({ url: 'https://vimeo.com/1', accountType: 'Basic' })).to.deep.equal({ ok: false, problem: 'vimeo-basic' });
    expect(recogniseVideo({ url: 'https://vimeo.com/1', accountType: 'pro' }).ok).to.equal(true);
    expect(recogniseVideo({ url: 'https://youtu.be/abc', accountType: 'basic' }).ok).to.equal(true);
  });

  it('builds the player address with autoplay, on the provider or a checked player base, and messages only its origin', () => {
    const video = { provider: 'youtube', id: 'abc', type: 'iframe' } as const;
    const { youtube } = PROVIDERS;
    expect(playerUrl(video, youtube, 'https://site.example')).to.equal(
      'https://www.youtube.com/embed/abc?autoplay=1&enablejsapi=1&rel=0&origin=https%3A%2F%2Fsite.example',
    );
    expect(playerOrigin(youtube)).to.equal('https://www.youtube.com');
    expect(playerOrigin(PROVIDERS.vimeo)).to.equal('https://player.vimeo.com');
    const base = playerBase('https://www.youtube-nocookie.com')!;
    expect(playerUrl(video, youtube, 'https://site.example', base)).to.match(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc\?autoplay=1/);
    expect(playerOrigin(youtube, base)).to.equal('https://www.youtube-nocookie.com');
    expect(playerUrl(video, youtube, 'https://s', playerBase('http://127.0.0.1:8000/stand-in/youtube'))).to.match(
      /^http:\/\/127\.0\.0\.1:8000\/stand-in\/youtube\/embed\/abc\?/,
    );
    for (const bad of [
      'http://example.com/',
      'https://example.com/?x=1',
      'https://example.com/#a',
      'https://u:p@example.com/',
      'javascript:alert(1)',
      '/local/',
      42,
    ]) {
      expect(playerBase(bad), String(bad)).to.equal(undefined);
    }
  });

  it('pauses and plays YouTube and Vimeo by their own messages; Wistia and Animoto take none', () => {
    expect(JSON.parse(playerMessage('youtube', 'pause')!)).to.deep.equal({ event: 'command', func: 'pauseVideo', args: '' });
    expect(JSON.parse(playerMessage('youtube', 'play')!)).to.deep.equal({ event: 'command', func: 'playVideo', args: '' });
    expect(JSON.parse(playerMessage('vimeo', 'pause')!)).to.deep.equal({ method: 'pause' });
    expect(JSON.parse(playerMessage('vimeo', 'play')!)).to.deep.equal({ method: 'play' });
    expect(playerMessage('wistia', 'pause')).to.equal(undefined);
    expect(playerMessage('animoto', 'play')).to.equal(undefined);
    expect((['youtube', 'vimeo', 'wistia', 'animoto'] as const).map(pausesByMessage)).to.deep.equal([true, true, false, false]);
  });

  it('takes the ratio from the video, else 56.3%, and sizes the player by mode', () => {
    expect(videoRatioPercent(1920, 1080, 56.3)).to.equal(56.25);
    expect(videoRatioPercent(undefined, '300', 56.3)).to.equal(56.3);
    expect(videoRatioPercent(0, 0, 56.3)).to.equal(56.3);
    const box = { width: 400, height: 400 };
    expect(frameSize(box, 50, 'fit')).to.deep.equal({ width: 400, height: 200 });
    expect(frameSize(box, 50, 'fill')).to.deep.equal({ width: 800, height: 400 });
    expect(frameSize(box, 50, 'none')).to.deep.equal(box);
    expect(frameSize({ width: 400, height: 100 }, 50, 'fit')).to.deep.equal({ width: 200, height: 100 });
  });

  it('reports the first resize at once, then once a burst has been quiet for the time-out', () => {
    const clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let reports = 0;
      const emitter = resizeEmitter(() => (reports += 1), 50);
      emitter.resized();
      expect(reports).to.equal(1);
      emitter.resized();
      emitter.resized();
      clock.tick(20);
      emitter.resized();
      expect(reports).to.equal(1);
      // The time-out counts from the burst's last resize.
      clock.tick(49);
      expect(reports).to.equal(1);
      clock.tick(1);
      expect(reports).to.equal(2);
      emitter.stop();
    } finally {
      clock.uninstall();
    }
  });
});
