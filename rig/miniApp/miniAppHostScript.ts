/** The wallet a stand-in mini-app host offers its mini app, and where it reports what it was asked. */
export interface HostWallet {
  /** The framed site's URL. */
  appUrl: string;
  accounts: string[];
  chainId: number;
  info: { uuid: string; name: string; rdns: string; icon: string };
}

/**
 * Runs in the stand-in host page (Farcaster's web client, played locally by rig/miniApp/routeMiniAppHost.ts),
 * after comlink: frames the mini app and exposes to it, over comlink (what `@farcaster/miniapp-sdk` wraps the
 * parent window with, as real hosts do), the calls the page makes: `ready`, `getCapabilities`,
 * `eip6963RequestProvider` (answered by announcing the host's wallet to the frame, as a `frameEvent`), and
 * `ethProviderRequestV2` (JSON-RPC for the wallet: accounts, chain, and null for a switch or a revoke). Each call
 * is reported through `window.__miniAppHostReport`.
 */
export function miniAppHostScript(wallet: HostWallet): void {
  type Comlink = {
    expose(api: object, endpoint: unknown): void;
    windowEndpoint(target: Window): unknown;
  };
  const { expose, windowEndpoint } = (window as unknown as { Comlink: Comlink }).Comlink;
  const report = (window as unknown as { __miniAppHostReport(entry: unknown): Promise<void> })
    .__miniAppHostReport;
  const frame = document.createElement('iframe');
  frame.src = wallet.appUrl;
  frame.style.cssText = 'width: 420px; height: 800px; border: 0';
  frame.title = 'Mini app';
  const answers: Record<string, unknown> = {
    eth_requestAccounts: wallet.accounts,
    eth_accounts: wallet.accounts,
    eth_chainId: `0x${wallet.chainId.toString(16)}`,
    wallet_switchEthereumChain: null,
    wallet_revokePermissions: null,
  };
  const api = {
    ready: (options: unknown) => void report({ call: 'ready', detail: options ?? null }),
    getCapabilities: () => ['wallet.getEthereumProvider'],
    eip6963RequestProvider: () => {
      void report({ call: 'eip6963RequestProvider', detail: null });
      frame.contentWindow?.postMessage(
        { type: 'frameEvent', event: { event: 'eip6963:announceProvider', info: wallet.info } },
        '*',
      );
    },
    ethProviderRequestV2: async (request: { id: number; method: string }) => {
      await report({ call: 'ethProviderRequestV2', detail: request.method });
      return request.method in answers
        ? { jsonrpc: '2.0', id: request.id, result: answers[request.method] }
        : { jsonrpc: '2.0', id: request.id, error: { code: 4200, message: 'Not offered by the host.' } };
    },
  };
  document.body.append(frame);
  // The frame's window (a proxy that stays the same across its navigation) is there once it is in the page.
  if (frame.contentWindow) expose(api, windowEndpoint(frame.contentWindow));
}
