import { type ReactNode, useState } from 'react';
import type { ChainConfig } from '../../lib/config/siteConfigSchema.ts';
import type { EnsProfile } from '../../lib/ens/lookupEnsProfile.ts';
import { shortAddress } from '../../lib/format/shortAddress.ts';
import { usePanelText } from '../i18n/PanelTextContext.tsx';
import { CopyButton } from '../shared/CopyButton.tsx';
import { AddressQrDialog } from './AddressQrDialog.tsx';

/** Props of {@link AccountHeader}. */
export interface AccountHeaderProps {
  address: string;
  ensName: string | null;
  profile: EnsProfile | null;
  chains: ChainConfig[];
  /** The wallet's chain, for the QR code's default network; null in watch mode. */
  walletChainId: number | null;
  badge: ReactNode;
  actions: ReactNode;
}

/**
 * The account's avatar, its ENS name (its short address until one comes, or without one), its full address
 * (copyable, or shown as a QR code), a badge and actions.
 */
export function AccountHeader({
  address,
  ensName,
  profile,
  chains,
  walletChainId,
  badge,
  actions,
}: AccountHeaderProps) {
  const text = usePanelText();
  const name = profile?.name ?? ensName;
  const [failedAvatar, setFailedAvatar] = useState<string | null>(null);
  const [showQr, setShowQr] = useState(false);
  const avatar = profile?.avatar && profile.avatar !== failedAvatar ? profile.avatar : null;
  return (
    <header className="account-header">
      <div className="account-avatar" aria-hidden="true">
        {avatar ? (
          <img
            src={avatar}
            alt=""
            width={44}
            height={44}
            referrerPolicy="no-referrer"
            decoding="async"
            onError={() => setFailedAvatar(avatar)}
          />
        ) : null}
      </div>
      <div className="account-identity">
        <p className="account-badges">{badge}</p>
        {/* Always there, the short address until a name comes: a name arriving moves nothing below it. */}
        <p className="account-name">
          {name ?? (
            <span className="mono" dir="ltr" aria-hidden="true">
              {shortAddress(address)}
            </span>
          )}
        </p>
        <p className="account-address">
          <span className="mono" dir="ltr">
            {address}
          </span>
          <CopyButton value={address} label={text.t('copyAddress')} />
          <button
            type="button"
            className="icon-button"
            aria-label={text.t('showAddressQr')}
            title={text.t('showAddressQr')}
            onClick={() => setShowQr(true)}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path
                d="M2.5 2.5h4v4h-4zM9.5 2.5h4v4h-4zM2.5 9.5h4v4h-4zM9.5 9.5h2v2h-2zM11.5 11.5h2v2h-2z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.4"
              />
            </svg>
          </button>
        </p>
      </div>
      <div className="account-actions">{actions}</div>
      {showQr ? (
        <AddressQrDialog
          address={address}
          chains={chains}
          initialChainId={walletChainId}
          onClose={() => setShowQr(false)}
        />
      ) : null}
    </header>
  );
}
