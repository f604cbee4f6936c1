import { toRateLimitKey } from './toRateLimitKey.ts';

/** FNV-1a, 32 bits, of `text` from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A short key for the client of a request, for fair turns between clients in the chain's object: a 64-bit hash
 * of its IP (`CF-Connecting-IP`), so the object never holds the IP itself. Not a secret and not for security:
 * two clients that share a key share one turn.
 */
export function toClientKey(headers: Headers): string {
  const ip = toRateLimitKey(headers);
  return `${fnv1a(ip, 0x811c9dc5).toString(36)}.${fnv1a(ip, 0x2f1a7b3d).toString(36)}`;
}

/** A 32-bit hash of `text`, for spreading reads over shards. */
export function hashText(text: string): number {
  return fnv1a(text, 0x811c9dc5);
}
