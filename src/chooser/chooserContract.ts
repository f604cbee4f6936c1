/**
 * The contract between the page's static wallet chooser (src/components/WalletChooser.astro, wired by
 * src/chooser/startWalletChooser.ts, live before React is) and the wallet island: the attributes of the
 * chooser's markup that either side reads or writes, and the DOM events on `document`, typed by
 * {@link ChooserEvents}, through which they talk, so neither loads the other's code.
 *
 *   chooser → island   `wallet-chooser:choose`       the visitor picked a wallet (sent again on `ready`)
 *   chooser → island   `wallet-chooser:cancel`       the visitor closed the chooser or went back before it was done
 *   chooser → island   `wallet-chooser:prefetch`     the visitor is about to choose: load this connector now
 *   island  → chooser  `wallet-chooser:ready`        the island is live: send the pending prefetches and choice
 *   island  → chooser  `wallet-chooser:status`       progress to show, or done / failed (the chooser closes)
 *   island  → chooser  `wallet-chooser:all-wallets`  the visitor asked for All wallets from the island's view
 *
 * The chooser owns the pending choice (it exists before the island does) and the phone test (it runs first,
 * and marks the dialog with {@link CHOOSER_ATTR}.phone); the island learns both from here.
 */

/**
 * What a visitor can pick: a wallet already in the page (EIP-6963, or `window.ethereum` when none announced
 * itself), WalletConnect, AppKit's full list, or Base Account (Coinbase's passkey wallet, in a popup).
 */
export type WalletChoice =
  | { kind: 'injected'; walletId: string; name: string }
  | { kind: 'walletconnect' }
  | { kind: 'all-wallets' }
  | { kind: 'base-account' };

/**
 * The connector a prefetch asks for: the page's own (wallets in the page), WalletConnect (a pairing), or Base
 * Account's SDK (so that its popup can open inside the click that picks it).
 */
export type PrefetchKind = 'injected' | 'walletconnect' | 'base-account';

/** What the island says about a choice it is acting on. */
export type ChooserStatus = { kind: 'progress'; message: string } | { kind: 'done' } | { kind: 'failed' };

/** Every event of the protocol and what it carries. */
export interface ChooserEvents {
  'wallet-chooser:choose': WalletChoice;
  'wallet-chooser:cancel': null;
  'wallet-chooser:prefetch': PrefetchKind;
  'wallet-chooser:ready': null;
  'wallet-chooser:status': ChooserStatus;
  'wallet-chooser:all-wallets': null;
}

/** The id of the chooser's `<dialog>`, which Connect's `aria-controls` names. */
export const CHOOSER_ID = 'wallet-chooser';

/** The attributes of the chooser's markup, named once for its markup, its script and the island. */
export const CHOOSER_ATTR = {
  /** On any control that opens the chooser, with the value {@link CONNECT_INTENT} (the island's Connect button). */
  intent: 'data-intent',
  /** On the dialog when the site has a WalletConnect project. */
  walletConnect: 'data-walletconnect',
  /** On the dialog on a phone or tablet: set by the chooser's script, read by the island. */
  phone: 'data-phone',
  /** On the dialog while a choice other than WalletConnect is under way. */
  pending: 'data-pending',
  /** On the dialog: the {@link ChooserView} it shows. */
  viewShown: 'data-view',
  /** The header's back arrow, shown inside a choice. */
  back: 'data-chooser-back',
  /** The header's close button. */
  close: 'data-chooser-close',
  /** Each of the chooser's views, its value a {@link ChooserView}. */
  view: 'data-chooser-view',
  /** The list the chooser's script fills with the wallets in the page. */
  wallets: 'data-chooser-wallets',
  /** A wallet in the page's button, its value the wallet's EIP-6963 uuid. */
  wallet: 'data-chooser-wallet',
  /** The note shown when no wallet can be offered. */
  none: 'data-chooser-none',
  /** One of the chooser's own options, its value a {@link ChooserOption}. */
  option: 'data-chooser-option',
  /** The status line: its spinner and its message. */
  status: 'data-chooser-status',
  message: 'data-chooser-message',
  /** Where the island renders the WalletConnect view (the QR code, or the wallet apps). */
  walletConnectView: 'data-walletconnect-view',
  /** Set by the island on the WalletConnect view once it has drawn there: the chooser's placeholder hides. */
  live: 'data-live',
} as const;

