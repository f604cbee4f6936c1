import { editDistance } from './editDistance.ts';

/**
 * The known name `key` was most likely meant to be: the nearest by {@link editDistance}, ignoring case, within one
 * edit for every three characters of `key` (at least one); the first of `known` on a tie, none when none is close.
 */
export function nearestFieldName(key: string, known: readonly string[]): string | undefined {
  const allowed = Math.max(1, Math.floor(key.length / 3));
  let nearest: string | undefined;
  let nearestDistance = allowed + 1;
  for (const name of known) {
    const distance = editDistance(key.toLowerCase(), name.toLowerCase());
    if (distance < nearestDistance) {
      nearest = name;
      nearestDistance = distance;
    }
  }
  return nearest;
}
