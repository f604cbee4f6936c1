import { nearestFieldName } from '../text/nearestName.ts';

/** Known fields listed after an unknown one when none is close, as long as there are no more than this. */
const MAX_LISTED_FIELDS = 10;

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
