/** The announcement bar's page side: a dismissal is remembered for the browser session (session storage, else a cookie). */
import { readStored, writeStored } from '../dom/storage.js';

/** Session-storage key holding the key of the announcement the visitor dismissed. */
export const ANNOUNCEMENT_BAR_STORAGE_KEY = 'sq-announcement-bar-dismissed';

export function isAnnouncementDismissed(key: string): boolean {
  return readStored<string>(ANNOUNCEMENT_BAR_STORAGE_KEY, 'session') === key;
}

export function rememberAnnouncementDismissed(key: string): void {
  writeStored(ANNOUNCEMENT_BAR_STORAGE_KEY, key, { kind: 'session' });
}
