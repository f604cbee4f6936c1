/** localStorage key set while a wallet session is live; the intent directive checks it to restore at once. */
const SESSION_FLAG_KEY = 'wallet-panel:session';

/** Which connector holds a session: the page's own (a wallet in the page), WalletConnect, or Base Account. */
export type SessionConnector = 'injected' | 'walletconnect' | 'base-account';

/** The connector of the live session a previous visit left, or null (also when storage is unavailable). */
export function loadSessionFlag(): SessionConnector | null {
  try {
    const value = window.localStorage.getItem(SESSION_FLAG_KEY);
    return value === 'injected' || value === 'walletconnect' || value === 'base-account' ? value : null;
  } catch {
    return null;
  }
}

/** True when a previous visit left a live wallet session (false when storage is unavailable, as in private mode). */
export function hasSessionFlag(): boolean {
  return loadSessionFlag() !== null;
}

/** Records which connector holds a live session, or none; without storage only the restore-on-reload is lost. */
export function setSessionFlag(connector: SessionConnector | null): void {
  try {
    if (connector) window.localStorage.setItem(SESSION_FLAG_KEY, connector);
    else window.localStorage.removeItem(SESSION_FLAG_KEY);
  } catch {
    // storage unavailable: the session is restored on intent instead
  }
}
