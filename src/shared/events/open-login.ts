/**
 * `sq-open-login`, cancelable, dispatched on window when Escape asks a visitor's page for login
 * (the site setting useEscapeKeyToLogin). A page with its own login dialog calls
 * `preventDefault()` and opens it; otherwise the runtime goes to the config area, which asks for login.
 */
export interface OpenLoginDetail {
  /** The page's path and query, to return to after login. */
  returnTo: string;
}

declare global {
  interface WindowEventMap {
    'sq-open-login': CustomEvent<OpenLoginDetail>;
  }
}
