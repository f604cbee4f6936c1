import {
  type Eip1193Provider,
  guardReadOnly,
  type ReadOnlyProvider,
} from '../../lib/wallet/guardReadOnly.ts';
import type { Announcement } from '../../lib/wallet/parseAnnouncement.ts';
import { LEGACY_WALLET_ID, readLegacyWallet } from '../../lib/wallet/readLegacyWallet.ts';
import { announcedWalletName, watchAnnouncements } from '../../lib/wallet/watchAnnouncements.ts';

/** One wallet announced through EIP-6963; its provider refuses anything off the read-only allowlist. */
export interface AnnouncedWallet {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
  provider: ReadOnlyProvider<Eip1193Provider>;
}

/** A wallet from its announcement: its name cleaned, its provider held to the read-only allowlist. */
function toAnnouncedWallet(announcement: Announcement): AnnouncedWallet {
  return {
    uuid: announcement.uuid,
    name: announcedWalletName(announcement.name, announcement.uuid),
    icon: announcement.icon ?? '',
    rdns: announcement.rdns,
    provider: guardReadOnly(announcement.provider),
  };
}

/**
 * Asks every browser wallet to announce itself (EIP-6963) and reports the list each time it grows; a wallet
 * announced again keeps its first entry.
 */
export function discoverInjectedWallets(onChange: (wallets: AnnouncedWallet[]) => void): void {
  const wallets = new Map<string, AnnouncedWallet>();
  watchAnnouncements(window, (announcement) => {
    if (wallets.has(announcement.uuid)) return;
    wallets.set(announcement.uuid, toAnnouncedWallet(announcement));
    onChange([...wallets.values()]);
  });
}

/**
 * `window.ethereum` as the page's connector takes it when the chooser listed it (no wallet announced itself):
 * under the chooser's id for it, remembered by that id for a reload; null without one.
 */
export function findLegacyWallet(): AnnouncedWallet | null {
  const legacy = readLegacyWallet(window, LEGACY_WALLET_ID);
  return legacy && { ...toAnnouncedWallet(legacy), rdns: LEGACY_WALLET_ID };
}
