import { toDisplayText } from '../format/toDisplayText.ts';
import { type Announcement, parseAnnouncement } from './parseAnnouncement.ts';

/** The most characters of a wallet's announced name the page shows. */
export const MAX_WALLET_NAME_LENGTH = 40;

/** A wallet's announced name made safe to show (see toDisplayText), or `fallback` when nothing of it is left. */
export function announcedWalletName(name: string, fallback: string): string {
  return toDisplayText(name, MAX_WALLET_NAME_LENGTH) || fallback;
}

/**
 * The page's one reader of EIP-6963, for the chooser and the island alike: asks the wallets in the page to
 * announce themselves and reports each well-formed announcement once per uuid, however often it comes.
 * `target` is the page's window. Returns a function that stops listening.
 */
export function watchAnnouncements(
  onAnnouncement: (announcement: Announcement) => void,
  target: EventTarget = window,
): () => void {
  const seen = new Set<string>();
  const onAnnounce = (event: Event) => {
    const announcement = parseAnnouncement((event as CustomEvent<unknown>).detail);
    if (!announcement || seen.has(announcement.uuid)) return;
    seen.add(announcement.uuid);
    onAnnouncement(announcement);
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce);
}
