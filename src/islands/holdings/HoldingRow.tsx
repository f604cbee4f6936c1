import type { HoldingUsd } from '../../lib/prices/computeUsdValues.ts';
import type { Holding } from '../../lib/reads/readTypes.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import { FailedValue } from '../shared/FailedValue.tsx';
import { UsdValue } from './UsdValue.tsx';

/** One balance: symbol and name, the short amount (exact on hover) and its USD value, a copy button. */
export function HoldingRow({ holding, usd }: { holding: Holding; usd: HoldingUsd | undefined }) {
  const text = usePanelText();
  const amount = holding.raw === null ? null : text.amount(holding.raw, holding.decimals);
  return (
    <li className="holding">
      <span className="holding-symbol">{holding.symbol}</span>
      <span className="holding-name">{holding.name}</span>
      {amount ? (
        <>
          <span className="holding-figures">
            <data className="holding-amount" value={amount.exact} title={`${amount.exact} ${holding.symbol}`}>
              <bdi>{amount.display}</bdi>
            </data>
            <UsdValue value={usd} />
          </span>
          <CopyButton value={amount.exact} label={text.t('copyExactBalance', { symbol: holding.symbol })} />
        </>
      ) : (
        <>
          <FailedValue className="holding-amount" error={holding.error} />
          <span className="icon-button-space" />
        </>
      )}
    </li>
  );
}
