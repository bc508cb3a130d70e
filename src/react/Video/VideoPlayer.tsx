import { useEffect, useLayoutEffect, useRef } from 'react';
import { VIDEO_RESIZE_EMITTER_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { frameSize, pausesByMessage, playerMessage, playerOrigin, playerUrl } from '../../shared/video/player.js';
import type { ProviderEntry, RecognisedVideo, VideoMode } from '../../shared/video/providers.js';
import { resizeEmitter } from '../../shared/video/resize-emitter.js';
import { recordMediaEvent } from '../../shared/analytics/events.js';
import { announcePlaying, pauseWhenOthersPlay } from '../../shared/media/now-playing.js';

/** The frame centred in the box at the size the video mode gives it; the element's own styles do not carry it, so its chunk does. */
const FRAME_STYLE = {
  position: 'absolute',
  left: '50%',
  top: '50%',
  translate: '-50% -50%',
  border: 0,
  width: 'var(--_sq-frame-width,100%)',
  height: 'var(--_sq-frame-height,100%)',
} as const;

export interface VideoPlayerProps {
  /** The `<sq-video>` it plays in: its own announcements are not another player's. */
  host: HTMLElement;
  video: RecognisedVideo;
  /** Its provider's entry in the element's table (PROVIDERS): the player's address, origin and name. */
  entry: ProviderEntry;
  /** A checked player base in place of the provider's own address. */
  base: URL | undefined;
  title: string | undefined;
  /** The box's height as a percentage of its width. */
  ratio: number;
  mode: VideoMode;
  /** Paused by message and hidden behind the poster, to resume by message; else playing. */
  paused: boolean;
  /** Another player started: this one was paused by message ('paused'), or is to be removed ('poster'). */
  onStop: (phase: 'paused' | 'poster') => void;
}

/**
 * The provider's player, the video block's own chunk loaded on the visitor's intent or play: its
 * frame sized for the video mode, paused and resumed by message to its exact origin, and stopped
 * when any other player on the page starts.
 */
export function VideoPlayer({ host, video, entry, base, title, ratio, mode, paused, onStop }: VideoPlayerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  /** The state the last play or pause was acted on in: undefined before the first play. */
  const shown = useRef<boolean>(undefined);

  const send = (command: 'pause' | 'play') => {
    const message = playerMessage(video.provider, command);
    if (message) frame.current?.contentWindow?.postMessage(message, playerOrigin(entry, base));
  };

  // Another video or audio started: this one goes back to its poster.
  useEffect(() => {
    if (paused) return undefined;
    return pauseWhenOthersPlay(
      host,
      () => {
        // A player still loading hears no message: it goes, rather than start out of sight.
        const pausable = ready.current && pausesByMessage(video.provider);
        if (pausable) send('pause');
        onStop(pausable ? 'paused' : 'poster');
      },
      (media) => host.contains(media),
    );
  });

  // Each play: every other player goes back to its poster and a census video hit is recorded; a
  // player paused before resumes by message. The player takes the focus as it shows, so the
  // keyboard goes on where the play button was: in the commit that takes the button away, so the
  // focus never falls to the page in between.
  useLayoutEffect(() => {
    if (shown.current === paused) return;
    const resumed = shown.current === true;
    shown.current = paused;
    if (paused) return;
    announcePlaying(host, 'video');
    if (resumed) send('play');
    recordMediaEvent('video');
    frame.current?.focus();
  });

  // The player's size in the box for the video mode; a burst of resizes applies once it settles.
  useLayoutEffect(() => {
    const box = frame.current?.parentElement;
    if (!box) return undefined;
    const emitter = resizeEmitter(() => {
      const size = frameSize({ width: box.clientWidth, height: box.clientHeight }, ratio, mode);
      frame.current?.style.setProperty('--_sq-frame-width', `${size.width}px`);
      frame.current?.style.setProperty('--_sq-frame-height', `${size.height}px`);
    }, VIDEO_RESIZE_EMITTER_TIMEOUT_MS);
    const observer = new ResizeObserver(emitter.resized);
    observer.observe(box);
    return () => {
      observer.disconnect();
      emitter.stop();
    };
  }, [ratio, mode]);

  return (
    <iframe
      ref={frame}
      part="player"
      style={FRAME_STYLE}
      src={playerUrl(video, entry, location.origin, base)}
      title={title || entry.name}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      onLoad={() => (ready.current = true)}
      hidden={paused}
    />
  );
}
