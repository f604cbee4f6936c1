import { describe, expect, it } from 'vitest';
import {
  PAIRING_LIFETIME_MS,
  PAIRING_RENEW_MARGIN_MS,
  pairingExpiresAt,
  pairingTimeLeft,
} from './pairingExpiry.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
/** A URI in the form WalletConnect's core formats it (`formatUri`), expiring 5 minutes after NOW. */
const uri = `wc:${'a'.repeat(64)}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=${(NOW + PAIRING_LIFETIME_MS) / 1_000}&methods=wc_sessionPropose`;

describe('pairingExpiresAt', () => {
  it("reads the core's expiryTimestamp, in milliseconds", () => {
    expect(uri).toMatch(/^wc:a{64}@2\?/);
    expect(pairingExpiresAt(uri)).toBe(NOW + PAIRING_LIFETIME_MS);
  });

  it('is null for anything that is not a wc: URI with an expiry', () => {
    expect(pairingExpiresAt(`wc:${'a'.repeat(64)}@2?relay-protocol=irn`)).toBeNull();
    expect(pairingExpiresAt(`wc:${'a'.repeat(64)}@2`)).toBeNull();
    expect(pairingExpiresAt('https://example.com/?expiryTimestamp=1')).toBeNull();
    expect(pairingExpiresAt(`wc:x@2?expiryTimestamp=soon`)).toBeNull();
  });
});

describe('pairingTimeLeft', () => {
  it('counts down to the renew margin before expiry', () => {
    expect(pairingTimeLeft(uri, NOW)).toBe(PAIRING_LIFETIME_MS - PAIRING_RENEW_MARGIN_MS);
    expect(pairingTimeLeft(uri, NOW + PAIRING_LIFETIME_MS - PAIRING_RENEW_MARGIN_MS)).toBe(0);
    expect(pairingTimeLeft(uri, NOW + PAIRING_LIFETIME_MS)).toBeLessThan(0);
  });

  it('treats a URI without an expiry as fresh', () => {
    expect(pairingTimeLeft(`wc:${'a'.repeat(64)}@2?relay-protocol=irn`, NOW)).toBe(
      PAIRING_LIFETIME_MS - PAIRING_RENEW_MARGIN_MS,
    );
  });
});
