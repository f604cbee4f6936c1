const grouping = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/**
 * A USD value in whole cents as text: `$1,234.56`, never through floating point. A value that is not zero
 * but under a cent (`dust`) reads `< $0.01`.
 */
export function formatUsd(cents: bigint, dust = false): string {
  if (cents === 0n && dust) return '< $0.01';
  const dollars = cents / 100n;
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `$${grouping.format(dollars)}.${rest}`;
}
