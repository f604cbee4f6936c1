import { toDisplayText } from '../lib/format/toDisplayText.ts';
import {
  CHOOSER_EVENTS,
  type ChooserStatus,
  type PrefetchKind,
  sendChooserEvent,
  type WalletChoice,
} from './chooserProtocol.ts';

/** A wallet that announced itself in the page (EIP-6963), as the chooser lists it. */
interface AnnouncedWallet {
  id: string;
  /** The name as announced: untrusted, cleaned when first shown (see {@link displayName}). */
  announcedName: string;
  /** The name as shown, once it has been. */
  name: string | null;
  /** A `data:image/…` icon, or null. */
  icon: string | null;
}

const MAX_NAME_LENGTH = 40;

/** Reads an EIP-6963 announcement defensively; null when it is malformed. */
function parseAnnouncement(event: Event): AnnouncedWallet | null {
  const info = (event as CustomEvent<{ info?: Record<string, unknown> }>).detail?.info;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const id = text(info?.uuid);
  if (!id) return null;
  const icon = text(info?.icon);
  return {
    id,
    announcedName: text(info?.name),
    name: null,
    icon: icon.startsWith('data:image/') ? icon : null,
  };
}

/**
 * The wallet's name made safe to show. Cleaned on first display rather than on announcement, which comes while
 * the page loads: the cleaning rule's first use costs a slow phone tens of milliseconds.
 */
function displayName(wallet: AnnouncedWallet): string {
  wallet.name ??= toDisplayText(wallet.announcedName, MAX_NAME_LENGTH) || 'Browser wallet';
  return wallet.name;
}

/**
 * Wires the page's wallet chooser: a static `<dialog>` that opens on a tap or click on any
 * `[data-intent="connect"]` (the panel's Connect button, live or not), lists the wallets already in the page
 * (EIP-6963) and, with a WalletConnect project, "Scan a QR code / Open a wallet app" and "All wallets". A choice
 * goes to the wallet island (see chooserProtocol.ts), which connects; the chooser shows its progress meanwhile.
 *
 * It runs inline (bundled by src/integrations/inlineChooserScript.ts), so it imports no module of its own at
 * run time: downloads go through the island. What it asks for is what the visitor will need: with a wallet in
 * the page, only the page's own small connector (never AppKit, unless WalletConnect is chosen); without one,
 * AppKit, from the first sign of intent.
 */
