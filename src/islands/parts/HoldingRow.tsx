import { formatAmount } from '../../lib/format/formatAmount.ts';
import type { Holding } from '../../lib/reads/readTypes.ts';
import { CopyButton } from './CopyButton.tsx';

/** One balance: symbol and name, the short amount (exact on hover), a copy button for the exact value. */
export function HoldingRow({ holding }: { holding: Holding }) {
  const amount = holding.raw === null ? null : formatAmount(holding.raw, holding.decimals);
  return (
    <li className="holding">
      <span className="holding-symbol">{holding.symbol}</span>
      <span className="holding-name">{holding.name}</span>
      {amount ? (
        <>
          <data className="holding-amount" value={amount.exact} title={`${amount.exact} ${holding.symbol}`}>
            {amount.display}
          </data>
          <CopyButton value={amount.exact} label={`Copy exact ${holding.symbol} balance`} />
        </>
      ) : (
        <>
          <span
            className="holding-amount holding-failed"
            title={[holding.error?.message, holding.error?.details].filter(Boolean).join(' ')}
          >
            —<span className="visually-hidden"> {holding.error?.message}</span>
          </span>
          <span className="icon-button-space" />
        </>
      )}
    </li>
  );
}
