import type { Page } from '@playwright/test';
import type { BrowserCommandContext } from 'vitest/node';
import {
  type InjectedWallet,
  type InjectedWalletOptions,
  installWalletIn,
  type WalletInfo,
  type WalletRequest,
} from '../injectedWallet/installInjectedWallet.ts';
import { routeRelaySocket } from '../walletconnect/routeRelaySocket.ts';
import { stubVerify } from '../walletconnect/stubVerify.ts';
import { createRegistry } from './createRegistry.ts';
import type { FromBrowser } from './testWalletCommands.ts';

/** The test pages whose relay socket and Verify frame are already on local stand-ins. */
const routedPages = new WeakSet<Page>();

/** An injected wallet the browser tests started: its Node side, the page's request handler, its options. */
interface RunningWallet {
  wallet: InjectedWallet;
  answer: (request: WalletRequest) => Promise<unknown>;
  options: InjectedWalletOptions;
}

/** The module paths whose requests fail now, by the matcher routed for each. */
const failedModules = new Map<string, (url: URL) => boolean>();

const injectedWallets = createRegistry<RunningWallet>('injected', 'startInjectedWallet');
const injectedOf = injectedWallets.get;

/** What the browser needs to carry a started injected wallet: its id for requests, and its EIP-6963 card. */
export interface StartedInjectedWallet {
  id: string;
  info: WalletInfo;
}

/**
 * Commands a test in Chromium calls (`commands` from `vitest/browser`) to put the page's third parties on local
 * stand-ins, as the end-to-end tests do through the browser's own interception (no switch in production code),
 * and to run rig/injectedWallet's browser wallet with its Node side here.
 */
export const walletPageCommands = {
  /** Hands the test page's WalletConnect relay socket to the local relay, and answers Verify at once. */
  async routeWalletConnect(context: BrowserCommandContext, relayUrl: string): Promise<void> {
    if (routedPages.has(context.page)) return;
    routedPages.add(context.page);
    await routeRelaySocket(context.page, relayUrl);
    await stubVerify(context.page);
  },
  /**
   * Makes the test page's requests for the module at `path` (as the page asks for it, from `/`) fail as an
   * unreachable network does, until called again with `failing` false.
   */
  async failModuleRequests(context: BrowserCommandContext, path: string, failing: boolean): Promise<void> {
    const routed = failedModules.get(path);
    if (routed) await context.page.unroute(routed);
    failedModules.delete(path);
    if (!failing) return;
    const matches = (url: URL) => url.pathname === path;
    failedModules.set(path, matches);
    await context.page.route(matches, (route) => route.abort('internetdisconnected'));
  },
  /**
   * Starts the Node side of an injected wallet (rig/injectedWallet); the browser runs its script with the card
   * returned and sends each request through {@link walletPageCommands.answerInjectedWallet}.
   */
  async startInjectedWallet(
    context: BrowserCommandContext,
    options: InjectedWalletOptions,
  ): Promise<StartedInjectedWallet> {
    let answer: RunningWallet['answer'] = () => Promise.reject(new Error('The wallet is not ready.'));
    let info: WalletInfo | null = null;
    const held = { ...options };
    const wallet = await installWalletIn(
      {
        exposeRequestHandler: async (handler) => {
          answer = handler;
        },
        addWalletScript: async (card) => {
          info = card;
        },
        emit: async (event, payload) => {
          await (await context.frame()).evaluate(
            ([name, data]) =>
              (window as unknown as { __testWalletEmit(e: unknown, d: unknown): void }).__testWalletEmit(
                name,
                data,
              ),
            [event, payload] as const,
          );
        },
      },
      held,
    );
    if (!info) throw new Error('The injected wallet gave no card.');
    const id = injectedWallets.add({ wallet, answer: (request) => answer(request), options: held });
    return { id, info };
  },
  /** Answers a request the page made to injected wallet `id`. */
  async answerInjectedWallet(_context: BrowserCommandContext, id: string, request: WalletRequest) {
    return injectedOf(id).answer(request);
  },
  /** Every request injected wallet `id` received, in order. */
  async injectedWalletRequests(_context: BrowserCommandContext, id: string): Promise<WalletRequest[]> {
    return [...injectedOf(id).wallet.requests];
  },
  /** Has injected wallet `id` decline (4001) or grant the connection requests that follow. */
  async setInjectedWalletRejects(_context: BrowserCommandContext, id: string, rejects: boolean) {
    injectedOf(id).options.rejectConnection = rejects;
  },
  /** Injected wallet `id` puts `address` first, and tells the page (`accountsChanged`). */
  async switchInjectedAccount(_context: BrowserCommandContext, id: string, address: string) {
    await injectedOf(id).wallet.switchAccount(address);
  },
  /** Injected wallet `id` locks: it tells the page no account is shared any more. */
  async lockInjectedWallet(_context: BrowserCommandContext, id: string) {
    await injectedOf(id).wallet.lock();
  },
};

type Commands = typeof walletPageCommands;

declare module 'vitest/browser' {
  interface BrowserCommands {
    failModuleRequests: FromBrowser<Commands['failModuleRequests']>;
    routeWalletConnect: FromBrowser<Commands['routeWalletConnect']>;
    startInjectedWallet: FromBrowser<Commands['startInjectedWallet']>;
    answerInjectedWallet: FromBrowser<Commands['answerInjectedWallet']>;
    injectedWalletRequests: FromBrowser<Commands['injectedWalletRequests']>;
    setInjectedWalletRejects: FromBrowser<Commands['setInjectedWalletRejects']>;
    switchInjectedAccount: FromBrowser<Commands['switchInjectedAccount']>;
    lockInjectedWallet: FromBrowser<Commands['lockInjectedWallet']>;
  }
}
