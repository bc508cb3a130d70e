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
  playerOrigin,
  playerUrl,
  PROVIDERS,
  recogniseVideo,
  videoRatioPercent,
  type VideoMode,
  type VideoProblem,
} from '../../shared/video/providers.js';
import { resizeEmitter } from '../../shared/video/resize-emitter.js';

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

const PROBLEMS: Record<VideoProblem, 'videoMissing' | 'videoUnknownProvider' | 'videoVimeoBasic' | 'videoInvalidEmbed'> = {
  missing: 'videoMissing',
  'unknown-provider': 'videoUnknownProvider',
  'vimeo-basic': 'videoVimeoBasic',
  'invalid-embed': 'videoInvalidEmbed',
};

/**
 * The video block: the site's own poster with a play button, and no request to the provider until
 * the visitor plays. Playing loads the provider's player; a play anywhere else on the page sends
 * this one back to its poster (paused by message, or its frame removed).
 */
export function Video(props: VideoProps) {
  const { url, embed, accountType, videoTitle, mode = 'fill', host, emit, lightDomVersion } = props;
  const recognition = useMemo(() => recogniseVideo({ url, embed, accountType }), [url, embed, accountType]);
  const base = useMemo(() => (props.playerBase ? playerBase(props.playerBase) : undefined), [props.playerBase]);
  const [playing, setPlaying] = useState(false);
  const [framed, setFramed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const playingRef = useRef(playing);
  playingRef.current = playing;

  useEffect(() => {
    if (!recognition.ok) console.error(t('videoDataProblem', { reason: t(PROBLEMS[recognition.problem], {}, 'en') }, 'en'));
  }, [recognition]);
  useEffect(() => {
    if (props.playerBase && !base) console.error(t('videoPlayerBaseInvalid', { value: props.playerBase }, 'en'));
  }, [props.playerBase, base]);

  // The poster is the site's own image in the light DOM (the block stores it); read again when the light DOM changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lightDomVersion is the signal to read the light DOM again
  const poster = useMemo(() => host.querySelector('img'), [host, lightDomVersion]);
  const posterSrc = usableUrl(poster?.getAttribute('src'), 'image');
  const ratio = videoRatioPercent(
    props.width ?? poster?.getAttribute('width'),
    props.height ?? poster?.getAttribute('height'),
    VIDEO_FALLBACK_ASPECT_RATIO_PERCENT,
  );
  const video = recognition.ok ? recognition.video : undefined;
  const provider = video ? PROVIDERS[video.provider].name : '';
  const title = videoTitle?.trim() || poster?.getAttribute('alt')?.trim() || '';

  // Another video or audio started: this one goes back to its poster.
  useEffect(() => {
    if (!video) return undefined;
    const stop = (event: Event) => {
      if (!playingRef.current || event.composedPath().includes(host)) return;
      const target = frame.current?.contentWindow;
      const message = PROVIDERS[video.provider].pause;
      if (message && target) target.postMessage(message, playerOrigin(video.provider, base));
      if (!pausesByMessage(video.provider)) setFramed(false);
      setPlaying(false);
    };
    window.addEventListener('sq-media-play', stop);
    return () => window.removeEventListener('sq-media-play', stop);
  }, [video, host, base]);

  // A new video or player address: the old player goes.
  useEffect(() => {
    setPlaying(false);
    setFramed(false);
  }, [video?.provider, video?.id, base]);

  // The player's size in the box for the video mode; resizes apply once they settle.
  useLayoutEffect(() => {
    const element = box.current;
    if (!framed || !element) return undefined;
    const apply = () => {
      const player = frame.current;
      if (!player) return;
      const size = frameSize({ width: element.clientWidth, height: element.clientHeight }, ratio, mode);
      player.style.setProperty('--_sq-frame-width', `${size.width}px`);
      player.style.setProperty('--_sq-frame-height', `${size.height}px`);
    };
    const emitter = resizeEmitter(apply, VIDEO_RESIZE_EMITTER_TIMEOUT_MS);
    const observer = new ResizeObserver(() => emitter.resized());
    observer.observe(element);
    return () => {
      observer.disconnect();
      emitter.stop();
    };
  }, [framed, ratio, mode]);

  const play = () => {
    if (!video) return;
    emit('sq-media-play', { kind: 'video' });
    const resumed = framed && frame.current?.contentWindow;
    const message = PROVIDERS[video.provider].play;
    if (resumed && message) resumed.postMessage(message, playerOrigin(video.provider, base));
    setFramed(true);
    setPlaying(true);
    recordMediaEvent('video');
  };

  // The player takes focus as it appears, so the keyboard goes on where the play button was.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (!video) {
    return (
      <>
        <slot />
        {recognition.ok === false && recognition.problem === 'invalid-embed' && (
          <p className="invalid" part="invalid" role="alert">
            {t('invalidVideoEmbed')}
          </p>
        )}
      </>
    );
  }
  return (
    <div ref={box} className={`box mode-${mode}`} part="box" style={{ aspectRatio: `100 / ${ratio}` }}>
      {posterSrc && <img className="poster" part="poster" src={posterSrc} alt="" />}
      {framed && (
        <iframe
          ref={frame}
          className="player"
          part="player"
          src={playerUrl(video, location.origin, base)}
          title={t('videoPlayerLabel', { title: title || provider, provider })}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          hidden={!playing}
        />
      )}
      {!playing && (
        <button type="button" className="play" part="play" aria-label={title ? t('videoPlay', { title }) : t('videoPlayUntitled')} onClick={play}>
          <svg className="icon" part="play-icon" viewBox="0 0 68 48" aria-hidden="true" focusable="false">
            <rect width="68" height="48" rx="12" />
            <path d="M27 14v20l18-10z" />
          </svg>
        </button>
      )}
    </div>
  );
}
