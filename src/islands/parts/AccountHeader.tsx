import { type ReactNode, useState } from 'react';
import type { EnsProfile } from '../../lib/ens/lookupEnsProfile.ts';
import { CopyButton } from './CopyButton.tsx';

/** Props of {@link AccountHeader}. */
export interface AccountHeaderProps {
  address: string;
  ensName: string | null;
  profile: EnsProfile | null;
  badge: ReactNode;
  actions: ReactNode;
}

/** The account's avatar, ENS name and full address (copyable), with a source badge and actions. */
export function AccountHeader({ address, ensName, profile, badge, actions }: AccountHeaderProps) {
  const name = profile?.name ?? ensName;
  const [failedAvatar, setFailedAvatar] = useState<string | null>(null);
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
        {name ? <p className="account-name">{name}</p> : null}
        <p className="account-address">
          <span className="mono">{address}</span>
          <CopyButton value={address} label="Copy address" />
        </p>
      </div>
      <div className="account-actions">{actions}</div>
    </header>
  );
}
