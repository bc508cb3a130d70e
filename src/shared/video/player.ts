/**
 * The video block's player, once the visitor plays: the player's address, its size in the
 * box for the video mode, and the cross-window messages that pause and play it. Pure: no DOM, no
 * fetch. Only the player's chunk reads it, so a page whose videos are never played never loads it.
 */
import { PLAYER_MESSAGES } from './player-messages.js';
// Types only: the table itself is the element's, which hands the player its provider's entry.
import type { ProviderEntry, RecognisedVideo, VideoMode, VideoProvider } from './providers.js';

/** Only YouTube and Vimeo listen for messages; the others' frames are removed to stop them. */
const messagesOf = (provider: VideoProvider) => (PLAYER_MESSAGES as Partial<Record<VideoProvider, Record<'pause' | 'play', object>>>)[provider];

/**
 * The player's address for a video, with autoplay, from its provider's entry (PROVIDERS) or `base`
 * when given (see playerBase). YouTube learns the page's origin for its messages.
 */
export function playerUrl(video: RecognisedVideo, entry: ProviderEntry, pageOrigin: string, base?: URL): string {
  const url = new URL(`${entry.path}${video.id}?${entry.query}`, base ?? `${entry.origin}/`);
  if (video.provider === 'youtube') url.searchParams.set('origin', pageOrigin);
  return url.href;
}

/** The one origin a player's messages go to: never '*'. */
export function playerOrigin(entry: ProviderEntry, base?: URL): string {
  return base?.origin ?? entry.origin;
}

/** The message that pauses or plays a player, for the providers that take one. */
export function playerMessage(provider: VideoProvider, command: 'pause' | 'play'): string | undefined {
  const message = messagesOf(provider)?.[command];
  return message && JSON.stringify(message);
}

/** Whether the provider pauses on a message (its frame stays) or its frame is removed to stop it. */
export const pausesByMessage = (provider: VideoProvider): boolean => messagesOf(provider) !== undefined;

/** The player's size in a box, by video mode: fit shows the whole video, fill covers the box, none fills it as given. */
export function frameSize(box: { width: number; height: number }, ratioPercent: number, mode: VideoMode): { width: number; height: number } {
  if (mode === 'none' || box.width <= 0 || box.height <= 0) return box;
  const ratio = ratioPercent / 100;
  const byWidth = { width: box.width, height: box.width * ratio };
  const byHeight = { width: box.height / ratio, height: box.height };
  const widthLimited = byWidth.height <= box.height;
  return mode === 'fit' ? (widthLimited ? byWidth : byHeight) : widthLimited ? byHeight : byWidth;
}