function startWalletChooser(dialog: HTMLDialogElement): void {
  const list = dialog.querySelector<HTMLUListElement>('[data-chooser-wallets]');
  const none = dialog.querySelector<HTMLElement>('[data-chooser-none]');
  const message = dialog.querySelector<HTMLElement>('[data-chooser-message]');
  const spinner = dialog.querySelector<HTMLElement>('[data-chooser-status] .spinner');
  const hasWalletConnect = dialog.hasAttribute('data-walletconnect');
  const wallets = new Map<string, AnnouncedWallet>();
  let pending: WalletChoice | null = null;
  const wanted = new Set<PrefetchKind>();

  const prefetch = (kind: PrefetchKind) => {
    if (wanted.has(kind)) return;
    wanted.add(kind);
    sendChooserEvent(CHOOSER_EVENTS.prefetch, kind);
  };
  const warm = () => prefetch(wallets.size > 0 || !hasWalletConnect ? 'injected' : 'walletconnect');

  const setStatus = (text: string) => {
    if (message) message.textContent = text;
    spinner?.toggleAttribute('hidden', text === '');
  };
  const setPending = (choice: WalletChoice | null) => {
    pending = choice;
    dialog.toggleAttribute('data-pending', choice !== null);
  };
  // The same test AppKit makes, so "Open a wallet app" leads to AppKit's list of wallet apps, not a QR code.
  dialog.toggleAttribute(
    'data-phone',
    window.matchMedia('(pointer:coarse)').matches ||
      /Android|webOS|iPhone|iPad|iPod|BlackBerry|Opera Mini/u.test(navigator.userAgent),
  );

  const renderWallets = () => {
    if (!list) return;
    list.replaceChildren(
      ...[...wallets.values()].map((wallet) => {
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
        name.textContent = displayName(wallet);
        const hint = document.createElement('span');
        hint.className = 'chooser-hint';
        hint.textContent = 'In this browser';
        button.append(icon, name, hint);
        item.append(button);
        return item;
      }),
    );
    list.toggleAttribute('hidden', wallets.size === 0);
    none?.toggleAttribute('hidden', wallets.size > 0);
  };

  const choose = (choice: WalletChoice) => {
    setPending(choice);
    prefetch(choice.kind === 'injected' ? 'injected' : 'walletconnect');
    setStatus(
      choice.kind === 'injected'
        ? `Waiting for ${choice.name}: approve the connection there.`
        : 'Loading WalletConnect…',
    );
    sendChooserEvent(CHOOSER_EVENTS.choose, choice);
  };

  const open = () => {
    setPending(null);
    setStatus('');
    renderWallets();
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('.chooser-option')?.focus();
    warm();
  };

  window.addEventListener('eip6963:announceProvider', (event) => {
    const wallet = parseAnnouncement(event);
    if (!wallet || wallets.has(wallet.id)) return;
    wallets.set(wallet.id, wallet);
    if (dialog.open) renderWallets();
  });
  window.dispatchEvent(new Event('eip6963:requestProvider'));

  const isConnect = (event: Event) =>
    event.target instanceof Element && event.target.closest('[data-intent="connect"]') !== null;
  document.addEventListener('pointerover', (event) => isConnect(event) && warm(), { passive: true });
  document.addEventListener('focusin', (event) => isConnect(event) && warm());
  document.addEventListener(
    'click',
    (event) => {
      if (!isConnect(event)) return;
      event.preventDefault();
      open();
    },
    true,
  );

  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog || target?.closest('[data-chooser-close]')) {
      dialog.close();
      return;
    }
    const option = target?.closest<HTMLButtonElement>('.chooser-option');
    if (!option || pending) return;
    const walletId = option.dataset.chooserWallet;
    if (walletId) {
      const wallet = wallets.get(walletId);
      choose({ kind: 'injected', walletId, name: wallet ? displayName(wallet) : 'your wallet' });
    } else if (option.dataset.chooserOption === 'walletconnect') {
      choose({ kind: 'walletconnect' });
    } else if (option.dataset.chooserOption === 'all-wallets') {
      choose({ kind: 'all-wallets' });
    }
  });
  // A modal <dialog> keeps the page inert, but Tab past its last control leaves for the browser's own UI:
  // wrap it around instead, so keyboard focus stays in the chooser until it closes.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const controls = [...dialog.querySelectorAll<HTMLElement>('button')].filter(
      (control) => control.offsetParent !== null,
    );
    const first = controls[0];
    const last = controls.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  });
  dialog.addEventListener('close', () => {
    if (pending) sendChooserEvent(CHOOSER_EVENTS.cancel, pending);
    setPending(null);
    setStatus('');
  });

  document.addEventListener(CHOOSER_EVENTS.ready, () => {
    for (const kind of wanted) sendChooserEvent(CHOOSER_EVENTS.prefetch, kind);
    if (pending) sendChooserEvent(CHOOSER_EVENTS.choose, pending);
  });
  document.addEventListener(CHOOSER_EVENTS.status, (event) => {
    const update = (event as CustomEvent<ChooserStatus>).detail;
    if (update.kind === 'progress') {
      setStatus(update.message);
      return;
    }
    setPending(null);
    if (dialog.open) dialog.close();
  });
}

const dialog = document.getElementById('wallet-chooser');
if (dialog instanceof HTMLDialogElement) startWalletChooser(dialog);
