/**
 * The USD value, in whole cents, of `raw` units of an asset with `decimals`, at a price `answer` with
 * `feedDecimals`: raw × answer × 100 / 10^(decimals + feedDecimals), in bigint end to end, cut (never
 * rounded up) so it never shows more than is held. `answer` must be positive.
 */
export function usdCents(raw: bigint, decimals: number, answer: bigint, feedDecimals: number): bigint {
  return (raw * answer * 100n) / 10n ** BigInt(decimals + feedDecimals);
}
