import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AccountView } from '../account/AccountView.tsx';
import type { AccountOverview } from '../account/useAccountOverview.ts';
import type { WalletControls } from './useWalletConnection.ts';
import { NetworkBadge, NetworkSwitch, UnsupportedChainNotice } from './WalletNetwork.tsx';
import './wallet.css';

/** Props of {@link WalletAccountView}. */
export interface WalletAccountViewProps {
  config: PanelConfig;
  address: string;
  overview: AccountOverview;
  wallet: WalletControls;
}

/** The connected wallet's account: its network (badge, switcher, unsupported-chain notice), link state, actions. */
export function WalletAccountView({ config, address, overview, wallet }: WalletAccountViewProps) {
  const chainId = wallet.state?.chainId ?? null;
  return (
    <AccountView
      config={config}
      address={address}
      ensName={null}
      overview={overview}
      walletChainId={chainId}
      badge={
        <>
          <span className="badge badge-ok">Connected</span>
          <NetworkBadge chains={config.chains} chainId={chainId} />
        </>
      }
      actions={
        <>
          <NetworkSwitch chains={config.chains} chainId={chainId} onSwitch={wallet.switchChain} />
          <button type="button" className="button button-secondary button-small" onClick={wallet.disconnect}>
            Disconnect
          </button>
        </>
      }
      notice={
        <>
          {wallet.notice ? (
            <p className="panel-notice panel-notice-error" role="alert">
              {wallet.notice.message}
            </p>
          ) : null}
          {wallet.state?.relay === 'reconnecting' ? (
            <p className="panel-notice panel-notice-warn" role="status">
              The link to your phone wallet dropped; reconnecting… Balances still come straight from the
              chains.
            </p>
          ) : null}
          <UnsupportedChainNotice chains={config.chains} chainId={chainId} onSwitch={wallet.switchChain} />
        </>
      }
    />
  );
}
