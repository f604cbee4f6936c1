import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import './wallet.css';

/** Props of {@link NetworkBadge} and {@link UnsupportedChainNotice}. */
export interface WalletNetworkProps {
  chains: ChainConfig[];
  chainId: number | null;
  onSwitch(chainId: number): void;
}

/** The wallet's network as a badge: its configured name, or its id when the site does not read it. */
export function NetworkBadge({ chains, chainId }: Pick<WalletNetworkProps, 'chains' | 'chainId'>) {
  const text = usePanelText();
  const chain = chains.find((candidate) => candidate.id === chainId);
  return (
    <span className={`badge ${chain ? 'badge-ok' : 'badge-warn'}`}>
      {chain ? chain.name : chainId === null ? text.t('unknownNetwork') : text.t('chainNumber', { chainId })}
    </span>
  );
}

/** A select to move the wallet to another configured network. */
export function NetworkSwitch({ chains, chainId, onSwitch }: WalletNetworkProps) {
  const text = usePanelText();
  const known = chains.some((chain) => chain.id === chainId);
  return (
    <label className="network-switch">
      <span className="visually-hidden">{text.t('walletNetwork')}</span>
      <select
        className="select"
        value={known ? String(chainId) : ''}
        onChange={(event) => onSwitch(Number(event.target.value))}
      >
        {known ? null : (
          <option value="" disabled>
            {text.t('switchNetwork')}
          </option>
        )}
        {chains.map((chain) => (
          <option key={chain.id} value={chain.id}>
            {chain.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Shown when the wallet is on a chain the site does not read: which one, and a button per configured chain. */
export function UnsupportedChainNotice({ chains, chainId, onSwitch }: WalletNetworkProps) {
  const text = usePanelText();
  if (chainId === null || chains.some((chain) => chain.id === chainId)) return null;
  return (
    <div className="panel-notice panel-notice-warn" role="status">
      <p>{text.t('unsupportedChain', { chainId })}</p>
      <div className="switch-buttons">
        {chains.map((chain) => (
          <button
            key={chain.id}
            type="button"
            className="button button-secondary button-small"
            onClick={() => onSwitch(chain.id)}
          >
            {text.t('switchTo', { chain: chain.name })}
          </button>
        ))}
      </div>
    </div>
  );
}
