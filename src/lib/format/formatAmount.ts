/** Most fraction digits shown; smaller non-zero amounts read as dust. */
const DISPLAY_FRACTION_DIGITS = 6;
const DUST = `< 0.${'0'.repeat(DISPLAY_FRACTION_DIGITS - 1)}1`;
const grouping = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/** An amount ready to show: the short display string and the exact decimal value (for hover and copy). */
export interface FormattedAmount {
  display: string;
  exact: string;
}

/**
 * Formats a raw, non-negative integer amount with `decimals` as text, never through floating point: the integer part grouped,
 * at most 6 fraction digits (cut, not rounded, so it never shows more than is held), `< 0.000001` for dust.
 * `{ allDigits: true }` shows every fraction digit instead: an exact amount, such as what a claim pays.
 */
export function formatAmount(raw: bigint, decimals: number, { allDigits = false } = {}): FormattedAmount {
  const [integer, fraction] = splitUnits(raw, decimals);
  const exact = fraction === '' ? integer : `${integer}.${fraction}`;
  const shownFraction = allDigits ? fraction : fraction.slice(0, DISPLAY_FRACTION_DIGITS).replace(/0+$/, '');
  if (raw !== 0n && integer === '0' && shownFraction === '') return { display: DUST, exact };
  const groupedInteger = grouping.format(BigInt(integer));
  return { display: `${groupedInteger}${shownFraction ? `.${shownFraction}` : ''}`, exact };
}

/** Integer and fraction digits of `raw / 10^decimals` (raw >= 0), the fraction without trailing zeros. */
function splitUnits(raw: bigint, decimals: number): [string, string] {
  const digits = raw.toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return [integer, fraction];
}
