/** Detail of `sq-lightbox-open`, dispatched by `<sq-lightbox>` (and so through its gallery) when it opens. */
export interface LightboxOpenDetail {
  /** The item shown first, from 0. */
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-lightbox-open': CustomEvent<LightboxOpenDetail>;
  }
}
