import { useEffect, useMemo, useRef, useState } from 'react';
import type { HostContext } from '../common/host-context.js';
import { VIDEO_FALLBACK_ASPECT_RATIO_PERCENT } from '../../shared/constants/limits.js';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants/timings.js';
import { lazyChunk } from '../../shared/dom/load-chunk.js';
import { t } from '../../shared/i18n/format.js';
import { usableUrl } from '../../shared/url/check.js';
import { playerBase, PROVIDERS, recogniseVideo, videoRatioPercent, type VideoMode } from '../../shared/video/providers.js';

/** The player is its own chunk, the site's own file: fetched when the visitor shows intent to play, or plays. */
const loadPlayer = lazyChunk(() => import('./VideoPlayer.js'), import.meta.url, CHUNK_LOAD_TIMEOUT_MS);
type PlayerModule = Awaited<ReturnType<typeof loadPlayer>>;

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
  const [player, setPlayer] = useState<PlayerModule>();
  const starting = useRef(false);

  useEffect(() => {
    if (!found.ok) console.error(t('videoDataProblem', { reason: t(PROBLEMS[found.problem], {}, 'en') }, 'en'));
  }, [found]);
  useEffect(() => {
    if (props.playerBase && !base) console.error(t('videoPlayerBaseInvalid', { value: props.playerBase }, 'en'));
  }, [props.playerBase, base]);
  // A new video or player address: the old player goes.
  useEffect(() => setPhase('poster'), [video?.provider, video?.id, base]);

  const poster = host.querySelector('img');
  const ratio = videoRatioPercent(
    props.width ?? poster?.getAttribute('width'),
    props.height ?? poster?.getAttribute('height'),
    VIDEO_FALLBACK_ASPECT_RATIO_PERCENT,
  );

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

  // A failed load is logged by the play that waited for it; the next intent or play tries again.
  const prefetch = () => void loadPlayer().catch(() => {});
  const play = () => {
    if (starting.current) return;
    starting.current = true;
    loadPlayer()
      .then(
        (loaded) => {
          setPlayer(loaded);
          setPhase('playing');
        },
        (error: unknown) => console.error(t('videoPlayerLoadFailed', {}, 'en'), error),
      )
      .finally(() => (starting.current = false));
  };
  const title = videoTitle?.trim() || poster?.alt.trim();
  const src = usableUrl(poster?.getAttribute('src'), 'image');
  return (
    <div className={`box mode-${mode}`} part="box" style={{ aspectRatio: `100/${ratio}` }}>
      {src && <img part="poster" src={src} alt="" />}
      {player && phase !== 'poster' && (
        <player.VideoPlayer
          host={host}
          video={video}
          entry={PROVIDERS[video.provider]}
          base={base}
          title={title}
          ratio={ratio}
          mode={mode}
          paused={phase === 'paused'}
          onStop={setPhase}
        />
      )}
      {phase !== 'playing' && (
        <button
          type="button"
          part="play"
          aria-label={title ? t('videoPlay', { title }) : t('videoPlayUntitled')}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={play}
        >
          <svg part="play-icon" viewBox="0 0 68 48" aria-hidden="true">
            <rect width="68" height="48" rx="12" />
            <path d="M27 14v20l18-10z" />
          </svg>
        </button>
      )}
    </div>
  );
}
