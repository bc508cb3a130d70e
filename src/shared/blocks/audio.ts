/**
 * An audio block: one track or an album of up to 60. Each track is a native `<audio>` with the
 * browser's own controls in a list item, so it plays without scripts; `<sq-audio>` draws a player over them.
 */
import { html, nothing } from 'lit-html';
import { MAX_ALBUM_TRACKS } from '../constants/limits.js';
import { formatTime } from '../audio/player.js';
import { usableUrl, isSitePath } from '../url/check.js';
import { isOptionalText, isText, type Block, type BlockType } from './types.js';

export interface AudioTrack {
  title: string;
  /** A path on this site or an http(s) URL. */
  src: string;
  artist?: string;
  /** Its length in seconds, shown before the file loads. */
  duration?: number;
  /** The content item it is (record type album-track), for the census audio hit. */
  itemId?: string;
}

export interface AudioBlock extends Block {
  type: 'audio';
  /** The album's or the track's heading, and the player's accessible name. */
  title?: string;
  tracks: AudioTrack[];
}

/** Block data is checked against this base: only a URL's shape matters, never the host. */
const SITE_BASE = 'https://site.invalid/';

/** A track's source: a path on this site or an http(s) URL; anything else is refused. */
export function audioSrc(value: unknown): string | undefined {
  const text = usableUrl(value, 'media', { base: SITE_BASE });
  if (text === undefined) return undefined;
  return text.startsWith('/') ? (isSitePath(text, SITE_BASE) ? text : undefined) : /^https?:/i.test(text) ? text : undefined;
}

function trackProblem(track: unknown, index: number): string | undefined {
  const where = `track ${index + 1}`;
  if (typeof track !== 'object' || track === null) return `${where} must be an object`;
  const entry = track as Partial<AudioTrack>;
  if (!isText(entry.title)) return `${where} needs a title`;
  if (!audioSrc(entry.src)) return `${where} src must be a site path or an http(s) URL`;
  if (!isOptionalText(entry.artist)) return `${where} artist must be text`;
  if (entry.duration !== undefined && !(typeof entry.duration === 'number' && Number.isFinite(entry.duration) && entry.duration > 0))
    return `${where} duration must be a positive number of seconds`;
  if (!isOptionalText(entry.itemId)) return `${where} itemId must be text`;
  return undefined;
}

const track = (entry: AudioTrack) =>
  html`<li class="audio-track">
    <span class="audio-track-title">${entry.title}</span
    >${entry.artist ? html` · <span class="audio-track-artist">${entry.artist}</span>` : nothing}${
      entry.duration ? html` · <span class="audio-track-time">${formatTime(entry.duration)}</span>` : nothing
    }
    <audio
      controls
      preload="none"
      src=${audioSrc(entry.src) ?? ''}
      aria-label=${entry.title}
      data-artist=${entry.artist ?? nothing}
      data-duration=${entry.duration ?? nothing}
      data-item-id=${entry.itemId ?? nothing}
    ></audio>
  </li>`;

export const audioBlock: BlockType<AudioBlock> = {
  type: 'audio',
  element: 'sq-audio',
  check: (block) => {
    if (!isOptionalText(block.title)) return 'title must be text';
    if (!Array.isArray(block.tracks) || block.tracks.length === 0) return 'needs a list of tracks';
    if (block.tracks.length > MAX_ALBUM_TRACKS) return `has ${block.tracks.length} tracks; an album holds at most ${MAX_ALBUM_TRACKS}`;
    for (const [index, entry] of block.tracks.entries()) {
      const problem = trackProblem(entry, index);
      if (problem) return problem;
    }
    return undefined;
  },
  template: (block) =>
    html`<section class="block block-audio" id=${block.id}>
      ${block.title ? html`<h2>${block.title}</h2>` : nothing}
      <sq-audio label=${block.title ?? nothing}
        ><ol class="audio-tracks">
          ${block.tracks.map(track)}
        </ol></sq-audio
      >
    </section>`,
};
