import { toDisplayText } from '../../lib/format/toDisplayText.ts';
import {
  type Eip1193Provider,
  guardReadOnly,
  type ReadOnlyProvider,
} from '../../lib/wallet/guardReadOnly.ts';
import { type Announcement, parseAnnouncement } from '../../lib/wallet/parseAnnouncement.ts';

/** One wallet announced through EIP-6963; its provider refuses anything off the read-only allowlist. */
export interface AnnouncedWallet {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
  provider: ReadOnlyProvider<Eip1193Provider>;
}

const MAX_NAME_LENGTH = 40;

/** A wallet from its announcement: its name cleaned, its provider held to the read-only allowlist. */
function toAnnouncedWallet(announcement: Announcement): AnnouncedWallet {
  return {
    uuid: announcement.uuid,
    name: toDisplayText(announcement.name, MAX_NAME_LENGTH) || announcement.uuid,
    icon: announcement.icon ?? '',
    rdns: announcement.rdns,
    provider: guardReadOnly(announcement.provider),
  };
}

/**
 * Asks every browser wallet to announce itself (EIP-6963) and reports the list each time it grows.
 * Returns a function that stops listening.
 */
export function discoverInjectedWallets(onChange: (wallets: AnnouncedWallet[]) => void): () => void {
  const wallets = new Map<string, AnnouncedWallet>();
  const onAnnounce = (event: WindowEventMap['eip6963:announceProvider']) => {
    const announcement = parseAnnouncement(event.detail);
    if (!announcement || wallets.has(announcement.uuid)) return;
    wallets.set(announcement.uuid, toAnnouncedWallet(announcement));
    onChange([...wallets.values()]);
  };
  window.addEventListener('eip6963:announceProvider', onAnnounce);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce);
}
