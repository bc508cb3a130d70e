/// <reference path="../../types/elements.d.ts" preserve="true" />
import { defineElement, element, prop } from './define.js';
import { Audio } from '../react/Audio/Audio.js';
import { styles } from './sq-audio.styles.js';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- named by the @fires tags the manifest analyzer reads
import type { NowPlayingDetail } from '../shared/events/index.js';

/**
 * The audio block: a player over native `<audio>` elements, one a track, up to 60 (an album).
 * The `<audio>` elements stay in the element's light DOM, so the page plays them with the
 * browser's own controls before and without JavaScript; the element draws a play/pause button,
 * a seek slider ('1:23 of 4:05'; arrow keys, Page Up / Page Down, Home and End), the elapsed and
 * total time, and a track list. A track's name is its `aria-label` (else `title`); `data-artist`,
 * `data-duration` (seconds, shown before the file loads) and `data-item-id` (the census item) are
 * optional. Put the tracks in one list, one `<li>` each, so the page reserves the player's size.
 *
 * One player plays at a time across the page: starting one pauses every other `<sq-audio>`, and
 * any `<audio>` or `<video>` elsewhere, and a player that starts elsewhere pauses this one.
 * Playing a track records the census audio hit (kind 20) once, under the site's consent rules.
 * An unparseable source URL is logged to the console and its track left out; with no playable
 * track the element shows its light DOM.
 *
 * @summary Audio player and album track list over native `<audio>` elements.
 * @fires {CustomEvent<NowPlayingDetail>} sq-now-playing - Dispatched on window when a track starts; every other player on the page pauses.
 * @slot - The tracks: `<audio>` elements, each in its own list item. Shown as they are only when no track can play.
 * @csspart player - The player: a group named by `label`.
 * @csspart play - The play/pause button.
 * @csspart title - The current track's name.
 * @csspart artist - The current track's artist.
 * @csspart seek - The seek slider.
 * @csspart elapsed - The elapsed time.
 * @csspart total - The track's length.
 * @csspart tracks - The track list (albums only).
 * @csspart track - A track's button in the list; also `current` for the current track.
 * @cssprop --sq-audio-accent - The play button's and the slider's colour.
 * @cssprop --sq-audio-button-color - The play button's icon colour.
 * @cssprop --sq-audio-border-color - The player's border and the line above the track list.
 * @cssprop --sq-audio-background - The player's background.
 * @cssprop --sq-audio-muted-color - Colour of times, numbers and artists.
 * @cssprop --sq-audio-rail-color - The slider's rail beyond the elapsed time.
 * @cssprop --sq-audio-hover-background - A track's background under the pointer.
 */
export class SqAudio extends element({
  view: Audio,
  styles,
  observeLightDom: true,
  props: {
    /** The player's accessible name, such as the album's title; 'Audio player' by default. */
    label: prop.string(),
  },
}) {}

defineElement('sq-audio', SqAudio);
