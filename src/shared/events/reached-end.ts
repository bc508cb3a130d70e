/** Detail of `sq-reached-end`: next was asked for at the last slide (group) of a gallery that does not loop. */
export interface ReachedEndDetail {
  /** The current slide, which stays. */
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-reached-end': CustomEvent<ReachedEndDetail>;
  }
}
