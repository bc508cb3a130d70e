/** Detail of `sq-login-required`, dispatched on window when the server answers a call with loginRequired. */
export interface LoginRequiredDetail {
  /** The URL of the call, without the crumb. */
  url: string;
  method: string;
}

declare global {
  interface WindowEventMap {
    'sq-login-required': CustomEvent<LoginRequiredDetail>;
  }
}
