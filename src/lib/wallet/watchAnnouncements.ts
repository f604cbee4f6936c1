import { toDisplayText } from '../format/toDisplayText.ts';
import { type Announcement, parseAnnouncement } from './parseAnnouncement.ts';

/** The most characters of a wallet's announced name the page shows. */
export const MAX_WALLET_NAME_LENGTH = 40;

/** A wallet's announced name made safe to show (see toDisplayText), or `fallback` when nothing of it is left. */
export function announcedWalletName(name: string, fallback: string): string {
  return toDisplayText(name, MAX_WALLET_NAME_LENGTH) || fallback;
}

/**
 * The page's one reader of EIP-6963, for the chooser and the island alike: asks the wallets in `page` (the
 * window) to announce themselves, and reports every well-formed announcement for as long as the page lives. A
 * wallet may announce itself more than once: the caller keeps one per uuid. It stays this small because the
 * chooser's copy of it is inlined into every page.
 */
export function watchAnnouncements(
  page: EventTarget,
  onAnnouncement: (announcement: Announcement) => void,
): void {
  page.addEventListener('eip6963:announceProvider', (event) => {
    const announcement = parseAnnouncement((event as CustomEvent<unknown>).detail);
    if (announcement) onAnnouncement(announcement);
  });
  page.dispatchEvent(new Event('eip6963:requestProvider'));
}
