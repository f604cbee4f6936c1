import { createBaseAccountSDK } from '@base-org/account';
import type { PanelConfig } from '../../../lib/config/toPanelConfig.ts';
import { AppError } from '../../../lib/errors/AppError.ts';
import {
  type Eip1193Provider,
  guardReadOnly,
  type ReadOnlyProvider,
} from '../../../lib/wallet/guardReadOnly.ts';
import { loadSessionFlag } from '../../../lib/wallet/sessionFlag.ts';
import { createProviderSession, switchProviderChain } from '../createProviderSession.ts';
import { createWalletStore, disconnectedState } from '../createWalletStore.ts';
import type { WalletConnection } from '../walletConnectionTypes.ts';

/** Base Account's provider as the page holds it: EIP-1193, plus the SDK's own way to end its session. */
type BaseAccountProvider = ReadOnlyProvider<Eip1193Provider & { disconnect?(): Promise<void> }>;

/**
 * Base Account's SDK with its telemetry off (no script from, and no report to, Coinbase's telemetry host), told
 * the site's name, icon and chains, its provider held to the read-only allowlist. Making it writes the SDK's
 * settings to localStorage and sends one request, a HEAD to the page itself (the SDK checks the page's
 * Cross-Origin-Opener-Policy), so it is made only at the pick (or to restore a session): nothing is stored, and
 * nothing reaches a Coinbase host, before.
 */
function createBaseAccountProvider(config: PanelConfig): BaseAccountProvider {
  const sdk = createBaseAccountSDK({
    appName: config.siteName,
    appLogoUrl: new URL('/apple-touch-icon.png', window.location.origin).href,
    appChainIds: config.chains.map((chain) => chain.id),
    preference: { telemetry: false },
  });
  return guardReadOnly(sdk.getProvider() as unknown as Eip1193Provider & { disconnect?(): Promise<void> });
}

/**
 * The connection to Base Account (Coinbase's smart wallet, signed into with a passkey or the Base app, in a popup
 * at keys.coinbase.com), through its maintained SDK, `@base-org/account`, bundled by this site and loaded only
 * when the visitor is about to pick it; the SDK itself is made at the pick. The pick asks for the accounts at once, inside the click, so the SDK opens
 * its popup there (a popup opened later, after an `await`, is blocked by Safari); the page then reads the chain,
 * which the SDK answers itself. Like every connection it only sends read-only, allow-listed methods. A session
 * from a previous visit is restored without asking (the SDK keeps it in localStorage).
 */
export async function createBaseAccountConnection(config: PanelConfig): Promise<WalletConnection> {
  const store = createWalletStore(disconnectedState());
  let wallet: { provider: BaseAccountProvider } | null = null;
  // Made synchronously when first needed: within the click that picks Base Account, before its request.
  const walletNow = () => {
    wallet ??= { provider: createBaseAccountProvider(config) };
    return wallet;
  };
  // The session flag (src/lib/wallet/sessionFlag.ts) is memory enough: there is one Base Account.
  const session = createProviderSession(store, { remember: () => undefined, clear: () => undefined });
  if (loadSessionFlag() === 'base-account') await session.restore(walletNow());

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    onNotice: store.onNotice,
    async connect(choice, { signal }) {
      if (choice.kind !== 'base-account') {
        throw new AppError('UNEXPECTED', { detail: { key: 'WRONG_CONNECTOR' } });
      }
      if (signal.aborted) return;
      // No `await` before this call: the SDK is made and opens its popup synchronously, within the click.
      await session.ask(walletNow());
    },
    async disconnect() {
      store.expectDisconnect();
      session.forget();
      await wallet?.provider.disconnect?.().catch(() => undefined);
    },
    switchChain: (chainId) => switchProviderChain(session.active()?.provider, config, chainId),
  };
}
