import type { HoldingUsd } from '../../lib/prices/computeUsdValues.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { InfoTip } from '../shared/InfoTip.tsx';

/** A holding's USD value with its price's age on hover/focus, or "price unavailable" and why. */
export function UsdValue({ value }: { value: HoldingUsd | undefined }) {
  const text = usePanelText();
  if (value === undefined || value.kind === 'pending') return null;
  if (value.kind === 'unavailable') {
    return (
      <InfoTip className="holding-usd usd-unavailable" tip={text.errorLine(value.error)}>
        {text.t('priceUnavailable')}
      </InfoTip>
    );
  }
  const age = { seconds: value.ageSeconds, style: 'ago' } as const;
  return (
    <InfoTip className="holding-usd" tip={text.t('priceAge', { age })}>
      <bdi>{text.usd(value.cents, value.dust)}</bdi>
    </InfoTip>
  );
}
