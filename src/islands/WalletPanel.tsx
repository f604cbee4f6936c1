import type { PanelConfig } from '../lib/config/toPanelConfig.ts';
import './walletPanel.css';

/** Props of the wallet island: the serialisable part of the site config. */
export interface WalletPanelProps {
  config: PanelConfig;
}

/** The wallet panel: connect a wallet or check any address, then see what the chains hold for it. */
export default function WalletPanel({ config }: WalletPanelProps) {
  const chainNames = config.chains.map((chain) => chain.name);
  return (
    <section className="wallet-panel" aria-labelledby="wallet-panel-title">
      <h2 id="wallet-panel-title">Your account</h2>
      <p className="panel-intro">
        See your balances on {listFormat(chainNames)}. This page only reads: it never asks you to sign.
      </p>
      <button type="button" className="button button-primary panel-connect" data-intent="connect">
        Connect wallet
      </button>
      <p className="panel-divider">
        <span>or check any address</span>
      </p>
      <form className="watch-form" method="get" action="/" aria-label="Check an address">
        <label htmlFor="watch-address">Address or ENS name</label>
        <div className="watch-row">
          <input
            id="watch-address"
            name="address"
            type="text"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder="0x… or name.eth"
            aria-describedby="watch-hint"
          />
          <button type="submit" className="button button-secondary">
            Check
          </button>
        </div>
        <p id="watch-hint" className="field-hint">
          Nothing is stored; the link can be shared.
        </p>
      </form>
    </section>
  );
}

/** "A, B and C" for a short list of names. */
function listFormat(names: string[]): string {
  return new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(names);
}
