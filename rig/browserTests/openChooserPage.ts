import { onTestFinished } from 'vitest';
import { commands } from 'vitest/browser';
import {
  CHOOSER_ATTR,
  CHOOSER_ID,
  type ChooserEvents,
  CONNECT_INTENT,
} from '../../src/chooser/chooserContract.ts';

/** What a wallet in the page announces (EIP-6963 `info`); every field untrusted. */
export interface AnnouncedWallet {
  uuid: string;
  name: string;
  icon?: string;
}

/** Options of {@link openChooserPage}. */
export interface ChooserPageOptions {
  /** Whether the site has a WalletConnect project (the chooser offers WalletConnect and All wallets). */
  walletConnect: boolean;
  /** Wallets already in the page when it loads: each announces itself when the page asks. */
  wallets?: AnnouncedWallet[];
  /** A phone's browser: its user agent is an iPhone's. */
  phone?: boolean;
  /**
   * An injected provider at `window.ethereum` before the page's scripts run, with these flags (`isMetaMask`…), as
   * an older extension or a wallet app's in-app browser puts it there.
   */
  ethereum?: Record<string, unknown>;
}

/** An event of the protocol the chooser sent to the island. */
export type SentEvent = {
  [K in keyof ChooserEvents]: { type: K; detail: ChooserEvents[K] };
}[keyof ChooserEvents];

/** A page with the real chooser in it, live, before any island: what a visitor has before React loads. */
export interface ChooserPage {
  window: Window & typeof globalThis;
  dialog: HTMLDialogElement;
  /** A Connect button, as the panel's server-rendered HTML has it. */
  connect: HTMLButtonElement;
  /** What the chooser sent the island so far (choose, cancel, prefetch), in order. */
  sent: SentEvent[];
  /** Clears {@link sent}. */
  clearSent(): void;
  /** The island's side: sends one event of the protocol on the page's document. */
  send<K extends keyof ChooserEvents>(type: K, detail: ChooserEvents[K]): void;
  /** A wallet announcing itself now (EIP-6963), with any `info` it likes, and a provider of its own or the page's. */
  announce(info: unknown, announcedProvider?: unknown): void;
  /** Dispatches a bubbling event of the page's own `kind` (its constructor) on `target`; false when it was cancelled. */
  fire(target: EventTarget, type: string, kind?: 'Event' | 'PointerEvent' | 'MouseEvent'): boolean;
  /** The element, in the chooser, that `selector` names; the test fails without one. */
  find<T extends HTMLElement = HTMLElement>(selector: string): T;
}

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** A provider with `request`, as the page checks for; the chooser never calls it. */
const provider = { request: async () => null };

/** Records the protocol's events the chooser sends, from the page's own document. */
function recordSent(document: Document, sent: SentEvent[]): void {
  const types = ['choose', 'cancel', 'prefetch'] as const;
  for (const type of types) {
    document.addEventListener(`wallet-chooser:${type}`, (event) =>
      sent.push({ type: `wallet-chooser:${type}`, detail: (event as CustomEvent).detail } as SentEvent),
    );
  }
}

/**
 * Opens a fresh page, in an iframe of the test's page, with a Connect button and the chooser's real markup and
 * inline script (src/components/WalletChooser.astro rendered in Node: rig/browserTests/chooserMarkupCommands.ts),
 * so each test starts with a chooser of its own and nothing left from another. The page's wallets are listening
 * before the chooser's script runs, as an extension's are; the page is removed when the test ends.
 */
export async function openChooserPage(options: ChooserPageOptions): Promise<ChooserPage> {
  const markup = await commands.chooserMarkup(options.walletConnect);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 600px; border: 0';
  document.body.append(frame);
  onTestFinished(() => frame.remove());
  const page = frame.contentWindow as Window & typeof globalThis;
  const doc = page.document;
  doc.open();
  if (options.phone) Object.defineProperty(page.navigator, 'userAgent', { value: PHONE_AGENT });
  const sent: SentEvent[] = [];
  recordSent(doc, sent);
  if (options.ethereum) Object.assign(page, { ethereum: { request: provider.request, ...options.ethereum } });
  const announce = (info: unknown, announcedProvider: unknown = provider) =>
    page.dispatchEvent(
      new page.CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider: announcedProvider }),
      }),
    );
  for (const wallet of options.wallets ?? [])
    page.addEventListener('eip6963:requestProvider', () => announce(wallet));
  // Written into the open document, not loaded from `srcdoc`: the listeners above are then in place when the
  // chooser's inline script runs, as the parser reaches it.
  doc.write(
    `<!doctype html><html lang="en"><body><button type="button" ${CHOOSER_ATTR.intent}="${CONNECT_INTENT}" aria-controls="${CHOOSER_ID}"><span>Connect</span></button>${markup}</body></html>`,
  );
  doc.close();
  const dialog = doc.getElementById(CHOOSER_ID);
  if (!(dialog instanceof page.HTMLDialogElement)) throw new Error('The chooser markup has no dialog.');
  const find = <T extends HTMLElement>(selector: string): T => {
    const element = doc.querySelector<T>(selector);
    if (!element) throw new Error(`Nothing in the chooser's page matches ${selector}.`);
    return element;
  };
  return {
    window: page,
    dialog,
    connect: find<HTMLButtonElement>(`[${CHOOSER_ATTR.intent}]`),
    sent,
    clearSent: () => sent.splice(0),
    send: (type, detail) => doc.dispatchEvent(new page.CustomEvent(type, { detail })),
    announce,
    fire: (target, type, kind = 'Event') =>
      target.dispatchEvent(new page[kind](type, { bubbles: true, cancelable: true })),
    find,
  };
}
