/** The visitor's session info, kept in session storage (a cookie where it is unavailable) and local storage. */
import { readStored, writeStored } from '../dom/storage.js';
import { randomId } from '../dom/random-id.js';
import { sessionInfo, type SessionInfo } from './census.js';

export const SESSION_FLAG_KEY = 'sq_session_first';
export const SESSION_ID_KEY = 'sq_session_id';
export const LANDED_FLAG_KEY = 'sq_landed';

let current: SessionInfo | undefined;

/** Decided once per page, so every payload of the page agrees; the flags are stored for later pages. */
export function currentSessionInfo(): SessionInfo {
  if (current) return current;
  const sessionFlag = readStored<boolean>(SESSION_FLAG_KEY, 'session');
  const decision = sessionInfo({
    sessionFlag: typeof sessionFlag === 'boolean' ? sessionFlag : undefined,
    landedFlag: readStored<boolean>(LANDED_FLAG_KEY) === true ? true : undefined,
    sessionId: readStored<string>(SESSION_ID_KEY, 'session'),
    createId: randomId,
  });
  writeStored(SESSION_FLAG_KEY, decision.store.sessionFlag, { kind: 'session' });
  writeStored(SESSION_ID_KEY, decision.sessionId, { kind: 'session' });
  writeStored(LANDED_FLAG_KEY, decision.store.landedFlag);
  const { isFirstLanding, isFirstSession, sessionId } = decision;
  current = { isFirstLanding, isFirstSession, sessionId };
  return current;
}

/** Tests start a fresh page. */
export function resetSessionInfo(): void {
  current = undefined;
}
