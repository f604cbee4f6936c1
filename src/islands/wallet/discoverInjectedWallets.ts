import { toDisplayText } from '../../lib/format/toDisplayText.ts';
import { type Eip1193Provider, guardReadOnly } from '../../lib/wallet/guardReadOnly.ts';

/** One wallet announced through EIP-6963; its provider refuses anything off the read-only allowlist. */
export interface AnnouncedWallet {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
  provider: Eip1193Provider;
}

const MAX_NAME_LENGTH = 40;

/** Reads an EIP-6963 announcement, treating every field as untrusted; null when it is malformed. */
function parseAnnouncement(event: Event): AnnouncedWallet | null {
  const detail = (event as CustomEvent<unknown>).detail as {
    info?: Record<string, unknown>;
    provider?: unknown;
  };
  const info = detail?.info;
  const provider = detail?.provider as Eip1193Provider | undefined;
  if (!info || typeof provider?.request !== 'function') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const uuid = text(info.uuid);
  if (!uuid) return null;
  return {
    uuid,
    name: toDisplayText(text(info.name), MAX_NAME_LENGTH) || 'Browser wallet',
    icon: text(info.icon),
    rdns: text(info.rdns).slice(0, 100),
    provider: guardReadOnly(provider),
  };
}

/**
 * Asks every browser wallet to announce itself (EIP-6963) and reports the list each time it grows.
 * Returns a function that stops listening.
 */
export function discoverInjectedWallets(onChange: (wallets: AnnouncedWallet[]) => void): () => void {
  const wallets = new Map<string, AnnouncedWallet>();
  const onAnnounce = (event: Event) => {
    const wallet = parseAnnouncement(event);
    if (!wallet || wallets.has(wallet.uuid)) return;
    wallets.set(wallet.uuid, wallet);
    onChange([...wallets.values()]);
  };
  window.addEventListener('eip6963:announceProvider', onAnnounce);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce);
}
