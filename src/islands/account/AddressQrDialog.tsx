import type QRCode from 'qrcode';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import { toEip681Uri } from '../../lib/wallet/toEip681Uri.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import { QrCode } from '../shared/QrCode.tsx';

/** Props of {@link AddressQrDialog}. */
export interface AddressQrDialogProps {
  address: string;
  chains: ChainConfig[];
  /** The chain to show first: the wallet's, when the site reads it. */
  initialChainId: number | null;
  onClose(): void;
}

/**
 * A modal with the account as a QR code a phone wallet scans (EIP-681, `ethereum:<address>@<chainId>`), for
 * the chain picked. Dark modules on a white plate in both colour schemes, so it scans in dark mode too. The
 * QR encoder loads only when the dialog opens.
 */
export function AddressQrDialog({ address, chains, initialChainId, onClose }: AddressQrDialogProps) {
  const text = usePanelText();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [chainId, setChainId] = useState(
    chains.some((chain) => chain.id === initialChainId) ? (initialChainId as number) : (chains[0]?.id ?? 1),
  );
  const [encoder, setEncoder] = useState<typeof QRCode | null>(null);
  const uri = toEip681Uri(address, chainId);

  useEffect(() => {
    dialog.current?.showModal();
    void import('qrcode').then(({ default: loaded }) => setEncoder(() => loaded));
  }, []);

  return (
    <dialog ref={dialog} className="modal qr-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-header">
        <h2 id={titleId}>{text.t('addressQrTitle')}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={text.t('close')}
          onClick={() => dialog.current?.close()}
        >
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <QrCode value={uri} encoder={encoder} label={text.t('qrCodeOf', { uri })} />
      <label className="qr-chain">
        <span>{text.t('network')}</span>
        <select
          className="select"
          value={chainId}
          onChange={(event) => setChainId(Number(event.target.value))}
        >
          {chains.map((chain) => (
            <option key={chain.id} value={chain.id}>
              {chain.name}
            </option>
          ))}
        </select>
      </label>
      <p className="qr-uri">
        <span className="mono" dir="ltr">
          {uri}
        </span>
        <CopyButton value={uri} label={text.t('copyPaymentLink')} />
      </p>
      <p className="field-hint">{text.t('addressQrHint')}</p>
    </dialog>
  );
}
