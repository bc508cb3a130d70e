/** Detail of `sq-consent-change`, dispatched on window whenever the visitor's cookie choice changes. */
export interface ConsentChangeDetail {
  /** True when the visitor accepted cookies, false when they declined. */
  accepted: boolean;
}

declare global {
  interface WindowEventMap {
    'sq-consent-change': CustomEvent<ConsentChangeDetail>;
  }
}
