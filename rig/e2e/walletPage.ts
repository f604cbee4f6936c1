import type { Page } from '@playwright/test';
import { routeWalletApi, type WalletApiLog, type WalletApiOptions } from '../walletApi/routeWalletApi.ts';
import { type RelayGate, routeRelaySocket } from '../walletconnect/routeRelaySocket.ts';
import { stubVerify } from '../walletconnect/stubVerify.ts';
import { loadE2eState } from './e2eState.ts';
import { routeAvatars } from './routeAvatars.ts';

/** Options of {@link prepareWalletPage}: the `thirdPartyOptions` of rig/e2e/test.ts. */
export interface WalletPageOptions {
  api?: WalletApiOptions;
  /** Hand the page's relay socket to the local relay (default); false leaves it to fail as offline. */
  relay?: boolean;
}

/** What the page reached for: the registry API log and every URL it asked for, sockets included. */
export interface PageTraffic {
  api: WalletApiLog;
  /** Every request and socket URL the page opened (routed or not, CSP-blocked or not). */
  urls: string[];
  /** Holds what the page sends to the local relay; null when the relay is left to fail. */
  relay: RelayGate | null;
}

/**
 * Puts the page's third-party hosts on local stand-ins, through the browser's own interception (no switch in
 * production code): the wallet registry API, the relay socket, the Verify frame and the avatar host. Anything
 * else off 127.0.0.1 is refused. Routes run most-recent first, so the catch-all goes in first (and a test's own
 * routes, added later, come before all of these). Records every request and socket the page opens. Every test
 * gets it through the auto `thirdParties` fixture (rig/e2e/test.ts); it is not called by hand.
 */
export async function prepareWalletPage(page: Page, options: WalletPageOptions = {}): Promise<PageTraffic> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('websocket', (socket) => urls.push(socket.url()));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
  await routeAvatars(page);
  const api = await routeWalletApi(page, options.api);
  const relay =
    options.relay === false
      ? null
      : await routeRelaySocket(page, loadE2eState().relayUrl, (url) => urls.push(url));
  await stubVerify(page);
  return { api, urls, relay };
}
