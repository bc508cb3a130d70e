import { expect } from '@open-wc/testing';
import { setVideoActive } from '../../src/shared/dom/video.js';

/** A slide holding a player frame at `src` whose window records the messages posted to it. */
function slideWithFrame(src: string) {
  const slide = document.createElement('figure');
  const frame = document.createElement('iframe');
  frame.src = src;
  const posted: [unknown, string][] = [];
  Object.defineProperty(frame, 'contentWindow', { value: { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) } });
  slide.append(frame);
  return { slide, frame, posted };
}

describe('video slides made inactive', () => {
  it('pause a YouTube or Vimeo player with a message to the exact origin it was loaded from, never to any origin', () => {
    for (const [src, origin, message] of [
      ['https://www.youtube.com/embed/abc?enablejsapi=1', 'https://www.youtube.com', { event: 'command', func: 'pauseVideo', args: '' }],
      ['https://www.youtube-nocookie.com/embed/abc', 'https://www.youtube-nocookie.com', { event: 'command', func: 'pauseVideo', args: '' }],
      ['https://player.vimeo.com/video/123', 'https://player.vimeo.com', { method: 'pause' }],
    ] as const) {
      const { slide, frame, posted } = slideWithFrame(src);
      setVideoActive(slide, false);
      expect(
        posted.map(([data, target]) => [JSON.parse(data as string), target]),
        src,
      ).to.deep.equal([[message, origin]]);
      expect(frame.inert).to.equal(true);
    }
  });

  it('send nothing to a frame of any other origin, whatever its address says', () => {
    for (const src of [
      'https://youtube.com.evil.example/embed/abc',
      'https://evil.example/player.vimeo.com/video/1',
      'http://www.youtube.com/embed/abc',
      'not a url',
    ]) {
      const { slide, posted } = slideWithFrame(src);
      setVideoActive(slide, false);
      expect(posted, src).to.deep.equal([]);
    }
  });

  it('leave the current slide’s player usable', () => {
    const { slide, frame, posted } = slideWithFrame('https://www.youtube.com/embed/abc');
    setVideoActive(slide, true);
    expect(frame.inert).to.equal(false);
    expect(posted).to.deep.equal([]);
  });
});
