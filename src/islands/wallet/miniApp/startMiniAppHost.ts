import { config } from 'zod';

/**
 * Greets the mini-app host the page runs in (Farcaster, the Base app) through its SDK, `@farcaster/miniapp-sdk`:
 * asks the host's wallet to announce itself (the SDK forwards the page's EIP-6963 request to the host, and
 * announces the wallet the host describes, which the chooser lists as any wallet in the page), and tells the
 * host the page is ready, which ends the host's splash screen.
 *
 * The SDK's schemas use zod, which first tries `Function('')` to see whether it may compile its parsers; the
 * page's CSP refuses that (and reports it), so zod is told not to try, before the SDK's modules run.
 */
export async function startMiniAppHost(): Promise<void> {
  config({ jitless: true });
  const { sdk } = await import('@farcaster/miniapp-sdk');
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  await sdk.actions.ready();
}
