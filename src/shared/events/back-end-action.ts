/**
 * `sq-back-end-action`, dispatched on the back end's window (the config area framing the page)
 * when Escape in the framed page asks it to close its guide or toggle the fullscreen preview.
 */
export type BackEndAction = 'closeGuide' | 'toggleFullscreenPreview';

export interface BackEndActionDetail {
  action: BackEndAction;
}

/** Set on the back end's `<html>` element while its guide is open. */
export const GUIDE_OPEN_ATTRIBUTE = 'data-sq-guide-open';

declare global {
  interface WindowEventMap {
    'sq-back-end-action': CustomEvent<BackEndActionDetail>;
  }
}
