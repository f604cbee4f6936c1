import type { ClaimListView, ClaimStatus } from '../../lib/claims/claimTypes.ts';
import { formatAmount } from '../../lib/format/formatAmount.ts';
import { formatCallValue } from '../../lib/format/formatCallValue.ts';
import { InfoTip } from '../shared/InfoTip.tsx';
import './claims.css';

/** Props of {@link ClaimRow}. */
export interface ClaimRowProps {
  list: ClaimListView;
  chainName: string;
  status: ClaimStatus;
  onRetry(): void;
}

/** A time of the list's window as a visitor reads it: `1 Jun 2030, 12:00 UTC`. */
const dateOf = (seconds: number | null) =>
  seconds === null ? '' : formatCallValue(BigInt(seconds), { kind: 'date' }).display;

/** The exact amount with the list's symbol, the full value on hover and for copying. */
function Amount({ list, amount }: { list: ClaimListView; amount: bigint }) {
  const formatted = formatAmount(amount, list.decimals, { allDigits: true });
  return (
    <data className="claim-amount" value={formatted.exact} title={`${formatted.exact} ${list.symbol}`}>
      {formatted.display} {list.symbol}
    </data>
  );
}

/** What the account's status with a list says, in words, with a link to claim only when it is proven. */
function State({ list, status, onRetry }: Omit<ClaimRowProps, 'chainName'>) {
  switch (status.state) {
    case 'checking':
      return (
        <>
          <span className="skeleton claim-skeleton" aria-hidden="true" />
          <span className="visually-hidden">Checking…</span>
        </>
      );
    case 'notListed':
      return <span className="claim-none">Not on this list</span>;
    case 'claimed':
      return (
        <>
          <span className="badge">Claimed</span>
          <Amount list={list} amount={status.amount} />
        </>
      );
    case 'eligible':
      if (status.window === 'notYetOpen') {
        return (
          <>
            <span className="badge badge-ok">Eligible</span>
            <Amount list={list} amount={status.amount} />
            <span className="claim-note">Claiming opens {dateOf(list.opensAt)}</span>
          </>
        );
      }
      if (status.window === 'closed') {
        return (
          <>
            <span className="badge badge-warn">Not claimed</span>
            <Amount list={list} amount={status.amount} />
            <span className="claim-note">Claiming closed {dateOf(list.closesAt)}</span>
          </>
        );
      }
      return (
        <>
          <span className="badge badge-ok">Eligible</span>
          <Amount list={list} amount={status.amount} />
          <a
            className="button button-primary button-small claim-link"
            href={list.claimUrl}
            rel="noopener noreferrer"
            target="_blank"
          >
            Claim on {new URL(list.claimUrl).host}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </>
      );
    case 'unverifiable':
      return (
        <>
          <InfoTip
            className="claim-unverified"
            tip={[status.error.message, status.error.details].filter(Boolean).join(' ')}
          >
            Cannot be verified
          </InfoTip>
          <button type="button" className="button button-secondary button-small" onClick={onRetry}>
            Retry<span className="visually-hidden"> {list.name}</span>
          </button>
        </>
      );
  }
}

/**
 * One claims list: its name and chain, then where the account stands, proven against the chain: eligible
 * with the exact amount and a link to claim (or when claiming opens, or that it closed), claimed, not on the
 * list, or cannot be verified with why on hover or focus and a retry. Two lines whatever the state, so the
 * row keeps its height while checking.
 */
export function ClaimRow({ list, chainName, status, onRetry }: ClaimRowProps) {
  return (
    <li className="claim" aria-busy={status.state === 'checking'}>
      <p className="claim-heading">
        <span className="claim-name">{list.name}</span>
        <span className="claim-chain">on {chainName}</span>
      </p>
      <div className="claim-state" aria-live="polite">
        <State list={list} status={status} onRetry={onRetry} />
      </div>
    </li>
  );
}
