import type { ClaimListView, ClaimStatus } from '../../lib/claims/claimTypes.ts';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { ClaimRow } from './ClaimRow.tsx';

/** Props of {@link ClaimsSection}. */
export interface ClaimsSectionProps {
  lists: readonly ClaimListView[];
  chains: readonly ChainConfig[];
  /** One status per list, in order. */
  statuses: readonly ClaimStatus[];
  onRetry(listId: string): void;
}

/** The account's standing with every claims list of the site: what most visitors come for, so it comes first. */
export function ClaimsSection({ lists, chains, statuses, onRetry }: ClaimsSectionProps) {
  const text = usePanelText();
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
            onRetry={() => onRetry(list.id)}
          />
        ))}
      </ul>
      <p className="claims-note">{text.t('claimsNote')}</p>
    </section>
  );
}
