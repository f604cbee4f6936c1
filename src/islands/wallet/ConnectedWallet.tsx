import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import type { WalletControls } from './useWalletConnection.ts';
import { NetworkBadge, NetworkSwitch, UnsupportedChainNotice } from './WalletNetwork.tsx';

/** Props of the connected wallet's parts. */
export interface ConnectedWalletProps {
  chains: ChainConfig[];
  wallet: WalletControls;
}

/** Badges of a connected wallet: that it is connected, and its network. */
export function WalletBadges({ chains, wallet }: ConnectedWalletProps) {
  const text = usePanelText();
  return (
    <>
      <span className="badge badge-ok">{text.t('badgeConnected')}</span>
      <NetworkBadge chains={chains} chainId={wallet.state?.chainId ?? null} />
    </>
  );
}

/** What a visitor can do with a connected wallet: move it to another configured network, or disconnect. */
export function WalletActions({ chains, wallet }: ConnectedWalletProps) {
  const text = usePanelText();
  return (
    <>
      <NetworkSwitch chains={chains} chainId={wallet.state?.chainId ?? null} onSwitch={wallet.switchChain} />
      <button type="button" className="button button-secondary button-small" onClick={wallet.disconnect}>
        {text.t('disconnect')}
      </button>
    </>
  );
}

/**
 * What the connected wallet's state needs to say: a failure, a relay that dropped, a network the site skips;
 * and, when it shares several accounts and `onShowAll` is given, an offer to show them all.
 */
export function WalletNotices({
  chains,
  wallet,
  onShowAll,
}: ConnectedWalletProps & { onShowAll?: (() => void) | undefined }) {
  const text = usePanelText();
  const shared = wallet.state?.accounts.length ?? 0;
  return (
    <>
      {onShowAll && shared > 1 ? (
        <p className="panel-notice wallet-accounts" role="status">
          {text.t('walletAccounts', { count: shared })}{' '}
          <button type="button" className="button button-secondary button-small" onClick={onShowAll}>
            {text.t('showAllAccounts', { count: shared })}
          </button>
        </p>
      ) : null}
      {wallet.notice ? (
        <p className="panel-notice panel-notice-error" role="alert">
          {text.error(wallet.notice).message}
        </p>
      ) : null}
      {wallet.state?.relay === 'reconnecting' ? (
        <p className="panel-notice panel-notice-warn" role="status">
          {text.t('relayReconnecting')}
        </p>
      ) : null}
      <UnsupportedChainNotice
        chains={chains}
        chainId={wallet.state?.chainId ?? null}
        onSwitch={wallet.switchChain}
      />
    </>
  );
}
