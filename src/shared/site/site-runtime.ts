/**
 * The page runtime `<sq-site>` runs while it is on the page. It loads elements, so it lives above
 * them in src/runtime; the `sq-site` entry provides it here and the view starts what was provided.
 */
export interface SiteRuntimeOptions {
  /** `<sq-site comments-base>`: where the comment-count script is requested in place of the provider (a local stand-in). */
  commentsBase?: string | undefined;
}

export type SiteRuntime = (options: SiteRuntimeOptions) => () => void;

let provided: SiteRuntime | undefined;

export function provideSiteRuntime(start: SiteRuntime): void {
  provided = start;
}

/** Starts the provided runtime and returns its stop; without one it logs an error and does nothing. */
export function startSiteRuntime(options: SiteRuntimeOptions = {}): () => void {
  if (provided) return provided(options);
  console.error('<sq-site>: no page runtime; import sq-elements/elements/sq-site.js (src/runtime/sq-site.ts), not the bare element class.');
  return () => {};
}
