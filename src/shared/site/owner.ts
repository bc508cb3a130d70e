/** What owners and visitors get from the page itself (§2): the config redirect, the Escape shortcuts, the logout dialog. */
import { post } from '../api/index.js';
import { storageFor } from '../dom/storage.js';
import {
  configPanelUrl,
  configRedirectUrl,
  isLogoutSuccessQuery,
  logoutReturnUrl,
  logoutSuccessDialog,
  NO_REDIRECT_SESSION_KEY,
} from './config-redirect.js';
import type { WebsiteContext } from './context.js';
import { isDialogOpen } from './dialog-stack.js';
import { inform } from './dialogs.js';
import { isInBackEndEditor } from './editor.js';
import { siteRuntime } from './runtime-config.js';
import { shortcutAction } from './shortcuts.js';

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

/** Ends the owner's session, then returns to the site with logout=true; a failed call shows its error overlay and stays. */
export async function logout(): Promise<void> {
  await post(LOGOUT_PATH);
  siteRuntime.assign(logoutReturnUrl());
}

export function listenForShortcuts(context: WebsiteContext): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    // A widget that handled the key (a lightbox, a menu) keeps it.
    if (event.defaultPrevented) return;
    const action = shortcutAction({
      key: event.key,
      shiftKey: event.shiftKey,
      dialogOpen: isDialogOpen(),
      inBackEnd: isInBackEndEditor(),
      context,
    });
    if (action.type === 'redirectToConfig') siteRuntime.assign(configPanelUrl(context, siteRuntime.location()));
    else if (action.type === 'logout') void logout().catch(() => undefined);
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

export function showLogoutSuccess(): void {
  if (isLogoutSuccessQuery(siteRuntime.location().search)) void inform(logoutSuccessDialog());
}
