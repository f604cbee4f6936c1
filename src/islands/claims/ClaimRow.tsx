import type { ClaimListView, ClaimStatus } from '../../lib/claims/claimTypes.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { InfoTip } from '../shared/InfoTip.tsx';

/** Props of {@link ClaimRow}. */
export interface ClaimRowProps {
  list: ClaimListView;
  chainName: string;
  status: ClaimStatus;
  onRetry(): void;
}

/** The exact amount with the list's symbol, the full value on hover and for copying. */
function Amount({ list, amount }: { list: ClaimListView; amount: bigint }) {
  const text = usePanelText();
  const formatted = text.amount(amount, list.decimals, { allDigits: true });
  return (
    <data className="claim-amount" value={formatted.exact} title={`${formatted.exact} ${list.symbol}`}>
      <bdi>{`${formatted.display} ${list.symbol}`}</bdi>
    </data>
  );
}

/** "Claimed 40 of 100 MRD": what a distributor counting amounts says was claimed, of the proven amount. */
function PartlyClaimed({ list, claimed, amount }: { list: ClaimListView; claimed: bigint; amount: bigint }) {
  const text = usePanelText();
  const [done, total] = [claimed, amount].map((value) =>
    text.amount(value, list.decimals, { allDigits: true }),
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
}: {
  list: ClaimListView;
  status: { amount: bigint; claimedSoFar: bigint };
}) {
  return status.claimedSoFar > 0n ? (
    <PartlyClaimed list={list} claimed={status.claimedSoFar} amount={status.amount} />
  ) : (
    <Amount list={list} amount={status.amount} />
  );
}

/** What the account's status with a list says, in words, with a link to claim only when it is proven. */
function State({ list, status, onRetry }: Omit<ClaimRowProps, 'chainName'>) {
  const text = usePanelText();
  /** A time of the list's window as the visitor's language writes it, in UTC. */
  const dateOf = (seconds: number | null) => (seconds === null ? '' : (text.date(BigInt(seconds)) ?? ''));
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
          <Amount list={list} amount={status.amount} />
        </>
      );
    case 'eligible':
      if (status.window === 'notYetOpen') {
        return (
          <>
            <span className="badge badge-ok">{text.t('eligible')}</span>
            <EligibleAmount list={list} status={status} />
            <span className="claim-note">{text.t('claimingOpens', { date: dateOf(list.opensAt) })}</span>
          </>
        );
      }
      if (status.window === 'closed') {
        return (
          <>
            <span className="badge badge-warn">{text.t('notClaimed')}</span>
            <EligibleAmount list={list} status={status} />
            <span className="claim-note">{text.t('claimingClosed', { date: dateOf(list.closesAt) })}</span>
          </>
        );
      }
      return (
        <>
          <span className="badge badge-ok">{text.t('eligible')}</span>
          <EligibleAmount list={list} status={status} />
          <a
            className="button button-primary button-small claim-link"
            href={list.claimUrl}
            rel="noopener noreferrer"
            target="_blank"
          >
            {text.t('claimOn', { host: new URL(list.claimUrl).host })}
            <span className="visually-hidden"> {text.t('opensInNewTab')}</span>
          </a>
        </>
      );
    case 'unverifiable':
      return (
        <>
          <InfoTip className="claim-unverified" tip={text.errorLine(status.error)}>
            {text.t('cannotBeVerified')}
          </InfoTip>
          <button type="button" className="button button-secondary button-small" onClick={onRetry}>
            {text.t('retry')}
            <span className="visually-hidden"> {list.name}</span>
          </button>
        </>
      );
  }
}

/**
 * One claims list: its name and chain, then where the account stands, proven against the chain: eligible
 * with the exact amount (or how much of it was claimed so far) and a link to claim while some is left (or when
 * claiming opens, or that it closed), claimed, not on the list, or cannot be verified with why on hover or
 * focus and a retry. Two lines whatever the state, so the row keeps its height while checking.
 */
export function ClaimRow({ list, chainName, status, onRetry }: ClaimRowProps) {
  const text = usePanelText();
  return (
    <li className="claim" aria-busy={status.state === 'checking'}>
      <p className="claim-heading">
        <span className="claim-name">{list.name}</span>
        <span className="claim-chain">{text.t('onChain', { chain: chainName })}</span>
      </p>
      <div className="claim-state" aria-live="polite">
        <State list={list} status={status} onRetry={onRetry} />
      </div>
    </li>
  );
}
