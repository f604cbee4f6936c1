/** How long a WalletConnect pairing lives: the core's pairing and proposal expiry (5 minutes). */
export const PAIRING_LIFETIME_MS = 5 * 60_000;

/**
 * A pairing is replaced this long before it expires: a visitor may take a few seconds to scan it, and the
 * wallet then needs the proposal to still be live.
 */
export const PAIRING_RENEW_MARGIN_MS = 30_000;

/** When a `wc:` pairing URI expires, in epoch milliseconds, from its `expiryTimestamp` (seconds); null if it has none. */
export function pairingExpiresAt(uri: string): number | null {
  if (!uri.startsWith('wc:')) return null;
  const query = uri.slice(uri.indexOf('?') + 1);
  if (query === uri) return null;
  const seconds = Number(new URLSearchParams(query).get('expiryTimestamp'));
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds * 1_000 : null;
}

/**
 * How long, from `now`, the pairing of `uri` can still be offered: until its renew margin before expiry. Zero
 * or less means it must be replaced; a URI without an expiry counts as a fresh one.
 */
export function pairingTimeLeft(uri: string, now: number): number {
  const expiresAt = pairingExpiresAt(uri) ?? now + PAIRING_LIFETIME_MS;
  return expiresAt - PAIRING_RENEW_MARGIN_MS - now;
}
