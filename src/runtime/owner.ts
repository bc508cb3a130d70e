/** What owners and visitors get from the page itself: the config redirect, the Escape shortcuts, the logout dialog. */
import { post } from '../shared/api/index.js';
import { dispatchWindowEvent } from '../shared/events/index.js';
import { storageFor } from '../shared/dom/storage.js';
import {
  configPanelUrl,
  configRedirectUrl,
  isLogoutSuccessQuery,
  logoutReturnUrl,
  logoutSuccessDialog,
  NO_REDIRECT_SESSION_KEY,
} from '../shared/site/config-redirect.js';
import type { WebsiteContext } from '../shared/site/context.js';
import { isDialogOpen } from '../shared/site/dialog-stack.js';
import { inform } from './dialogs.js';
import { mirrorEditorEvent } from './editor-events.js';
import { askBackEnd, isGuideOpen } from '../shared/site/editor.js';
import { siteRuntime } from '../shared/site/runtime-config.js';
import { shortcutAction, type ShortcutAction } from '../shared/site/shortcuts.js';

export const LOGOUT_PATH = '/api/auth/Logout';

export function redirectToConfigIfOwner(context: WebsiteContext): void {
  const session = storageFor('session');
  const decision = configRedirectUrl({
    context,
    location: siteRuntime.location(),
    isTopWindow: window.top === window,
    sessionNoRedirect: session.getItem(NO_REDIRECT_SESSION_KEY) !== null,
  });
  if (decision.rememberNoRedirect) session.setItem(NO_REDIRECT_SESSION_KEY, 'true');
  if (decision.url) siteRuntime.assign(decision.url);
}

/**
 * Ends the owner's session, then returns with logout=true: to the site root, or, in the back end,
 * the whole window to the page that was previewed. A failed call shows its error overlay and stays.
 */
export async function logout(): Promise<void> {
  await post(LOGOUT_PATH);
  const backEnd = siteRuntime.backEnd();
  if (!backEnd) return siteRuntime.assign(logoutReturnUrl());
  const { pathname, search } = siteRuntime.location();
  backEnd.location.assign(logoutReturnUrl({ previewFrameUrl: `${pathname}${search}` }));
}

/** A page with its own login takes `sq-open-login`; otherwise the config area asks for login. */
function openLogin(context: WebsiteContext): void {
  const { pathname, search } = siteRuntime.location();
  if (dispatchWindowEvent('sq-open-login', { returnTo: `${pathname}${search}` }, { cancelable: true }))
    siteRuntime.assign(configPanelUrl(context, siteRuntime.location()));
}

function perform(action: ShortcutAction, context: WebsiteContext, backEnd: Window | undefined): void {
  switch (action.type) {
    case 'closeGuide':
    case 'toggleFullscreenPreview':
      if (!backEnd) return;
      askBackEnd(backEnd, action.type);
      return mirrorEditorEvent({ type: 'sq-back-end-action', action: action.type });
    case 'redirectToConfig':
      return siteRuntime.assign(configPanelUrl(context, siteRuntime.location()));
    case 'openLogin':
      return openLogin(context);
    case 'logout':
      return void logout().catch(() => undefined);
    case 'none':
      return undefined;
  }
}

/** Escape and Shift+Escape with no dialog open; a widget that handled the key first keeps it. */
export function listenForShortcuts(context: WebsiteContext): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const backEnd = siteRuntime.backEnd();
    const action = shortcutAction({
      key: event.key,
      shiftKey: event.shiftKey,
      dialogOpen: isDialogOpen(),
      inBackEnd: backEnd !== undefined,
      guideOpen: backEnd !== undefined && isGuideOpen(backEnd),
      context,
    });
    if (action.type === 'none') return;
    event.preventDefault();
    perform(action, context, backEnd);
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

export function showLogoutSuccess(): void {
  if (isLogoutSuccessQuery(siteRuntime.location().search)) void inform(logoutSuccessDialog());
}
