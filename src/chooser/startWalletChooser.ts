import { fillPlaceholders } from '../lib/format/fillPlaceholders.ts';
import { preloadModules } from '../lib/html/preloadHinted.ts';
import { deviceHints, isPhone } from '../lib/wallet/isPhone.ts';
import { watchAnnouncements } from '../lib/wallet/watchAnnouncements.ts';
import {
  type CHOOSER_ID,
  type ChooserAttribute,
  type ChooserDatasetKey,
  type ChooserOption,
  type ChooserSelector,
  type ChooserStatus,
  type ChooserView,
  onChooserEvent,
  type PrefetchKind,
  sendChooserEvent,
  type WalletChoice,
} from './chooserContract.ts';
import {
  createWalletList,
  displayName,
  type ListedWallet,
  type WalletLabels,
} from './listInjectedWallets.ts';
import { trapTabFocus } from './trapTabFocus.ts';

/**
 * One of the chooser's own words in the page's language, from the dialog's `data-text-*` attributes (the page
 * writes them from its catalogue; the script, the same in every language, carries none).
 */
export function chooserText(dialog: HTMLElement, key: `text${string}`): string {
  return dialog.dataset[key] ?? '';
}

/** The chooser's words for a wallet's button, from the page. */
const walletLabels = (dialog: HTMLElement): WalletLabels => ({
  inBrowser: chooserText(dialog, 'textInBrowser'),
  unnamed: chooserText(dialog, 'textBrowserWallet'),
});

/**
 * What the chooser says while a wallet (in the page, or Base Account in its popup), or All wallets, is under way:
 * its message filled by `formatMessage`'s own placeholder step, without the plural rules and number and duration
 * formats its words never need, whose bytes every page's HTML would carry (docs/performance.md).
 */
const progressText = (dialog: HTMLElement, choice: WalletChoice) =>
  choice.kind === 'all-wallets'
    ? chooserText(dialog, 'textLoading')
    : fillPlaceholders(chooserText(dialog, 'textWaiting'), (name) =>
        name === 'wallet' ? (choice.kind === 'injected' ? choice.name : 'Base Account') : undefined,
      );

/** The connector a choice needs: the page's own for a wallet in the page, Base Account's, or WalletConnect. */
const connectorOf = (kind: WalletChoice['kind']): PrefetchKind =>
  kind === 'injected' || kind === 'base-account' ? kind : 'walletconnect';

/**
 * Whether a pending choice holds the chooser: no other option can be chosen, and it shows as pending. A
 * WalletConnect choice does not: its view stays open, and All wallets may still be chosen from there.
 */
const holdsChooser = (choice: WalletChoice | null) => choice !== null && choice.kind !== 'walletconnect';

/** Moves the focus to the dialog's first element that `selector` names, if any. */
const focusOn = (dialog: HTMLElement, selector: ChooserSelector | '.chooser-option') =>
  dialog.querySelector<HTMLElement>(selector)?.focus();

/** The parts of the chooser's markup the script works with. */
function chooserParts(dialog: HTMLDialogElement) {
  const find = <T extends HTMLElement>(selector: ChooserSelector | `${ChooserSelector} .spinner`) =>
    dialog.querySelector<T>(selector);
  return {
    list: find<HTMLUListElement>('[data-chooser-wallets]'),
    none: find('[data-chooser-none]'),
    message: find('[data-chooser-message]'),
    spinner: find('[data-chooser-status] .spinner'),
    views: [...dialog.querySelectorAll<HTMLElement>('[data-chooser-view]' satisfies ChooserSelector)],
  };
}

