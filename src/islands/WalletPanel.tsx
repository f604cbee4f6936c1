import config from 'virtual:panel-config';
import { lazy, Suspense, useEffect, useState } from 'react';
import { chooserSaysPhone } from '../chooser/chooserContract.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import accountViewStyles from './account/accountView.css?url';
import { useChainSnapshots } from './account/useChainSnapshots.ts';
import { useReaderLoader } from './account/useReaderLoader.ts';
import { useShownAccounts } from './accounts/useShownAccounts.ts';
import { useClaimProbes } from './claims/useClaimProbes.ts';
import { PanelTextProvider, usePanelText } from './i18n/PanelTextContext.tsx';
import { loadStylesheet } from './shared/loadStylesheet.ts';
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
  Promise.all([
    import('./account/AccountView.tsx'),
    import('./accounts/accountViewParts.tsx'),
    loadStylesheet(accountViewStyles),
  ]).then(([module, parts]) => ({ default: parts.withOpenParts(module.AccountView) })),
);

/**
 * Many accounts in rows: loaded, with the account view's styles, once several are in view. Both views bring
 * their own badges, actions and notices (src/islands/accounts/accountViewParts.tsx): the connected wallet's
 * controls are not on the way to a wallet either.
 */
const AccountsView = lazy(() =>
  Promise.all([
    import('./accounts/AccountsView.tsx'),
    import('./accounts/accountViewParts.tsx'),
    loadStylesheet(accountViewStyles),
  ]).then(([module, parts]) => ({ default: parts.withRowsParts(module.AccountsView) })),
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
  const shown = useShownAccounts(
    { address: wallet.state?.address ?? null, accounts: wallet.state?.accounts ?? [] },
    watch.targets,
  );
  const addresses = shown.accounts.map((account) => account.address);
  // A shared link's addresses are known before the reading code is in: their claims files start loading at once.
  const claims = useClaimProbes(config.claimLists, addresses.length > 0 ? addresses : watch.linkedAddresses);
  const reads = useChainSnapshots(loadReader, config, addresses, claims);
  const phone = usePhone();

  return (
    <section className="wallet-panel" aria-labelledby="wallet-panel-title">
      <h2 id="wallet-panel-title">{text.t('panelTitle')}</h2>
      <Suspense fallback={<div className="account-view" aria-busy="true" />}>
        {shown.accounts.length === 0 ? (
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
              refused={watch.refused}
              moreRefused={watch.moreRefused}
              resolving={watch.resolving}
              initialInput={watch.initialInput}
              onSubmit={watch.submit}
              onIntent={() => void loadReader()}
            />
          </>
        ) : shown.open ? (
          <AccountView
            config={config}
            address={shown.open.address}
            ensName={shown.open.ensName}
            loadReader={loadReader}
            reads={reads}
            claims={claims}
            controls={{ shown, wallet, watch }}
          />
        ) : (
          <AccountsView
            config={config}
            accounts={shown.accounts}
            reads={reads}
            probes={claims.probes}
            onOpen={shown.openAccount}
            controls={{ shown, wallet, watch }}
          />
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
