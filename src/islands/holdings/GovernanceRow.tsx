import type { GovernancePosition } from '../../lib/reads/readTypes.ts';
import { ZERO_ADDRESS } from '../../lib/reads/zeroAddress.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { FailedValue } from '../shared/FailedValue.tsx';

/** Props of {@link GovernanceRow}. */
export interface GovernanceRowProps {
  position: GovernancePosition;
  /** The account shown, to tell a delegation to oneself. */
  account: string;
  /** ENS names of delegates, where the ENS chain gave one. */
  names: ReadonlyMap<string, string>;
}

/** Where the account stands with a Votes token: balance, voting power, and its delegate. */
export function GovernanceRow({ position, account, names }: GovernanceRowProps) {
  const text = usePanelText();
  const unit = position.symbol ?? '';
  const amount = (raw: bigint | null) =>
    raw === null || position.decimals === null ? (
      '—'
    ) : (
      <bdi>{`${text.amount(raw, position.decimals).display} ${unit}`}</bdi>
    );
  const delegate = position.delegate;
  return (
    <li className="entry entry-governance">
      <span className="entry-label">
        {position.name}
        {position.symbol ? <span className="entry-kind">{position.symbol}</span> : null}
      </span>
      {position.error ? (
        <FailedValue className="entry-value" error={position.error} />
      ) : (
        <dl className="entry-facts">
          <dt>{text.t('balance')}</dt>
          <dd>{amount(position.balance)}</dd>
          <dt>{text.t('votingPower')}</dt>
          <dd>{amount(position.votes)}</dd>
          <dt>{text.t('delegate')}</dt>
          <dd>
            {delegate === null || delegate === ZERO_ADDRESS ? (
              text.t('notDelegated')
            ) : delegate === account ? (
              text.t('yourself')
            ) : (
              <>
                {names.get(delegate) ? <span className="delegate-name">{names.get(delegate)} </span> : null}
                <span className="mono delegate-address" dir="ltr">
                  {delegate}
                </span>
              </>
            )}
          </dd>
        </dl>
      )}
    </li>
  );
}
