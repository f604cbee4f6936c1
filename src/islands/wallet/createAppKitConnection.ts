import { createAppKit } from '@reown/appkit/core';
import { EthersAdapter } from '@reown/appkit-adapter-ethers';
import {
  ApiController,
  CoreHelperUtil,
  RouterController,
  TelemetryController,
} from '@reown/appkit-controllers';
// AppKit's core client skips identity and balance lookups on Reown's servers (this page reads its own), but
// ships only the QR view; the full set of connect views (extension wallets, All wallets, search) comes from here.
// The modal and basic views are imported up front so opening the picker needs no further round trip.
import '@reown/appkit-scaffold-ui';
import '@reown/appkit-scaffold-ui/basic';
import '@reown/appkit-scaffold-ui/w3m-modal';
import UniversalProvider from '@walletconnect/universal-provider';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AppError } from '../../lib/errors/AppError.ts';
import { toAppKitNetwork, toCustomRpcUrls } from '../../lib/wallet/toAppKitNetwork.ts';
import { ALLOWED_WALLET_METHODS, WALLET_EVENTS } from '../../lib/wallet/walletMethods.ts';
import { createWalletStore } from './createWalletStore.ts';
import { forgetEndedSessions } from './forgetEndedSessions.ts';
import { guardBeacons } from './guardBeacons.ts';
import { labelAppKitControls } from './labelAppKitControls.ts';
import { PICKER_READY_TIMEOUT_MS } from './pickerReadyTimeout.ts';
import type { WalletConnection, WalletState } from './walletConnectionTypes.ts';
import { watchPairing } from './watchPairing.ts';
import { withTimeout } from './withTimeout.ts';

type CreateAppKitOptions = Parameters<typeof createAppKit>[0];

/** The page's own font stacks (global.css `--font` and `--mono`): nothing is fetched from fonts.reown.com. */
const SYSTEM_FONT = 'system-ui, sans-serif';
const SYSTEM_MONO = 'ui-monospace, monospace';

