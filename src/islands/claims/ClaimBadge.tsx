import type { ClaimListView, ClaimStatus, ClaimWindowState } from '../../lib/claims/claimTypes.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { InfoTip } from '../shared/InfoTip.tsx';

/** How an amount is written: every digit, or (`compact`, in a row of many accounts) cut as balances are. */
type AmountProps = { list: ClaimListView; compact: boolean };

/** The amount with the list's symbol, the exact value on hover and for copying. */
function Amount({ list, amount, compact }: AmountProps & { amount: bigint }) {
  const text = usePanelText();
  const formatted = text.amount(amount, list.decimals, { allDigits: !compact });
  return (
    <data className="claim-amount" value={formatted.exact} title={`${formatted.exact} ${list.symbol}`}>
      <bdi>{`${formatted.display} ${list.symbol}`}</bdi>
    </data>
  );
}

/** "Claimed 40 of 100 MRD": what a distributor counting amounts says was claimed, of the proven amount. */
function PartlyClaimed({
  list,
  claimed,
  amount,
  compact,
}: AmountProps & { claimed: bigint; amount: bigint }) {
  const text = usePanelText();
  const [done, total] = [claimed, amount].map((value) =>
    text.amount(value, list.decimals, { allDigits: !compact }),
  );
  return (
    <data
      className="claim-amount"
      value={total?.exact}
      title={`${done?.exact} / ${total?.exact} ${list.symbol}`}
    >
      <bdi>
        {text.t('claimedOf', {
          claimed: done?.display ?? '',
          total: total?.display ?? '',
          symbol: list.symbol,
        })}
      </bdi>
    </data>
  );
}

/** The proven amount, or how much of it was claimed when some was. */
function EligibleAmount({
  list,
  status,
  compact,
}: AmountProps & { status: { amount: bigint; claimedSoFar: bigint } }) {
  return status.claimedSoFar > 0n ? (
    <PartlyClaimed list={list} claimed={status.claimedSoFar} amount={status.amount} compact={compact} />
  ) : (
    <Amount list={list} amount={status.amount} compact={compact} />
  );
}

/** Props of {@link ClaimBadge}. */
export interface ClaimBadgeProps {
  list: ClaimListView;
  status: ClaimStatus;
  /** Whether claiming the list is open now. */
  window: ClaimWindowState;
  /** Amounts cut as balances are (the exact one on hover), to fit a row of many accounts. */
  compact?: boolean;
}

/**
 * An account's standing with a list in a few words: eligible (or not claimed, once claiming closed) with the
 * exact amount or how much of it was claimed so far, claimed with it, not on the list, checking, or cannot be
 * verified (why on hover or focus). A row of many accounts shows it alone; the full account view's row adds the
 * claim link, the window and the retry.
 */
export function ClaimBadge({ list, status, window, compact = false }: ClaimBadgeProps) {
  const text = usePanelText();
  switch (status.state) {
    case 'checking':
      return (
        <>
          <span className="skeleton claim-skeleton" aria-hidden="true" />
          <span className="visually-hidden">{text.t('checking')}</span>
        </>
      );
    case 'notListed':
      return <span className="claim-none">{text.t('notListed')}</span>;
    case 'claimed':
      return (
        <>
          <span className="badge">{text.t('claimed')}</span>
          <Amount list={list} amount={status.amount} compact={compact} />
        </>
      );
    case 'eligible':
      return (
        <>
          {window === 'closed' ? (
            <span className="badge badge-warn">{text.t('notClaimed')}</span>
          ) : (
            <span className="badge badge-ok">{text.t('eligible')}</span>
          )}
          <EligibleAmount list={list} status={status} compact={compact} />
        </>
      );
    case 'unverifiable':
      return (
        <InfoTip className="claim-unverified" tip={text.errorLine(status.error)}>
          {text.t('cannotBeVerified')}
        </InfoTip>
      );
  }
}
