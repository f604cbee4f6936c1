import type { Announcement } from '../lib/wallet/parseAnnouncement.ts';
import { LEGACY_WALLET_ID, readLegacyWallet } from '../lib/wallet/readLegacyWallet.ts';
import { announcedWalletName } from '../lib/wallet/watchAnnouncements.ts';
import type { ChooserDatasetKey } from './chooserContract.ts';

/**
 * A wallet in the page, as the chooser lists it: its announcement (EIP-6963; the name untrusted, cleaned when
 * first shown: see {@link displayName}), or `window.ethereum` read when none announced itself, and the name as
 * shown, once it has been.
 */
export interface ListedWallet extends Pick<Announcement, 'uuid' | 'name' | 'icon'> {
  /** Its provider: a wallet announcing the provider already listed as `window.ethereum` is not listed again. */
  provider?: Announcement['provider'];
  shownName?: string;
}

/**
 * The wallet's name made safe to show, cleaned the first time it is shown and kept: announcements come while
 * the page loads, and the chooser leaves that time to the page
 * (docs/performance.md, "Costs behind the chooser and the panel").
 */
export function displayName(wallet: ListedWallet, unnamed: string): string {
  wallet.shownName ??= announcedWalletName(wallet.name, unnamed);
  return wallet.shownName;
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
  button.dataset['chooserWallet' satisfies ChooserDatasetKey] = wallet.uuid;
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

/**
 * Gives `list` a button for each of `wallets` it does not list yet: `wallets` only grows, in the order the
 * wallets announced themselves, so the buttons already there stay, and so does the focus on one. The list and the
 * "none found" note show as there are wallets or not.
 */
export function renderInjectedWallets(
  list: HTMLElement | null,
  none: HTMLElement | null,
  wallets: readonly ListedWallet[],
  labels: WalletLabels,
): void {
  list?.append(...wallets.slice(list.children.length).map((wallet) => walletButton(wallet, labels)));
  list?.toggleAttribute('hidden', wallets.length === 0);
  none?.toggleAttribute('hidden', wallets.length > 0);
}

/**
 * The wallets the chooser lists, in the order they came: each announced one (EIP-6963), and `window.ethereum` (an
 * older extension, an in-app browser that announces nothing) when no wallet had announced itself by the time the
 * chooser opened. A wallet that announces the provider already listed as `window.ethereum` is not listed again.
 */
export function createWalletList(list: HTMLElement | null, none: HTMLElement | null, labels: WalletLabels) {
  const wallets = new Map<string, ListedWallet>();
  const render = () => renderInjectedWallets(list, none, [...wallets.values()], labels);
  const legacy = () => (wallets.size > 0 ? null : readLegacyWallet(window, labels.unnamed));
  return {
    wallets: wallets as ReadonlyMap<string, ListedWallet>,
    /** Whether the page holds a wallet to list. */
    any: () => wallets.size > 0 || legacy() !== null,
    /** Adds an announced wallet, and shows it at once if the chooser is open (`shown`). */
    add(wallet: ListedWallet, shown: boolean) {
      if (wallets.has(wallet.uuid) || wallets.get(LEGACY_WALLET_ID)?.provider === wallet.provider) return;
      wallets.set(wallet.uuid, wallet);
      if (shown) render();
    },
    /** As the chooser opens: lists `window.ethereum` if nothing announced itself, and shows the list. */
    open() {
      const found = legacy();
      // Its name comes from the page (its flags or the page's words): shown as it is, not cleaned.
      if (found) wallets.set(found.uuid, { ...found, shownName: found.name });
      render();
    },
  };
}
