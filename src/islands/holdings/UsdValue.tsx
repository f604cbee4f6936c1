import { formatAge } from '../../lib/format/formatAge.ts';
import { formatUsd } from '../../lib/format/formatUsd.ts';
import type { HoldingUsd } from '../../lib/prices/computeUsdValues.ts';
import { InfoTip } from '../shared/InfoTip.tsx';
import './holdings.css';

/** A holding's USD value with its price's age on hover/focus, or "price unavailable" and why. */
export function UsdValue({ value }: { value: HoldingUsd | undefined }) {
  if (value === undefined || value.kind === 'pending') return null;
  if (value.kind === 'unavailable') {
    const tip = [value.error.message, value.error.details].filter(Boolean).join(' ');
    return (
      <InfoTip className="holding-usd usd-unavailable" tip={tip}>
        price unavailable
      </InfoTip>
    );
  }
  return (
    <InfoTip className="holding-usd" tip={`Chainlink USD price, updated ${formatAge(value.ageSeconds)} ago`}>
      {formatUsd(value.cents, value.dust)}
    </InfoTip>
  );
}
