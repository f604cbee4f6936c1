import { hexToBytes } from '@noble/hashes/utils.js';

/**
 * An account's index key, as the build makes it (`src/lib/claimsBuild/sortAccountsByIndexKey.ts`): SHA-256 of
 * its 20 address bytes, with the browser's own `crypto.subtle` (a secure context: https, or this machine).
 */
export async function toIndexKey(account: string): Promise<Uint8Array> {
  const bytes = new Uint8Array(hexToBytes(account.slice(2).toLowerCase()));
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}
