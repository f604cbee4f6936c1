/** How many bytes hold the non-negative `value` big-endian without leading zeros (at least 1). */
export function countBytes(value: bigint | number): number {
  return Math.ceil(value.toString(16).length / 2);
}
