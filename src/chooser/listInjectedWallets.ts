import { toDisplayText } from '../lib/format/toDisplayText.ts';
import { parseAnnouncement } from '../lib/wallet/parseAnnouncement.ts';

/** A wallet that announced itself in the page (EIP-6963), as the chooser lists it. */
export interface ListedWallet {
  id: string;
  /** The name as announced: untrusted, cleaned when first shown (see {@link displayName}). */
  announcedName: string;
  /** The name as shown, once it has been. */
  name: string | null;
  icon: string | null;
}

const MAX_NAME_LENGTH = 40;

/**
 * The wallet's name made safe to show. Cleaned on first display rather than on announcement, which comes while
 * the page loads: the cleaning rule's first use costs a slow phone tens of milliseconds.
 */
export function displayName(wallet: ListedWallet, unnamed: string): string {
  wallet.name ??= toDisplayText(wallet.announcedName, MAX_NAME_LENGTH) || unnamed;
  return wallet.name;
}

/** Asks the page's wallets to announce themselves (EIP-6963) and reports each new one. */
export function watchInjectedWallets(onWallet: (wallet: ListedWallet) => void): void {
  window.addEventListener('eip6963:announceProvider', (event) => {
    const announcement = parseAnnouncement(event.detail);
    if (!announcement) return;
    const { uuid: id, name: announcedName, icon } = announcement;
    onWallet({ id, announcedName, name: null, icon });
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));
}

/** The chooser's words for a wallet's button, in the page's language. */
export interface WalletLabels {
  /** Where the wallet lives: "In this browser". */
  inBrowser: string;
  /** The name of a wallet that announced none. */
  unnamed: string;
}

/** One wallet's button: its icon (a `data:` image or a blank tile), its cleaned name, and where it lives. */
function walletButton(wallet: ListedWallet, labels: WalletLabels): HTMLLIElement {
  const item = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'chooser-option';
  button.dataset.chooserWallet = wallet.id;
  const icon = document.createElement(wallet.icon ? 'img' : 'span');
  icon.className = 'chooser-icon';
  if (wallet.icon && icon instanceof HTMLImageElement) {
    icon.src = wallet.icon;
    icon.alt = '';
    icon.width = 32;
    icon.height = 32;
  }
  const name = document.createElement('span');
  name.className = 'chooser-name';
  name.textContent = displayName(wallet, labels.unnamed);
  const hint = document.createElement('span');
  hint.className = 'chooser-hint';
  hint.textContent = labels.inBrowser;
  button.append(icon, name, hint);
  item.append(button);
  return item;
}

/** Fills `list` with a button per wallet; the list and the "none found" note show as there are wallets or not. */
export function renderInjectedWallets(
  list: HTMLElement | null,
  none: HTMLElement | null,
  wallets: readonly ListedWallet[],
  labels: WalletLabels,
): void {
  list?.replaceChildren(...wallets.map((wallet) => walletButton(wallet, labels)));
  list?.toggleAttribute('hidden', wallets.length === 0);
  none?.toggleAttribute('hidden', wallets.length > 0);
}
