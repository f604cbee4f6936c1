import type { ReactNode } from 'react';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { AccountReader } from '../../lib/reads/createAccountReader.ts';
import { ClaimsSection } from '../claims/ClaimsSection.tsx';
import type { ClaimProbesControl } from '../claims/useClaimProbes.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { AccountHeader } from './AccountHeader.tsx';
import { ChainCard } from './ChainCard.tsx';
import { useAccountOverview } from './useAccountOverview.ts';
import type { ChainSnapshots } from './useChainSnapshots.ts';

/** Props of {@link AccountView}. */
export interface AccountViewProps {
  config: PanelConfig;
  address: string;
  ensName: string | null;
  loadReader: () => Promise<AccountReader>;
  /** The chains' reads of every account in view, this one among them. */
  reads: ChainSnapshots;
  claims: Pick<ClaimProbesControl, 'probes' | 'retry'>;
  /** The wallet's chain when connected; null in watch mode. */
  walletChainId?: number | null;
  badge: ReactNode;
  actions: ReactNode;
  notice?: ReactNode;
}

/** How many rows a chain card reserves while it loads: one per entry read there. */
function rowsOn(config: PanelConfig, chainId: number): number {
  const on = (entries: readonly { chainId: number }[]) =>
    entries.filter((entry) => entry.chainId === chainId).length;
  return 1 + on(config.tokens) + on(config.nfts) + on(config.governance) + on(config.calls);
}

/**
 * An account, its standing with the site's claims lists, its USD total, and what it holds on every chain,
 * from the reads the panel keeps fresh: what is worked out from them (values, standings, names) loads with this
 * view, not with the panel.
 */
export function AccountView({
  config,
  address,
  ensName,
  loadReader,
  reads,
  claims,
  walletChainId = null,
  badge,
  actions,
  notice,
}: AccountViewProps) {
  const text = usePanelText();
  const overview = useAccountOverview(loadReader, config, address, reads, claims);
  const { total } = overview.usd;
  return (
    <div className="account-view">
      <AccountHeader
        address={address}
        ensName={ensName}
        profile={overview.profile}
        chains={config.chains}
        walletChainId={walletChainId}
        badge={badge}
        actions={actions}
      />
      {notice}
      <ClaimsSection
        lists={config.claimLists}
        chains={config.chains}
        statuses={overview.claims}
        windows={overview.windows}
        onRetry={overview.retryClaim}
      />
      {total.priced + total.unavailable > 0 ? (
        <div className="account-total" aria-live="polite">
          <p>
            <span className="account-total-label">{text.t('totalValue')}</span>{' '}
            <strong className="account-total-usd">
              <bdi>{total.pending ? '…' : text.usd(total.cents)}</bdi>
            </strong>
          </p>
          {total.unavailable > 0 && !total.pending ? (
            <p className="field-hint account-total-note">
              {text.t('leftOut', { count: total.unavailable })} {text.t('pricesNote')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="chain-cards">
        {config.chains.map((chain) => (
          <ChainCard
            key={chain.id}
            chain={chain}
            address={address}
            rows={rowsOn(config, chain.id)}
            snapshot={overview.chains.find((view) => view.chainId === chain.id)?.snapshot ?? null}
            usd={overview.usd}
            names={overview.delegateNames}
            onRetry={() => overview.retry(chain.id)}
          />
        ))}
      </div>
    </div>
  );
}
