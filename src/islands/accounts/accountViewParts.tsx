import type { ComponentType } from 'react';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { AccountViewProps } from '../account/AccountView.tsx';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { WalletActions, WalletBadges, WalletNotices } from '../wallet/ConnectedWallet.tsx';
import type { WalletControls } from '../wallet/useWalletConnection.ts';
import { RefusedEntries } from '../watch/RefusedEntries.tsx';
import type { WatchMode } from '../watch/useWatchMode.ts';
import type { AccountsViewProps } from './AccountsView.tsx';
import type { ShownAccounts } from './useShownAccounts.ts';

/** What the views of accounts in view act on: which accounts show, the wallet, and watch mode. */
export interface ViewControls {
  shown: ShownAccounts;
  wallet: WalletControls;
  watch: WatchMode;
}

type Translate = ReturnType<typeof usePanelText>['t'];

/** The parts of {@link AccountViewProps} worked out from the {@link ViewControls}. */
type OpenParts = Pick<AccountViewProps, 'walletChainId' | 'badge' | 'actions' | 'notice'>;

/** The parts of {@link AccountsViewProps} worked out from the {@link ViewControls}. */
type RowsParts = Pick<
  AccountsViewProps,
  'badge' | 'actions' | 'notice' | 'refused' | 'moreRefused' | 'resolving' | 'onRemove' | 'onAdd'
>;

/** A small secondary button of the account views' actions. */
function ActionButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <button type="button" className="button button-secondary button-small" onClick={onClick}>
      {label}
    </button>
  );
}

/**
 * The badge, actions and notice of one account shown in full: the connected wallet's (its network, its other
 * accounts on offer), or a watched one (back to every account, add others, check others).
 */
function openParts({ shown, wallet, watch }: ViewControls, chains: ChainConfig[], t: Translate): OpenParts {
  const several = shown.accounts.length > 1;
  const back = several ? <ActionButton label={t('allAccounts')} onClick={shown.showRows} /> : null;
  if (wallet.state?.address) {
    const active = shown.open?.address === wallet.state.address;
    return {
      walletChainId: active ? wallet.state.chainId : null,
      badge: <WalletBadges chains={chains} wallet={wallet} />,
      actions: (
        <>
          {back}
          <WalletActions chains={chains} wallet={wallet} />
        </>
      ),
      notice: (
        <WalletNotices
          chains={chains}
          wallet={wallet}
          onShowAll={shown.walletAll ? undefined : () => shown.showWalletAccounts(true)}
        />
      ),
    };
  }
  return {
    badge: <span className="badge">{t('badgeWatching')}</span>,
    actions: (
      <>
        {back ?? <ActionButton label={t('addAccounts')} onClick={shown.showRows} />}
        <ActionButton label={t('checkAnother')} onClick={watch.clear} />
      </>
    ),
    notice: <RefusedEntries id="accounts-refused" refused={watch.refused} more={watch.moreRefused} named />,
  };
}

/** The badge, actions and what else the rows of many accounts need: the wallet's, or watch mode's. */
function rowsParts({ shown, wallet, watch }: ViewControls, chains: ChainConfig[], t: Translate): RowsParts {
  if (wallet.state?.address) {
    return {
      badge: <WalletBadges chains={chains} wallet={wallet} />,
      actions: (
        <>
          <ActionButton label={t('activeAccountOnly')} onClick={() => shown.showWalletAccounts(false)} />
          <WalletActions chains={chains} wallet={wallet} />
        </>
      ),
      notice: <WalletNotices chains={chains} wallet={wallet} />,
    };
  }
  return {
    badge: <span className="badge">{t('badgeWatching')}</span>,
    actions: <ActionButton label={t('checkAnother')} onClick={watch.clear} />,
    refused: watch.refused,
    moreRefused: watch.moreRefused,
    resolving: watch.resolving,
    onRemove: watch.remove,
    onAdd: watch.add,
  };
}

/**
 * {@link AccountView} given its badge, actions and notice by the {@link ViewControls}: this module loads with the
 * view, so the way to a wallet carries none of the connected wallet's or the watched accounts' controls.
 */
export function withOpenParts(View: ComponentType<AccountViewProps>) {
  return function OpenAccount({
    controls,
    ...props
  }: Omit<AccountViewProps, keyof OpenParts> & { controls: ViewControls }) {
    const { t } = usePanelText();
    return <View {...props} {...openParts(controls, props.config.chains, t)} />;
  };
}

/** {@link AccountsView} given its badge, actions and the rest by the {@link ViewControls}, as {@link withOpenParts}. */
export function withRowsParts(View: ComponentType<AccountsViewProps>) {
  return function AccountRows({
    controls,
    ...props
  }: Omit<AccountsViewProps, keyof RowsParts> & { controls: ViewControls }) {
    const { t } = usePanelText();
    return <View {...props} {...rowsParts(controls, props.config.chains, t)} />;
  };
}