/** Parses AppKit's chain id (number or CAIP-2 string) to a number. */
function toChainId(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  const id = typeof value === 'number' ? value : Number(String(value).split(':').pop());
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Creates AppKit, configured from the site config: our own UniversalProvider with telemetry off, the site's RPC
 * URLs for every chain, every optional feature off, only read-only methods in WalletConnect sessions. Only this
 * lazily imported module creates AppKit, so nothing wallet-related runs during the build or before intent.
 */
export async function createAppKitConnection(
  config: PanelConfig,
  projectId: string,
): Promise<WalletConnection> {
  // No telemetry leaves the page: AppKit's error reports (a fetch to its analytics host) are switched off at
  // the source, and the analytics beacons it queues even with `analytics: false` are dropped.
  TelemetryController.disable();
  guardBeacons();
  const metadata = {
    name: config.siteName,
    // The page's own description, so the island's props need not carry it again.
    description:
      document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? config.siteName,
    url: window.location.origin,
    icons: [new URL('/apple-touch-icon.png', window.location.origin).href],
  };
  // Through the gateway, chains are read at /rpc/<id> on this origin: AppKit and WalletConnect need it absolute.
  const chains = config.chains.map((chain) => ({
    ...chain,
    rpcUrls: chain.rpcUrls.map((url) => new URL(url, window.location.origin).href),
  }));
  const networks = chains.map(toAppKitNetwork);
  const [firstNetwork, ...otherNetworks] = networks;
  if (!firstNetwork) throw new AppError('WALLET_LOAD_FAILED', { details: 'No chain is configured.' });
  const universalProvider = await withTimeout(
    UniversalProvider.init({ projectId, metadata, telemetryEnabled: false, logger: 'silent' }),
    PICKER_READY_TIMEOUT_MS,
    'WALLET_RELAY_UNREACHABLE',
  );

  // AppKit's own types are written without exactOptionalPropertyTypes; its adapter is a ChainAdapter.
  const adapters = [new EthersAdapter()] as NonNullable<CreateAppKitOptions['adapters']>;
  const appKit = createAppKit({
    adapters,
    networks: [firstNetwork, ...otherNetworks],
    defaultNetwork: firstNetwork,
    projectId,
    metadata,
    universalProvider,
    customRpcUrls: toCustomRpcUrls(chains),
    universalProviderConfigOverride: {
      methods: { eip155: [...ALLOWED_WALLET_METHODS] },
      events: { eip155: [...WALLET_EVENTS] },
    },
    enableWalletConnect: true,
    // Wallets already in the page connect through the page's own small connector, never through AppKit.
    enableInjected: false,
    enableEIP6963: false,
    enableCoinbase: false,
    enableBaseAccount: false,
    enableReconnect: true,
    allowUnsupportedChain: true,
    allWallets: 'SHOW',
    features: {
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      history: false,
      send: false,
      receive: false,
      analytics: false,
    },
    themeMode: window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    themeVariables: { '--apkt-font-family': SYSTEM_FONT, '--apkt-accent': config.accent },
  });
  // AppKit 1.8 maps `--apkt-font-family` to its regular family only; every wui-button (Copy link, Try again)
  // uses the mono family, which stays its own unloaded font and falls back to serif. An inline style on <html>
  // outranks AppKit's `:root` rules.
  document.documentElement.style.setProperty('--apkt-fontFamily-mono', SYSTEM_MONO);

  let relayOnline = true;
  const currentState = (): WalletState => {
    const account = appKit.getAccount('eip155');
    const connected = Boolean(account?.isConnected && account.address);
    const overWalletConnect = connected && appKit.getWalletProviderType() === 'WALLET_CONNECT';
    return {
      status: account?.status ?? 'disconnected',
      address: connected && account?.address ? account.address : null,
      chainId: toChainId(appKit.getChainId()),
      relay: overWalletConnect ? (relayOnline ? 'online' : 'reconnecting') : null,
    };
  };
  const store = createWalletStore(currentState());
  const update = () => store.set(currentState());
  // However a session ends (Disconnect here, or on the phone), nothing of it stays in the browser.
  let connected = store.getState().status === 'connected';
  store.subscribe(({ status }) => {
    if (connected && status === 'disconnected') forgetEndedSessions(universalProvider);
    connected = status === 'connected';
  });
  const relayer = universalProvider.client.core.relayer;
  relayer.on('relayer_disconnect', () => {
    relayOnline = false;
    update();
  });
  relayer.on('relayer_connect', () => {
    relayOnline = true;
    update();
  });
  appKit.subscribeAccount(update, 'eip155');
  appKit.subscribeNetwork(update);
  appKit.subscribeState(update);
  labelAppKitControls(
    () => appKit.isOpen(),
    (listener) => appKit.subscribeState(listener),
    (listener) => RouterController.subscribeKey('view', listener),
  );
  watchPairing(universalProvider, {
    onStall() {
      void appKit.close();
      store.notify(new AppError('WALLET_RELAY_UNREACHABLE'));
    },
    onDeclined() {
      void appKit.close();
      store.notify(new AppError('WALLET_REJECTED'));
    },
  });

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    onNotice: store.onNotice,
    async connect(choice, steps) {
      if (choice.kind === 'injected') {
        throw new AppError('UNEXPECTED', { details: 'A wallet in the page connects without AppKit.' });
      }
      const view = choice.kind === 'all-wallets' ? 'AllWallets' : 'ConnectingWalletConnectBasic';
      // AppKit's core client fetches the recommended wallets without waiting when it opens, and these two views
      // draw once: on a phone (the wallet apps to open) and in All wallets (listed first) they must be in first.
      const needsWalletList = view === 'AllWallets' || CoreHelperUtil.isMobile();
      await withTimeout(
        Promise.all([
          appKit.ready(),
          needsWalletList
            ? ApiController.prefetch({
                fetchConnectorImages: false,
                fetchNetworkImages: false,
                fetchWalletRanks: false,
              })
            : null,
        ]),
        PICKER_READY_TIMEOUT_MS,
        'WALLET_PICKER_TIMEOUT',
      );
      if (steps.cancelled()) return;
      // The page's chooser is a modal <dialog>: while it is open everything else, AppKit included, is inert.
      steps.shown();
      await withTimeout(appKit.open({ view }), PICKER_READY_TIMEOUT_MS, 'WALLET_PICKER_TIMEOUT');
    },
    async disconnect() {
      store.expectDisconnect();
      const ending = universalProvider.client.session.keys;
      await appKit.disconnect('eip155');
      forgetEndedSessions(universalProvider, ending);
    },
    async switchChain(chainId) {
      const network = networks.find((candidate) => candidate.id === chainId);
      if (!network)
        throw new AppError('WALLET_SWITCH_FAILED', { details: `Chain ${chainId} is not configured.` });
      try {
        await appKit.switchNetwork(network, { throwOnFailure: true });
      } catch (error) {
        throw new AppError('WALLET_SWITCH_FAILED', { cause: error });
      }
    },
  };
}
