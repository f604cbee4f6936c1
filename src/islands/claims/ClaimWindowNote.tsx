import { judgeClaimWindow } from '../../lib/claims/judgeClaimWindow.ts';
import type { ListWindow } from '../../lib/reads/claimWindowsOf.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { windowTime } from './useClaimClock.ts';

/** Props of {@link ClaimWindowNote}. */
export interface ClaimWindowNoteProps {
  window: ListWindow;
  /** The visitor's clock (unix seconds), from useClaimClock. */
  now: number;
}

/**
 * How long claiming a list stays open, or until it opens: "Opens in 3 days", "Closes in 12 days" with the date
 * in the visitor's language and time zone, or "Closed on …". Nothing for a list open with no end.
 */
export function ClaimWindowNote({ window, now }: ClaimWindowNoteProps) {
  const text = usePanelText();
  const at = judgeClaimWindow(window.window, windowTime(window, now));
  if (at.at === null) return null;
  const date = text.localDate(at.at) ?? '';
  const className = `claim-note claim-window claim-window-${at.state}`;
  if (at.state === 'closed') return <span className={className}>{text.t('claimClosedOn', { date })}</span>;
  const when = { seconds: BigInt(at.left), style: 'in' } as const;
  return (
    <span className={className}>
      {text.t(at.state === 'open' ? 'claimClosesIn' : 'claimOpensIn', { when })}
      {' · '}
      <time dateTime={new Date(at.at * 1000).toISOString()}>{date}</time>
    </span>
  );
}
