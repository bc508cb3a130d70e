/** The back-end editor: the site's own config area framing the page, and what Escape asks of it. */
import { GUIDE_OPEN_ATTRIBUTE, type BackEndAction } from '../events/back-end-action.js';
import { dispatchWindowEvent } from '../events/index.js';
import { CONFIG_PATH } from './config-redirect.js';

const CONFIG_AREA = CONFIG_PATH.replace(/\/$/, '');

/** The config area's window when the page is framed by it, else undefined. */
export function backEndWindow(win: Window = window): Window | undefined {
  const top = win.top;
  if (!top || top === win) return undefined;
  try {
    const { pathname } = top.location;
    return pathname === CONFIG_AREA || pathname.startsWith(CONFIG_PATH) ? top : undefined;
  } catch {
    // A frame on another origin is an embed on a third-party page, not the editor.
    return undefined;
  }
}

/** Whether the page runs inside the back-end editor. */
export const isInBackEndEditor = (win: Window = window): boolean => backEndWindow(win) !== undefined;

/** Whether the back end shows its guide: it marks its `<html>` while the guide is open. */
export function isGuideOpen(backEnd: Window): boolean {
  try {
    return backEnd.document.documentElement.hasAttribute(GUIDE_OPEN_ATTRIBUTE);
  } catch {
    return false;
  }
}

/** Asks the back end to close its guide or toggle the fullscreen preview. */
export function askBackEnd(backEnd: Window, action: BackEndAction): void {
  dispatchWindowEvent('sq-back-end-action', { action }, { target: backEnd });
}
