/** Detail of `sq-now-playing`, dispatched on window when a player starts: every other player pauses. */
export interface NowPlayingDetail {
  /** The player that started (the same object each time it starts). */
  player: object;
  /** What it plays. */
  kind: 'audio' | 'video';
}

declare global {
  interface WindowEventMap {
    'sq-now-playing': CustomEvent<NowPlayingDetail>;
  }
}
