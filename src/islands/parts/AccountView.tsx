import type { ReactNode } from 'react';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { AccountOverview } from '../hooks/useAccountOverview.ts';
import { AccountHeader } from './AccountHeader.tsx';
import { ChainCard } from './ChainCard.tsx';

/** Props of {@link AccountView}. */
export interface AccountViewProps {
  config: PanelConfig;
  address: string;
  ensName: string | null;
  overview: AccountOverview;
  badge: ReactNode;
  actions: ReactNode;
  notice?: ReactNode;
}

/** An account and its balances on every configured chain. */
export function AccountView({
  config,
  address,
  ensName,
  overview,
  badge,
  actions,
  notice,
}: AccountViewProps) {
  return (
    <div className="account-view">
      <AccountHeader
        address={address}
        ensName={ensName}
        profile={overview.profile}
        badge={badge}
        actions={actions}
      />
      {notice}
      <div className="chain-cards">
        {config.chains.map((chain) => (
          <ChainCard
            key={chain.id}
            chain={chain}
            address={address}
            rows={1 + config.tokens.filter((token) => token.chainId === chain.id).length}
            snapshot={overview.chains.find((view) => view.chainId === chain.id)?.snapshot ?? null}
            onRetry={() => overview.retry(chain.id)}
          />
        ))}
      </div>
    </div>
  );
}
