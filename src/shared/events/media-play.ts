/** Detail of `sq-media-play`, dispatched from a video or audio element when the visitor starts it; every other player on the page stops (§4). */
export interface MediaPlayDetail {
  kind: 'video' | 'audio';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-media-play': CustomEvent<MediaPlayDetail>;
  }
}
