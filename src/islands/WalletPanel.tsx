import config from 'virtual:panel-config';
import { lazy, Suspense, useEffect, useState } from 'react';
import { chooserSaysPhone } from '../chooser/chooserContract.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import accountViewStyles from './account/accountView.css?url';
import { useAccountOverview } from './account/useAccountOverview.ts';
import { useReaderLoader } from './account/useReaderLoader.ts';
import { useClaimProbes } from './claims/useClaimProbes.ts';
import { PanelTextProvider, usePanelText } from './i18n/PanelTextContext.tsx';
import { loadStylesheet } from './shared/loadStylesheet.ts';
import { WalletActions, WalletBadges, WalletNotices } from './wallet/ConnectedWallet.tsx';
import { ConnectSection } from './wallet/ConnectSection.tsx';
import { useWalletConnection } from './wallet/useWalletConnection.ts';
import { WalletConnectPortal } from './wallet/walletconnect/WalletConnectPortal.tsx';
import { useWatchMode } from './watch/useWatchMode.ts';
import { WatchForm } from './watch/WatchForm.tsx';
import './walletPanel.css';

/**
 * The account view (header, chain cards, holdings, claims): its code and its styles load once there is an
 * account to show, not with the panel, so the way to a wallet carries none of it and no page inlines its CSS. A shared link or a stored session hints it
 * early (src/directives/intent.ts).
 */
const AccountView = lazy(() =>
  Promise.all([import('./account/AccountView.tsx'), loadStylesheet(accountViewStyles)]).then(([module]) => ({
    default: module.AccountView,
  })),
);

/** Props of the wallet island: the page's language and home. Its config is a module of its own (virtual:panel-config). */
export interface WalletPanelProps {
  locale: Locale;
  /** The home page in this language (`/`, `/de/`): where the watch form sends an address before hydration. */
  home: string;
  /**
   * The chains' names as this language lists them ("Ethereum, Base and Optimism"), written by the page at build
   * time, so hydrating makes no Intl formatter on the way to the QR code
   * (docs/performance.md, "Costs behind the chooser and the panel").
   */
  chainList: string;
}

/**
 * The wallet panel in the page's language: connect a wallet or check any address, then see what the chains
 * hold for it. While the language's words load, hydration waits and the server's HTML stays as it is.
 */
export default function WalletPanel({ locale, home, chainList }: WalletPanelProps) {
  return (
    <Suspense fallback={null}>
      <PanelTextProvider locale={locale}>
        <Panel home={home} chainList={chainList} />
      </PanelTextProvider>
    </Suspense>
  );
}

/** The panel itself, in words from {@link PanelTextProvider}. */
function Panel({ home, chainList }: Pick<WalletPanelProps, 'home' | 'chainList'>) {
  const text = usePanelText();
  const loadReader = useReaderLoader(config);
  const wallet = useWalletConnection(config);
  const watch = useWatchMode(loadReader);
  const walletAddress = wallet.state?.address ?? null;
  const shown = walletAddress ?? watch.target?.address ?? null;
  // A shared link's address is known before the reading code is in: its claims files start loading at once.
  const claims = useClaimProbes(config.claimLists, shown ?? watch.linkedAddress);
  const overview = useAccountOverview(loadReader, config, shown, claims);
  const phone = usePhone();

  return (
    <section className="wallet-panel" aria-labelledby="wallet-panel-title">
      <h2 id="wallet-panel-title">{text.t('panelTitle')}</h2>
      <Suspense fallback={<div className="account-view" aria-busy="true" />}>
        {walletAddress ? (
          <AccountView
            config={config}
            address={walletAddress}
            ensName={null}
            overview={overview}
            walletChainId={wallet.state?.chainId ?? null}
            badge={<WalletBadges chains={config.chains} wallet={wallet} />}
            actions={<WalletActions chains={config.chains} wallet={wallet} />}
            notice={<WalletNotices chains={config.chains} wallet={wallet} />}
          />
        ) : watch.target ? (
          <AccountView
            config={config}
            address={watch.target.address}
            ensName={watch.target.ensName}
            overview={overview}
            badge={<span className="badge">{text.t('badgeWatching')}</span>}
            actions={
              <button type="button" className="button button-secondary button-small" onClick={watch.clear}>
                {text.t('checkAnother')}
              </button>
            }
          />
        ) : (
          <>
            <p className="panel-intro">{text.t('panelIntro', { chains: chainList })}</p>
            <ConnectSection
              hasWalletConnect={config.walletConnectProjectId !== null}
              notice={wallet.notice}
            />
            <p className="panel-divider">
              <span>{text.t('orCheckAnyAddress')}</span>
            </p>
            <WatchForm
              action={home}
              error={watch.error}
              resolving={watch.resolving}
              initialInput={watch.initialInput}
              onSubmit={watch.submit}
              onIntent={() => void loadReader()}
            />
          </>
        )}
      </Suspense>
      <WalletConnectPortal
        connection={wallet.walletConnect}
        wanted={wallet.walletConnectWanted}
        phone={phone}
        shown={wallet.walletConnectShown}
      />
    </section>
  );
}

/**
 * Whether this is a phone, as the page's chooser found (known after hydration: the server-rendered panel is the
 * same everywhere).
 */
function usePhone(): boolean {
  const [phone, setPhone] = useState(false);
  useEffect(() => setPhone(chooserSaysPhone()), []);
  return phone;
}
