import type UniversalProvider from '@walletconnect/universal-provider';
import { checksumAddress } from '../../../lib/address/checksumAddress.ts';
import type { PanelConfig } from '../../../lib/config/toPanelConfig.ts';
import { AppError } from '../../../lib/errors/AppError.ts';
import { toWalletConnectNamespaces } from '../../../lib/wallet/toWalletConnectNamespaces.ts';
import { createWalletStore, disconnectedState, type WalletStore } from '../createWalletStore.ts';
import type { WalletConnection, WalletState } from '../walletConnectionTypes.ts';
import { withTimeout } from '../withTimeout.ts';
import { createPairingStore } from './createPairingStore.ts';
import { forgetEndedSession } from './forgetEndedSession.ts';
import { initReadOnlyProvider } from './initReadOnlyProvider.ts';
import { pageMetadata } from './pageMetadata.ts';
import { startPairing } from './startPairing.ts';
import type { WalletConnectConnection } from './walletConnectConnectionTypes.ts';

export type { WalletConnectConnection } from './walletConnectConnectionTypes.ts';

/** How long WalletConnect's client may take to start (storage, keys) before the visitor is told. */
const INIT_TIMEOUT_MS = 6_000;

/**
 * The account the wallet put first (its latest `accountsChanged`, else the session's first), every account the
 * session shares, and the chain the provider sends to, read without a request.
 */
function sessionAccount(
  provider: UniversalProvider,
  announced: string | null,
): Pick<WalletState, 'address' | 'accounts' | 'chainId'> {
  const sessionAccounts = provider.session?.namespaces.eip155?.accounts ?? [];
  const [first] = sessionAccounts;
  const address = checksumAddress(announced ?? first?.split(':')[2] ?? '');
  const others = sessionAccounts.map((account) => checksumAddress(account.split(':')[2] ?? ''));
  const accounts = [
    ...new Set([address, ...others].filter((account): account is string => account !== null)),
  ];
  const chainId = Number(provider.rpcProviders.eip155?.getDefaultChain() ?? first?.split(':')[1]);
  return { address, accounts, chainId: Number.isSafeInteger(chainId) ? chainId : null };
}

/**
 * Creates the page's WalletConnect connection on our own UniversalProvider (telemetry off, the site's metadata,
 * every request held to the read-only allowlist):
 * it restores a session a previous visit left, follows the wallet's account and chain and the relay's link, and
 * keeps a pairing ready for the page's own QR code and wallet links. No AppKit code is involved; All wallets
 * opens AppKit on the same provider, so a session made either way restores and ends the same way.
 */
export async function createWalletConnectConnection(
  config: PanelConfig,
  projectId: string,
): Promise<WalletConnectConnection> {
  const provider = await withTimeout(
    initReadOnlyProvider({
      projectId,
      metadata: pageMetadata(config.siteName),
      telemetryEnabled: false,
      logger: 'silent',
    }),
    INIT_TIMEOUT_MS,
    'WALLET_RELAY_UNREACHABLE',
  );
  // Through the gateway, chains are read at /rpc/<id> on this origin: WalletConnect needs them absolute.
  const namespaces = toWalletConnectNamespaces(
    config.chains.map((chain) => ({
      id: chain.id,
      rpcUrls: chain.rpcUrls.map((url) => new URL(url, window.location.origin).href),
    })),
  );
  const store = followWalletConnectSession(provider);
  const pairing = createPairingStore(() => startPairing(provider, namespaces));
  const update = () => store.set(store.current());

  const connection: WalletConnectConnection = {
    provider,
    pairing,
    notify: store.notify,
    getState: store.getState,
    subscribe: store.subscribe,
    onNotice: store.onNotice,
    async connect(choice, steps) {
      if (choice.kind === 'injected') {
        throw new AppError('UNEXPECTED', { detail: { key: 'WRONG_CONNECTOR' } });
      }
      if (choice.kind === 'all-wallets') {
        // One import() per statement, so the bundler attaches AppKit's dependency list to this import alone.
        const { openAllWallets } = await import('./openAllWallets.ts');
        return openAllWallets(config, connection, projectId, steps);
      }
      pairing.prepare();
      await untilConnectedOrAborted(store, steps.signal);
    },
    async disconnect() {
      store.expectDisconnect();
      if (provider.session) await provider.disconnect();
      update();
    },
    async switchChain(chainId) {
      if (!config.chains.some((chain) => chain.id === chainId)) {
        throw new AppError('WALLET_SWITCH_FAILED', {
          detail: { key: 'CHAIN_NOT_CONFIGURED', values: { chainId } },
        });
      }
      try {
        // WalletConnect sessions span every approved chain: the provider moves its default chain (and emits
        // chainChanged) itself, and asks the wallet only for a chain the session has not approved.
        const params = [{ chainId: `0x${chainId.toString(16)}` }];
        await provider.request({ method: 'wallet_switchEthereumChain', params }, `eip155:${chainId}`);
      } catch (error) {
        throw new AppError('WALLET_SWITCH_FAILED', { cause: error });
      }
      update();
    },
  };
  return connection;
}

/** A wallet store that knows how to read the provider's session again. */
interface SessionStore extends WalletStore {
  current(): WalletState;
}

/**
 * The provider's session as the panel's wallet state, kept current: made, changed, moved, ended, the account the
 * wallet put first, and whether the relay link to the phone is up. However a session ends (Disconnect here, or on
 * the phone), nothing of it stays in the browser.
 */
function followWalletConnectSession(provider: UniversalProvider): SessionStore {
  let relayOnline = true;
  let announced: string | null = null;
  const current = (): WalletState => {
    if (!provider.session) announced = null;
    const account = sessionAccount(provider, announced);
    return provider.session !== undefined && account.address !== null
      ? { status: 'connected', ...account, relay: relayOnline ? 'online' : 'reconnecting' }
      : disconnectedState();
  };
  const store = createWalletStore(current());
  const update = () => store.set(current());
  for (const event of ['connect', 'session_update', 'session_delete', 'disconnect', 'chainChanged']) {
    provider.on(event, update);
  }
  provider.on('accountsChanged', (accounts: unknown) => {
    announced = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
    update();
  });
  const relayer = provider.client.core.relayer;
  relayer.on('relayer_disconnect', () => {
    relayOnline = false;
    update();
  });
  relayer.on('relayer_connect', () => {
    relayOnline = true;
    update();
  });
  let lastAddress = store.getState().address;
  store.subscribe(({ status, address }) => {
    if (status === 'disconnected' && lastAddress) forgetEndedSession(provider, lastAddress);
    lastAddress = address;
  });
  return { ...store, current };
}

/** Resolves once `store` says connected, or when `signal` aborts (the visitor closed the chooser). */
function untilConnectedOrAborted(
  store: Pick<WalletConnection, 'getState' | 'subscribe'>,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    if (store.getState().status === 'connected' || signal.aborted) return resolve();
    const stop = store.subscribe(({ status }) => {
      if (status !== 'connected') return;
      stop();
      resolve();
    });
    signal.addEventListener(
      'abort',
      () => {
        stop();
        resolve();
      },
      { once: true },
    );
  });
}
