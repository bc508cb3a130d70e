/** Detail of `sq-slide-change`, dispatched by `<sq-gallery>` when its current slide changes. */
export interface SlideChangeDetail {
  /** The new current slide, from 0. */
  index: number;
  /** The slide's data-slide-id, else its data-slide-url; undefined when it has neither. */
  id: string | undefined;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-slide-change': CustomEvent<SlideChangeDetail>;
  }
}
