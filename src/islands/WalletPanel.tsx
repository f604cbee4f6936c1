import type { PanelConfig } from '../lib/config/toPanelConfig.ts';
import { useAccountOverview } from './hooks/useAccountOverview.ts';
import { useAccountReader } from './hooks/useAccountReader.ts';
import { useHydrated } from './hooks/useHydrated.ts';
import { useWatchMode } from './hooks/useWatchMode.ts';
import { AccountView } from './parts/AccountView.tsx';
import { WatchForm } from './parts/WatchForm.tsx';
import './walletPanel.css';

/** Props of the wallet island: the serialisable part of the site config. */
export interface WalletPanelProps {
  config: PanelConfig;
}

/** The wallet panel: connect a wallet or check any address, then see what the chains hold for it. */
export default function WalletPanel({ config }: WalletPanelProps) {
  const loadReader = useAccountReader(config);
  const watch = useWatchMode(loadReader);
  const overview = useAccountOverview(loadReader, config, watch.target?.address ?? null);
  const hydrated = useHydrated();
  const chainNames = config.chains.map((chain) => chain.name);
  return (
    <section
      className="wallet-panel"
      aria-labelledby="wallet-panel-title"
      data-hydrated={hydrated || undefined}
    >
      <h2 id="wallet-panel-title">Your account</h2>
      {watch.target ? (
        <AccountView
          config={config}
          address={watch.target.address}
          ensName={watch.target.ensName}
          overview={overview}
          badge={<span className="badge">Watching</span>}
          actions={
            <button type="button" className="button button-secondary button-small" onClick={watch.clear}>
              Check another
            </button>
          }
        />
      ) : (
        <>
          <p className="panel-intro">
            See your balances on {listFormat(chainNames)}. This page only reads: it never asks you to sign.
          </p>
          <button type="button" className="button button-primary panel-connect" data-intent="connect">
            Connect wallet
          </button>
          <p className="panel-divider">
            <span>or check any address</span>
          </p>
          <WatchForm
            error={watch.error}
            resolving={watch.resolving}
            initialInput={watch.initialInput}
            onSubmit={watch.submit}
            onIntent={() => void loadReader()}
          />
        </>
      )}
    </section>
  );
}

/** "A, B and C" for a short list of names. */
function listFormat(names: string[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);
}