/** One attribute of the chooser's markup. */
export type ChooserAttribute = (typeof CHOOSER_ATTR)[keyof typeof CHOOSER_ATTR];

/** The value of {@link CHOOSER_ATTR}.intent on a control that opens the chooser. */
export const CONNECT_INTENT = 'connect';

/** The chooser's two views: every choice, or one WalletConnect choice (the QR code, or the wallet apps). */
export type ChooserView = 'choices' | 'walletconnect';

/** The chooser's own options besides the wallets in the page. */
export type ChooserOption = Exclude<WalletChoice['kind'], 'injected'>;

/** The values an attribute of the chooser's markup takes, where it takes one. */
interface ChooserAttributeValues {
  [CHOOSER_ATTR.intent]: typeof CONNECT_INTENT;
  [CHOOSER_ATTR.view]: ChooserView;
  [CHOOSER_ATTR.viewShown]: ChooserView;
  [CHOOSER_ATTR.option]: ChooserOption;
}

/** The value `attribute` takes: one of its own, or a string (a wallet's uuid) or none for the rest. */
type ValueOf<A extends ChooserAttribute> = A extends keyof ChooserAttributeValues
  ? ChooserAttributeValues[A]
  : string;

/**
 * A CSS selector for an attribute of the chooser's markup, bare or with one of its values:
 * `[data-chooser-back]`, `[data-chooser-option="walletconnect"]`. The inline chooser writes its selectors and
 * attribute names as literals checked against these types (a table of names would cost every page its bytes);
 * the island and the markup use {@link CHOOSER_ATTR} and {@link selectorOf}.
 */
export type ChooserSelector = {
  [A in ChooserAttribute]: `[${A}]` | `[${A}="${ValueOf<A>}"]`;
}[ChooserAttribute];

/** `chooser-wallet` as a `dataset` names it: `chooserWallet`. */
type DatasetName<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<DatasetName<Tail>>}`
  : S;

/** An attribute of the chooser's markup as an element's `dataset` names it: `data-chooser-wallet` is `chooserWallet`. */
export type ChooserDatasetKey = {
  [A in ChooserAttribute]: A extends `data-${infer Name}` ? DatasetName<Name> : never;
}[ChooserAttribute];

/** A CSS selector for elements with `attribute`, or with `attribute` set to `value`. */
export function selectorOf<A extends ChooserAttribute>(attribute: A, value?: ValueOf<A>): string {
  return value === undefined ? `[${attribute}]` : `[${attribute}="${value}"]`;
}

/** `attribute` (set to `value`, empty by default) as props to spread on an element: `<div {...markupOf(…)}>`. */
export function markupOf<A extends ChooserAttribute>(
  attribute: A,
  value: ValueOf<A> | '' = '',
): Record<string, string> {
  return { [attribute]: value };
}

/** Sends one event of the protocol. */
export function sendChooserEvent<K extends keyof ChooserEvents>(type: K, detail: ChooserEvents[K]): void {
  document.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens to one event of the protocol; returns a function that stops listening. */
export function onChooserEvent<K extends keyof ChooserEvents>(
  type: K,
  listener: (detail: ChooserEvents[K]) => void,
): () => void {
  const handle = (event: Event) => {
    if (event instanceof CustomEvent) listener(event.detail);
  };
  document.addEventListener(type, handle);
  return () => document.removeEventListener(type, handle);
}

/** Whether the chooser found this is a phone or tablet (it tests once, before the island is live). */
export function chooserSaysPhone(): boolean {
  return document.getElementById(CHOOSER_ID)?.hasAttribute(CHOOSER_ATTR.phone) === true;
}
