import { editDistance } from './editDistance.ts';

/** Known fields listed after an unknown one when none is close, as long as there are no more than this. */
const MAX_LISTED_FIELDS = 10;

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

/**
 * The rule an unknown field breaks, for the line naming it: the nearest known name when one is close
 * (`unknown field; did you mean \`format\`?`), else the known fields when they are few.
 */
export function describeUnknownField(key: string, known: readonly string[]): string {
  const nearest = nearestFieldName(key, known);
  if (nearest !== undefined) return `unknown field; did you mean \`${nearest}\`?`;
  if (known.length > 0 && known.length <= MAX_LISTED_FIELDS) {
    return `unknown field; known fields: ${known.join(', ')}`;
  }
  return 'unknown field';
}
