/** Detail of `sq-lightbox-open`, dispatched by `<sq-lightbox>` (and so through its gallery) when it opens. */
export interface LightboxOpenDetail {
  /** The item shown first, from 0. */
  index: number;
}

export const LIGHTBOX_OPEN = 'sq-lightbox-open';

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-lightbox-open': CustomEvent<LightboxOpenDetail>;
  }
}
