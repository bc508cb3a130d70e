import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { VIDEO_FALLBACK_ASPECT_RATIO_PERCENT } from '../../shared/constants/limits.js';
import { VIDEO_RESIZE_EMITTER_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { recordMediaEvent } from '../../shared/analytics/events.js';
import { t } from '../../shared/i18n/format.js';
import { usableUrl } from '../../shared/url/check.js';
import {
  frameSize,
  pausesByMessage,
  playerBase,
  playerMessage,
  playerOrigin,
  playerUrl,
  PROVIDERS,
  recogniseVideo,
  videoRatioPercent,
  type VideoMode,
} from '../../shared/video/providers.js';
import { resizeEmitter } from '../../shared/video/resize-emitter.js';
import { announcePlaying, pauseWhenOthersPlay } from '../../shared/media/now-playing.js';

export interface VideoProps extends HostContext {
  url?: string | undefined;
  embed?: string | undefined;
  accountType?: string | undefined;
  videoTitle?: string | undefined;
  mode?: VideoMode | undefined;
  width?: number | undefined;
  height?: number | undefined;
  playerBase?: string | undefined;
}

/** The console text of each problem; 'Invalid video embed.' is also shown. */
const PROBLEMS = {
  missing: 'videoMissing',
  'unknown-provider': 'videoUnknownProvider',
  'vimeo-basic': 'videoVimeoBasic',
  'invalid-embed': 'invalidVideoEmbed',
} as const;

/** poster: nothing of the provider loaded; playing: its player shown; paused: its player kept, hidden, to resume by message. */
type Phase = 'poster' | 'playing' | 'paused';

/**
 * The video block: the site's own poster with a play button, and no request to the provider until
 * the visitor plays. Playing loads the provider's player; a play anywhere else on the page sends
 * this one back to its poster (paused by message, or its frame removed).
 */
export function Video(props: VideoProps) {
  const { url, embed, accountType, videoTitle, mode = 'fill', host } = props;
  const found = useMemo(() => recogniseVideo({ url, embed, accountType }), [url, embed, accountType]);
  const base = useMemo(() => (props.playerBase ? playerBase(props.playerBase) : undefined), [props.playerBase]);
  const video = found.ok ? found.video : undefined;
  const [phase, setPhase] = useState<Phase>('poster');
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const ready = useRef(false);

  useEffect(() => {
    if (!found.ok) console.error(t('videoDataProblem', { reason: t(PROBLEMS[found.problem], {}, 'en') }, 'en'));
  }, [found]);
  useEffect(() => {
    if (props.playerBase && !base) console.error(t('videoPlayerBaseInvalid', { value: props.playerBase }, 'en'));
  }, [props.playerBase, base]);
  // A new video or player address: the old player goes.
  useEffect(() => setPhase('poster'), [video?.provider, video?.id, base]);

  const send = (command: 'pause' | 'play') => {
    const message = video && playerMessage(video.provider, command);
    if (message) frame.current?.contentWindow?.postMessage(message, playerOrigin(video.provider, base));
  };

  // Another video or audio started: this one goes back to its poster.
  useEffect(() => {
    if (phase !== 'playing' || !video) return undefined;
    const stop = () => {
      // A player still loading hears no message: it goes, rather than start out of sight.
      const pausable = ready.current && pausesByMessage(video.provider);
      if (pausable) send('pause');
      setPhase(pausable ? 'paused' : 'poster');
    };
    return pauseWhenOthersPlay(host, stop, (media) => host.contains(media));
  });

  const poster = host.querySelector('img');
  const ratio = videoRatioPercent(
    props.width ?? poster?.getAttribute('width'),
    props.height ?? poster?.getAttribute('height'),
    VIDEO_FALLBACK_ASPECT_RATIO_PERCENT,
  );
  const framed = phase !== 'poster';
  if (!framed) ready.current = false;

  // The player's size in the box for the video mode; a burst of resizes applies once it settles.
  useLayoutEffect(() => {
    const element = box.current;
    if (!framed || !element) return undefined;
    const emitter = resizeEmitter(() => {
      const size = frameSize({ width: element.clientWidth, height: element.clientHeight }, ratio, mode);
      frame.current?.style.setProperty('--_sq-frame-width', `${size.width}px`);
      frame.current?.style.setProperty('--_sq-frame-height', `${size.height}px`);
    }, VIDEO_RESIZE_EMITTER_TIMEOUT_MS);
    const observer = new ResizeObserver(emitter.resized);
    observer.observe(element);
    return () => {
      observer.disconnect();
      emitter.stop();
    };
  }, [framed, ratio, mode]);

  // The player takes focus as it shows, so the keyboard goes on where the play button was.
  useEffect(() => {
    if (phase === 'playing') frame.current?.focus();
  }, [phase]);

  if (!video) {
    return (
      <>
        <slot />
        {!found.ok && found.problem === 'invalid-embed' && (
          <p part="invalid" role="alert">
            {t('invalidVideoEmbed')}
          </p>
        )}
      </>
    );
  }

  const play = () => {
    announcePlaying(host, 'video');
    if (phase === 'paused') send('play');
    setPhase('playing');
    recordMediaEvent('video');
  };
  const title = videoTitle?.trim() || poster?.alt.trim();
  const src = usableUrl(poster?.getAttribute('src'), 'image');
  return (
    <div ref={box} className={`box mode-${mode}`} part="box" style={{ aspectRatio: `100/${ratio}` }}>
      {src && <img part="poster" src={src} alt="" />}
      {framed && (
        <iframe
          ref={frame}
          part="player"
          src={playerUrl(video, location.origin, base)}
          title={title || PROVIDERS[video.provider].name}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          onLoad={() => (ready.current = true)}
          hidden={phase === 'paused'}
        />
      )}
      {phase !== 'playing' && (
        <button type="button" part="play" aria-label={title ? t('videoPlay', { title }) : t('videoPlayUntitled')} onClick={play}>
          <svg part="play-icon" viewBox="0 0 68 48" aria-hidden="true">
            <rect width="68" height="48" rx="12" />
            <path d="M27 14v20l18-10z" />
          </svg>
        </button>
      )}
    </div>
  );
}
