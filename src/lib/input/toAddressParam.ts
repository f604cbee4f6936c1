/**
 * The `?address=` value of a view of `entries` (addresses, or ENS names as normalised): each entry
 * percent-encoded, joined by plain commas, so a link reads `?address=0xabc…,alice.eth` and parses back to the
 * same list.
 */
export function toAddressParam(entries: readonly string[]): string {
  return entries.map((entry) => encodeURIComponent(entry)).join(',');
}
