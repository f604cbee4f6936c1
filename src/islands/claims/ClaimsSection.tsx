import type { ClaimListView, ClaimStatus } from '../../lib/claims/claimTypes.ts';
import { toClaimWindow } from '../../lib/claims/toClaimWindow.ts';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { ListWindow } from '../../lib/reads/claimWindowsOf.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { ClaimRow } from './ClaimRow.tsx';
import { useClaimClock } from './useClaimClock.ts';
import { useDeadlineWarnings } from './useDeadlineWarnings.ts';

/** Props of {@link ClaimsSection}. */
export interface ClaimsSectionProps {
  lists: readonly ClaimListView[];
  chains: readonly ChainConfig[];
  /** One status per list, in order. */
  statuses: readonly ClaimStatus[];
  /** One window per list, in order. */
  windows: readonly ListWindow[];
  onRetry(listId: string): void;
}

/** The account's standing with every claims list of the site: what most visitors come for, so it comes first. */
export function ClaimsSection({ lists, chains, statuses, windows, onRetry }: ClaimsSectionProps) {
  const text = usePanelText();
  const now = useClaimClock(windows);
  useDeadlineWarnings(lists, windows);
  if (lists.length === 0) return null;
  return (
    <section className="claims" aria-labelledby="claims-title">
      <h3 id="claims-title">{text.t('claimsTitle')}</h3>
      <ul className="claims-list">
        {lists.map((list, index) => (
          <ClaimRow
            key={list.id}
            list={list}
            chainName={
              chains.find((chain) => chain.id === list.chainId)?.name ??
              text.t('chainNumber', { chainId: list.chainId })
            }
            status={statuses[index] ?? { listId: list.id, state: 'checking' }}
            window={windows[index] ?? { window: toClaimWindow(list, null), chainTime: null }}
            now={now}
            onRetry={() => onRetry(list.id)}
          />
        ))}
      </ul>
      <p className="claims-note">{text.t('claimsNote')}</p>
    </section>
  );
}
