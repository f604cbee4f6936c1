/** localStorage key set while a wallet session is live; the intent directive reads it to restore at once. */
export const SESSION_FLAG_KEY = 'wallet-panel:session';
