/**
 * The audio block's player: its tracks as the page gives them, times as the visitor
 * reads them, and the seek slider's keys. Pure; the view only draws what these return.
 */
import { MAX_ALBUM_TRACKS } from '../constants/limits.js';
import { t } from '../i18n/format.js';
import { usableUrl } from '../url/check.js';

/** What the seek slider's arrow keys move, and its Page Up / Page Down, in seconds. */
export const SEEK_STEP_SECONDS = 5;
export const SEEK_PAGE_SECONDS = 30;

/** One track as the player shows it. */
export interface Track {
  /** Its place among the page's `<audio>` elements of the block. */
  index: number;
  src: string;
  title: string;
  artist?: string;
  /** Its length in seconds as the page states it, before the file's own is known. */
  duration?: number;
  /** The content item it is, for the census hit. */
  itemId?: string;
}

/** What a track's `<audio>` carries: its source, its name and the data attributes of the contract. */
export interface TrackSource {
  src: string | null;
  label: string | null;
  artist: string | null;
  duration: string | null;
  itemId: string | null;
}

export interface TrackList {
  tracks: Track[];
  /** One console message for the bad input found, if any. */
  problems: string[];
}

const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/**
 * The playable tracks: the first 60 `<audio>` sources whose URL is an http(s) URL or a site path.
 * An unparseable provider URL is logged and that track left to the browser's own controls.
 */
export function readTracks(sources: readonly TrackSource[], base?: string): TrackList {
  const problems: string[] = [];
  const tracks: Track[] = [];
  sources.slice(0, MAX_ALBUM_TRACKS).forEach((source, index) => {
    const src = usableUrl(source.src, 'media', base === undefined ? {} : { base });
    if (src === undefined) {
      problems.push(t('audioProviderUrlUnparseable', { url: String(source.src ?? '') }, 'en'));
      return;
    }
    const seconds = Number(source.duration);
    const track: Track = { index, src, title: text(source.label) || t('audioTrackFallback', { n: index + 1 }) };
    if (text(source.artist)) track.artist = text(source.artist);
    if (source.duration !== null && Number.isFinite(seconds) && seconds > 0) track.duration = seconds;
    if (text(source.itemId)) track.itemId = text(source.itemId);
    tracks.push(track);
  });
  if (sources.length > MAX_ALBUM_TRACKS) problems.push(t('audioTooManyTracks', { count: sources.length, max: MAX_ALBUM_TRACKS }, 'en'));
  return { tracks, problems };
}

/** A time as a player shows it: `m:ss`, or `h:mm:ss` from an hour; an unknown time is 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** The seek slider's aria-valuetext: '1:23 of 4:05', or the elapsed time alone while the length is unknown. */
export function seekValueText(elapsed: number, total: number | undefined): string {
  if (total === undefined || !Number.isFinite(total) || total <= 0) return formatTime(elapsed);
  return t('audioTimeOf', { elapsed: formatTime(elapsed), total: formatTime(total) });
}

/**
 * Where a key on the seek slider moves the time (the ARIA slider pattern): the arrows by a step,
 * Page Up and Page Down by a page, Home to the start, End to the end. Undefined for other keys.
 */
export function seekByKey(key: string, elapsed: number, total: number): number | undefined {
  const end = Number.isFinite(total) && total > 0 ? total : 0;
  const moves: Record<string, number> = {
    ArrowRight: elapsed + SEEK_STEP_SECONDS,
    ArrowUp: elapsed + SEEK_STEP_SECONDS,
    ArrowLeft: elapsed - SEEK_STEP_SECONDS,
    ArrowDown: elapsed - SEEK_STEP_SECONDS,
    PageUp: elapsed + SEEK_PAGE_SECONDS,
    PageDown: elapsed - SEEK_PAGE_SECONDS,
    Home: 0,
    End: end,
  };
  const next = moves[key];
  return next === undefined ? undefined : Math.min(end, Math.max(0, next));
}

/** The time at a point of the slider's rail, from its left edge and width. */
export function seekAtPoint(x: number, left: number, width: number, total: number): number {
  if (!(width > 0) || !(total > 0)) return 0;
  return Math.min(1, Math.max(0, (x - left) / width)) * total;
}

/** The track after `index`, or undefined after the last: an album plays on to its end. */
export function nextTrack(tracks: readonly Track[], index: number): number | undefined {
  return index + 1 < tracks.length ? index + 1 : undefined;
}
