/**
 * One player plays at a time across the page: a player that starts announces it with the
 * window event `sq-now-playing`, and every other player pauses. Audio blocks use it, and any
 * later player (a video block, a page's own script) joins by announcing and listening the same way.
 */
import type { MediaKind } from '../analytics/events.js';
import { dispatchWindowEvent } from '../events/index.js';

/** Tells the page that `player` started; every other player pauses. */
export function announcePlaying(player: object, kind: MediaKind): void {
  dispatchWindowEvent('sq-now-playing', { player, kind });
}

/**
 * Calls `pause` whenever another player starts: one that announces itself, or a native `<audio>`
 * or `<video>` anywhere in the document that `owns` does not claim. Returns the stop.
 */
export function pauseWhenOthersPlay(player: object, pause: () => void, owns: (media: HTMLMediaElement) => boolean): () => void {
  const announced = (event: WindowEventMap['sq-now-playing']) => {
    if (event.detail.player !== player) pause();
  };
  // Media events do not bubble; the capture phase sees every element's `play` in the document.
  const played = (event: Event) => {
    if (event.target instanceof HTMLMediaElement && !owns(event.target)) pause();
  };
  window.addEventListener('sq-now-playing', announced);
  document.addEventListener('play', played, true);
  return () => {
    window.removeEventListener('sq-now-playing', announced);
    document.removeEventListener('play', played, true);
  };
}
