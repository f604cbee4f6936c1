/** localStorage key set while a wallet session is live; the intent directive reads it to restore at once. */
const SESSION_FLAG_KEY = 'wallet-panel:session';

/** True when a previous visit left a live wallet session (false when storage is unavailable, as in private mode). */
export function hasSessionFlag(): boolean {
  try {
    return window.localStorage.getItem(SESSION_FLAG_KEY) !== null;
  } catch {
    return false;
  }
}

/** Records whether a wallet session is live; without storage only the restore-on-reload is lost. */
export function setSessionFlag(live: boolean): void {
  try {
    if (live) window.localStorage.setItem(SESSION_FLAG_KEY, '1');
    else window.localStorage.removeItem(SESSION_FLAG_KEY);
  } catch {
    // storage unavailable: the session is restored on intent instead
  }
}
