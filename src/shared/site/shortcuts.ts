/** Keyboard shortcuts as pure decisions: which action a key press asks for. */
import type { WebsiteContext } from './context.js';
import { isAuthenticated } from './roles.js';

export type ShortcutAction =
  | { type: 'none' }
  | { type: 'closeGuide' }
  | { type: 'toggleFullscreenPreview' }
  | { type: 'openLogin' }
  | { type: 'redirectToConfig' }
  | { type: 'logout' };

export interface ShortcutInput {
  key: string;
  shiftKey: boolean;
  /** A dialog open on the page handles Escape itself. */
  dialogOpen: boolean;
  /** The page is the back end's admin frame. */
  inBackEnd: boolean;
  guideOpen?: boolean;
  context: Pick<WebsiteContext, 'authenticatedAccount' | 'websiteSettings'>;
}

const NONE: ShortcutAction = { type: 'none' };

const isEscape = (key: string) => key === 'Escape' || key === 'Esc';

export function shortcutAction(input: ShortcutInput): ShortcutAction {
  const { key, shiftKey, dialogOpen, inBackEnd, guideOpen = false, context } = input;
  if (!isEscape(key) || dialogOpen) return NONE;
  // Only an authenticated account can log out.
  if (shiftKey) return isAuthenticated(context) ? { type: 'logout' } : NONE;
  if (inBackEnd) return guideOpen ? { type: 'closeGuide' } : { type: 'toggleFullscreenPreview' };
  if (isAuthenticated(context)) return { type: 'redirectToConfig' };
  // The page's own login if it has one, else the config area, which asks for login (see owner.ts).
  if (context.websiteSettings.useEscapeKeyToLogin) return { type: 'openLogin' };
  return NONE;
}
