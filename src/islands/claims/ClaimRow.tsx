import type { ClaimListView, ClaimStatus } from '../../lib/claims/claimTypes.ts';
import { judgeClaimWindow } from '../../lib/claims/judgeClaimWindow.ts';
import type { ListWindow } from '../../lib/reads/claimWindowsOf.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { ClaimBadge } from './ClaimBadge.tsx';
import { ClaimWindowNote } from './ClaimWindowNote.tsx';
import { windowTime } from './useClaimClock.ts';

/** Props of {@link ClaimRow}. */
export interface ClaimRowProps {
  list: ClaimListView;
  chainName: string;
  status: ClaimStatus;
  /** When claiming the list opens and closes. */
  window: ListWindow;
  /** The visitor's clock (unix seconds), from useClaimClock. */
  now: number;
  onRetry(): void;
}

/**
 * What the account's status with a list says, in words (as in a row of many accounts), with a link to claim
 * only when it is proven and claiming is open, how long claiming stays open, and a retry for what cannot be
 * verified.
 */
function State({ list, status, window, now, onRetry }: Omit<ClaimRowProps, 'chainName'>) {
  const text = usePanelText();
  const { state } = judgeClaimWindow(window.window, windowTime(window, now));
  return (
    <>
      <ClaimBadge list={list} status={status} window={state} />
      {status.state === 'eligible' && state === 'open' ? (
        <a
          className="button button-primary button-small claim-link"
          href={list.claimUrl}
          rel="noopener noreferrer"
          target="_blank"
        >
          {text.t('claimOn', { host: new URL(list.claimUrl).host })}
          <span className="visually-hidden"> {text.t('opensInNewTab')}</span>
        </a>
      ) : null}
      {status.state === 'eligible' ? <ClaimWindowNote window={window} now={now} /> : null}
      {status.state === 'unverifiable' ? (
        <button type="button" className="button button-secondary button-small" onClick={onRetry}>
          {text.t('retry')}
          <span className="visually-hidden"> {list.name}</span>
        </button>
      ) : null}
    </>
  );
}

/**
 * One claims list: its name and chain, then where the account stands, proven against the chain: eligible
 * with the exact amount (or how much of it was claimed so far), a link to claim while some is left and
 * claiming is open, and how long it stays open (or until it opens, or that it closed); claimed, not on the
 * list, or cannot be verified with why on hover or focus and a retry. Two lines whatever the state, so the row
 * keeps its height while checking.
 */
export function ClaimRow({ list, chainName, status, window, now, onRetry }: ClaimRowProps) {
  const text = usePanelText();
  return (
    <li className="claim" aria-busy={status.state === 'checking'}>
      <p className="claim-heading">
        <span className="claim-name">{list.name}</span>
        <span className="claim-chain">{text.t('onChain', { chain: chainName })}</span>
      </p>
      <div className="claim-state" aria-live="polite">
        <State list={list} status={status} window={window} now={now} onRetry={onRetry} />
      </div>
    </li>
  );
}
