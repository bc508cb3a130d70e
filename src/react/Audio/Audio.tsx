import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { HostContext } from '../common/host-context.js';
import { recordMediaEvent } from '../../shared/analytics/events.js';
import { RecordType } from '../../shared/constants/enums.js';
import { formatTime, nextTrack, readTracks, seekAtPoint, seekByKey, seekValueText, type TrackSource } from '../../shared/audio/player.js';
import { t } from '../../shared/i18n/format.js';
import { announcePlaying, pauseWhenOthersPlay } from '../../shared/media/now-playing.js';

export interface AudioProps extends HostContext {
  label?: string | undefined;
}

const sourceOf = (audio: HTMLAudioElement): TrackSource => ({
  src: audio.getAttribute('src') ?? audio.querySelector('source[src]')?.getAttribute('src') ?? null,
  label: audio.getAttribute('aria-label') ?? audio.getAttribute('title'),
  artist: audio.getAttribute('data-artist'),
  duration: audio.getAttribute('data-duration'),
  itemId: audio.getAttribute('data-item-id'),
});

const PlayIcon = ({ playing }: { playing: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    {playing ? <path d="M6 5h4v14H6zM14 5h4v14h-4z" /> : <path d="M8 5v14l11-7z" />}
  </svg>
);

/**
 * The audio player over the element's light-DOM `<audio>` elements, one a track: play/pause, a
 * seek slider (the ARIA slider pattern), the times, and a track list for an album. With no
 * playable track it shows the light DOM, where each `<audio>` has the browser's own controls.
 */
export function Audio({ label, host, lightDomVersion }: AudioProps) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lightDomVersion changes with the light DOM, which the memo re-reads
  const audios = useMemo(() => [...host.querySelectorAll('audio')], [host, lightDomVersion]);
  const { tracks, problems } = useMemo(() => readTracks(audios.map(sourceOf)), [audios]);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [durations, setDurations] = useState<Record<number, number>>({});
  const counted = useRef(new Set<HTMLAudioElement>());
  const currentRef = useRef(current);
  currentRef.current = current;

  useEffect(() => {
    if (problems.length > 0) console.error(`<sq-audio>: ${problems.join(' ')}`);
  }, [problems]);

  const track = tracks[Math.min(current, tracks.length - 1)];
  const mediaOf = (index: number) => audios[tracks[index]?.index ?? -1];
  const media = mediaOf(Math.min(current, tracks.length - 1));
  const total = (track && (durations[track.index] ?? track.duration)) || 0;

  // Every track's events, bound at once: a track starts (from the list, or on its own) before any later effect could bind it.
  useEffect(() => {
    const players = tracks.map((entry) => audios[entry.index]!);
    const pauseAll = () => players.forEach((player) => player.paused || player.pause());
    const stopOthers = pauseWhenOthersPlay(host, pauseAll, (player) => players.includes(player as HTMLAudioElement));
    const unbind = players.map((player, position) => {
      const entry = tracks[position]!;
      const known = () => {
        if (Number.isFinite(player.duration) && player.duration > 0) setDurations((all) => ({ ...all, [entry.index]: player.duration }));
      };
      const listeners: Record<string, () => void> = {
        play: () => {
          players.forEach((other) => other === player || other.paused || other.pause());
          setCurrent(position);
          setPlaying(true);
          setElapsed(player.currentTime);
          announcePlaying(host, 'audio');
          if (!counted.current.has(player)) {
            counted.current.add(player);
            recordMediaEvent('audio', entry.itemId ? { itemId: entry.itemId, recordType: RecordType.AUDIO } : { recordType: RecordType.AUDIO });
          }
        },
        pause: () => {
          if (currentRef.current === position) setPlaying(false);
        },
        timeupdate: () => {
          if (currentRef.current === position) setElapsed(player.currentTime);
        },
        seeked: () => {
          if (currentRef.current === position) setElapsed(player.currentTime);
        },
        loadedmetadata: known,
        durationchange: known,
        ended: () => {
          const next = nextTrack(tracks, position);
          if (next === undefined) return;
          const following = players[next]!;
          following.currentTime = 0;
          void following.play().catch(() => undefined);
        },
      };
      for (const [type, listener] of Object.entries(listeners)) player.addEventListener(type, listener);
      known();
      return () => {
        for (const [type, listener] of Object.entries(listeners)) player.removeEventListener(type, listener);
      };
    });
    return () => {
      stopOthers();
      unbind.forEach((stop) => stop());
    };
  }, [audios, tracks, host]);

  if (!track || !media) return <slot />;

  const play = (position: number) => {
    const target = mediaOf(position);
    if (!target) return;
    if (position !== current) {
      media.pause();
      setCurrent(position);
      setElapsed(target.currentTime);
    }
    if (target.paused) void target.play().catch(() => undefined);
    else target.pause();
  };
  const seek = (time: number) => {
    media.currentTime = time;
    setElapsed(time);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = seekByKey(event.key, elapsed, total);
    if (next === undefined) return;
    event.preventDefault();
    seek(next);
  };
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture(event.pointerId);
    else if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const rail = event.currentTarget.getBoundingClientRect();
    seek(seekAtPoint(event.clientX, rail.left, rail.width, total));
  };
  const progress = total > 0 ? Math.min(1, elapsed / total) : 0;

  return (
    <div className="player" part="player" role="group" aria-label={label || t('audioPlayerLabel')}>
      <div className="head">
        <button
          type="button"
          className="play"
          part="play"
          aria-label={t(playing ? 'audioPause' : 'audioPlay', { title: track.title })}
          onClick={() => play(current)}
        >
          <PlayIcon playing={playing} />
        </button>
        <div className="now">
          <p className="title" part="title">
            {track.title}
          </p>
          {track.artist ? (
            <p className="artist" part="artist">
              {track.artist}
            </p>
          ) : null}
        </div>
      </div>
      <div className="seek-row">
        <span className="time" part="elapsed">
          {formatTime(elapsed)}
        </span>
        <div
          className="seek"
          part="seek"
          role="slider"
          tabIndex={0}
          aria-label={t('audioSeek')}
          aria-valuemin={0}
          aria-valuemax={Math.floor(total)}
          aria-valuenow={Math.floor(Math.min(elapsed, total))}
          aria-valuetext={seekValueText(elapsed, total)}
          style={{ '--_sq-progress': String(progress) } as Record<string, string>}
          onKeyDown={onKeyDown}
          onPointerDown={onPointer}
          onPointerMove={onPointer}
        >
          <span className="rail" />
          <span className="thumb" />
        </div>
        <span className="time" part="total">
          {formatTime(total)}
        </span>
      </div>
      {tracks.length > 1 ? (
        <ol className="tracks" part="tracks" aria-label={t('audioTracks')}>
          {tracks.map((entry, position) => (
            <li key={entry.index}>
              <button
                type="button"
                className="track"
                part={position === current ? 'track current' : 'track'}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => play(position)}
              >
                <span className="number">{position + 1}</span>
                <span className="track-title">
                  {entry.title}
                  {entry.artist ? <span className="track-artist"> · {entry.artist}</span> : null}
                </span>
                <span className="track-time">
                  {(durations[entry.index] ?? entry.duration) ? formatTime(durations[entry.index] ?? entry.duration ?? 0) : ''}
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