/** The chooser's state and what changes it: the wallets listed, the choice under way, connectors asked for. */
function createChooserActions(dialog: HTMLDialogElement) {
  const parts = chooserParts(dialog);
  const hasWalletConnect = dialog.hasAttribute('data-walletconnect' satisfies ChooserAttribute);
  const list = createWalletList(parts.list, parts.none, walletLabels(dialog));
  const wanted = new Set<PrefetchKind>();
  let pending: WalletChoice | null = null;

  const prefetch = (kind: PrefetchKind) => {
    if (wanted.has(kind)) return;
    wanted.add(kind);
    // WalletConnect's code starts downloading now, not once the island asks for it; after this event, so that
    // the island's own chunks (asked for by the same click) go first.
    if (kind === 'walletconnect') setTimeout(() => preloadModules(dialog, 'data-walletconnect-modules'));
    sendChooserEvent('wallet-chooser:prefetch', kind);
  };
  const setStatus = (text: string) => {
    if (parts.message) parts.message.textContent = text;
    parts.spinner?.toggleAttribute('hidden', text === '');
  };
  const setPending = (choice: WalletChoice | null) => {
    pending = choice;
    dialog.toggleAttribute('data-pending' satisfies ChooserAttribute, holdsChooser(choice));
  };
  const showView = (view: ChooserView) => {
    dialog.dataset['view' satisfies ChooserDatasetKey] = view;
    for (const part of parts.views)
      part.hidden = part.dataset['chooserView' satisfies ChooserDatasetKey] !== view;
  };
  /** The connector a first sign of intent warms: the page's own with a wallet in the page, else WalletConnect. */
  const likely = (): PrefetchKind => (list.any() || !hasWalletConnect ? 'injected' : 'walletconnect');
  return {
    wallets: list.wallets,
    wanted,
    pending: () => pending,
    prefetch,
    likely,
    addWallet: (wallet: ListedWallet) => list.add(wallet, dialog.open),
    open() {
      setPending(null);
      setStatus('');
      showView('choices');
      list.open();
      if (!dialog.open) dialog.showModal();
      focusOn(dialog, '.chooser-option');
      prefetch(likely());
    },
    choose(choice: WalletChoice) {
      setPending(choice);
      prefetch(connectorOf(choice.kind));
      if (choice.kind === 'walletconnect') {
        showView('walletconnect');
        focusOn(dialog, '[data-chooser-back]');
      } else {
        setStatus(progressText(dialog, choice));
      }
      sendChooserEvent('wallet-chooser:choose', choice);
    },
    cancel() {
      if (pending) sendChooserEvent('wallet-chooser:cancel', null);
      setPending(null);
      setStatus('');
    },
    back() {
      this.cancel();
      showView('choices');
      focusOn(dialog, '[data-chooser-option="walletconnect"]');
    },
    report(status: ChooserStatus) {
      if (status.kind === 'progress') return setStatus(status.message);
      setPending(null);
      if (dialog.open) dialog.close();
    },
  };
}

/**
 * Wires the page's wallet chooser: a static `<dialog>` that opens on a tap or click on any
 * `[data-intent="connect"]` (the panel's Connect button, live or not), lists the wallets already in the page
 * (EIP-6963) and, with a WalletConnect project, "Scan a QR code / Open a wallet app" and "All wallets". A choice
 * goes to the wallet island (see chooserContract.ts), which connects; a WalletConnect choice switches to a view the
 * island fills (the QR code, or the wallet apps).
 *
 * It runs inline (bundled by src/integrations/inlineChooserScript.ts), so it imports no module of its own at run
 * time: downloads go through the island. What it asks for is what the visitor will need: with a wallet in the
 * page, only the page's own small connector; without one, a WalletConnect pairing, from the first sign of intent.
 */
