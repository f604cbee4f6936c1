import { useEffect, useRef } from 'react';
import type { InjectedWalletInfo } from './walletConnectionTypes.ts';

/** Props of {@link InjectedWalletPicker}. */
export interface InjectedWalletPickerProps {
  open: boolean;
  wallets: InjectedWalletInfo[];
  onChoose(walletId: string): void;
  onClose(): void;
}

/** The page's own picker (sites without WalletConnect): a modal dialog listing the browser wallets found. */
export function InjectedWalletPicker({ open, wallets, onChoose, onClose }: InjectedWalletPickerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="wallet-picker" aria-labelledby="wallet-picker-title" onClose={onClose}>
      <div className="wallet-picker-header">
        <h2 id="wallet-picker-title">Connect a browser wallet</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      {wallets.length > 0 ? (
        <ul className="wallet-picker-list">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" className="wallet-picker-item" onClick={() => onChoose(wallet.id)}>
                {wallet.icon ? (
                  <img src={wallet.icon} alt="" width={32} height={32} />
                ) : (
                  <span className="wallet-icon" />
                )}
                <span>{wallet.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          No browser wallet was found. Install a wallet extension and reload, or check any address instead.
        </p>
      )}
      <p className="field-hint">
        QR-code connection is not set up on this site. Connecting only shares your address: this page never
        asks you to sign.
      </p>
    </dialog>
  );
}
