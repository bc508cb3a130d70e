/** Detail of `sq-lightbox-close`, dispatched by `<sq-lightbox>` when it closes, whatever closed it. */
export interface LightboxCloseDetail {
  /** The item shown last, from 0. */
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-lightbox-close': CustomEvent<LightboxCloseDetail>;
  }
}