function startWalletChooser(dialog: HTMLDialogElement): void {
  const chooser = createChooserActions(dialog);
  dialog.toggleAttribute('data-phone' satisfies ChooserAttribute, isPhone(deviceHints()));
  watchAnnouncements(window, chooser.addWallet);
  listenForIntent(dialog, { open: chooser.open, prefetch: chooser.prefetch, likely: chooser.likely });
  const yourWallet = chooserText(dialog, 'textYourWallet');
  const held = () => holdsChooser(chooser.pending());
  listenForChoices(dialog, { choose: chooser.choose, wallets: chooser.wallets, held, yourWallet });
  // The island's WalletConnect view offers All wallets too: the same choice as the chooser's own option.
  onChooserEvent('wallet-chooser:all-wallets', () => {
    if (!held()) chooser.choose({ kind: 'all-wallets' });
  });
  dialog
    .querySelector('[data-chooser-back]' satisfies ChooserSelector)
    ?.addEventListener('click', () => chooser.back());
  trapTabFocus(dialog);
  dialog.addEventListener('close', () => chooser.cancel());
  onChooserEvent('wallet-chooser:ready', () => {
    for (const kind of chooser.wanted) sendChooserEvent('wallet-chooser:prefetch', kind);
    const pending = chooser.pending();
    if (pending) sendChooserEvent('wallet-chooser:choose', pending);
  });
  onChooserEvent('wallet-chooser:status', chooser.report);
}

/** What {@link listenForIntent} does on intent. */
interface IntentActions {
  open(): void;
  prefetch(kind: PrefetchKind): void;
  /** The connector a pointer over Connect warms: the page's own with a wallet in the page, else WalletConnect. */
  likely(): PrefetchKind;
}

/**
 * Opens the chooser on a click on any `[data-intent="connect"]`, before the island is live too, and warms a
 * connector on the first sign of intent: a pointer over or focus on Connect, or on one of the chooser's own
 * options (WalletConnect's, or Base Account's: its SDK must be in before the click, for its popup to open in it).
 */
function listenForIntent(dialog: HTMLDialogElement, actions: IntentActions): void {
  const isConnect = (event: Event) =>
    event.target instanceof Element &&
    event.target.closest('[data-intent="connect"]' satisfies ChooserSelector) !== null;
  const warm = (event: Event) => {
    if (isConnect(event)) actions.prefetch(actions.likely());
  };
  document.addEventListener('pointerover', warm, { passive: true });
  document.addEventListener('focusin', warm);
  document.addEventListener(
    'click',
    (event) => {
      if (!isConnect(event)) return;
      event.preventDefault();
      actions.open();
    },
    true,
  );
  const warmOption = (event: Event) => {
    const option =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>('[data-chooser-option]' satisfies ChooserSelector)
        : null;
    const kind = option?.dataset['chooserOption' satisfies ChooserDatasetKey] as ChooserOption | undefined;
    if (kind) actions.prefetch(connectorOf(kind));
  };
  dialog.addEventListener('pointerover', warmOption, { passive: true });
  dialog.addEventListener('focusin', warmOption);
}

/** What {@link listenForChoices} needs. */
interface ChoiceActions {
  choose(choice: WalletChoice): void;
  wallets: ReadonlyMap<string, ListedWallet>;
  /** Whether a pending choice holds the chooser (no other choice until it ends). */
  held(): boolean;
  /** What to call a wallet that is gone from the list, in the page's language. */
  yourWallet: string;
}

/** Turns a click on an option into a choice (none while one is under way); a click on the backdrop closes. */
function listenForChoices(
  dialog: HTMLDialogElement,
  { choose, wallets, held, yourWallet }: ChoiceActions,
): void {
  dialog.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog || target?.closest('[data-chooser-close]' satisfies ChooserSelector)) {
      dialog.close();
      return;
    }
    const option = target?.closest<HTMLElement>(
      '[data-chooser-wallet], [data-chooser-option]' satisfies `${ChooserSelector}, ${ChooserSelector}`,
    );
    if (!option || held()) return;
    const walletId = option.dataset['chooserWallet' satisfies ChooserDatasetKey];
    const kind = option.dataset['chooserOption' satisfies ChooserDatasetKey] as ChooserOption | undefined;
    if (walletId) {
      const wallet = wallets.get(walletId);
      choose({
        kind: 'injected',
        walletId,
        name: wallet ? displayName(wallet, chooserText(dialog, 'textBrowserWallet')) : yourWallet,
      });
    } else if (kind) {
      choose({ kind });
    }
  });
}

const dialog = document.getElementById('wallet-chooser' satisfies typeof CHOOSER_ID);
if (dialog instanceof HTMLDialogElement) startWalletChooser(dialog);
