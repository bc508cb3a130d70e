/** Detail of `sq-reached-beginning`: previous was asked for at the first slide of a gallery that does not loop. */
export interface ReachedBeginningDetail {
  /** The current slide, which stays. */
  index: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'sq-reached-beginning': CustomEvent<ReachedBeginningDetail>;
  }
}
