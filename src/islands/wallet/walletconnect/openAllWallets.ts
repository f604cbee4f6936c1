import { createAppKit } from '@reown/appkit/core';
import { EthersAdapter } from '@reown/appkit-adapter-ethers';
import { ApiController, RouterController, StorageUtil, TelemetryController } from '@reown/appkit-controllers';
// AppKit's core client skips identity and balance lookups on Reown's servers (this page reads its own), but
// ships only the QR view; All wallets (search, paging) comes from here. The modal is imported up front so
// opening it needs no further round trip.
import '@reown/appkit-scaffold-ui';
import '@reown/appkit-scaffold-ui/w3m-modal';
import type { PanelConfig } from '../../../lib/config/toPanelConfig.ts';
import { AppError } from '../../../lib/errors/AppError.ts';
import { toAppKitNetwork, toCustomRpcUrls } from '../../../lib/wallet/toAppKitNetwork.ts';
import { PICKER_READY_TIMEOUT_MS } from '../pickerReadyTimeout.ts';
import type { ConnectSteps } from '../walletConnectionTypes.ts';
import { withTimeout } from '../withTimeout.ts';
import { appKitSessionOptions } from './appKitSessionOptions.ts';
import { guardBeacons } from './guardBeacons.ts';
import { labelAppKitControls } from './labelAppKitControls.ts';
import { pageMetadata } from './pageMetadata.ts';
import type { WalletConnectConnection } from './walletConnectConnectionTypes.ts';
import { watchAppKitPairing } from './watchAppKitPairing.ts';

type CreateAppKitOptions = Parameters<typeof createAppKit>[0];
type AppKit = ReturnType<typeof createAppKit>;

/** The page's own font stacks (global.css `--font` and `--mono`): nothing is fetched from fonts.reown.com. */
const SYSTEM_FONT = 'system-ui, sans-serif';
const SYSTEM_MONO = 'ui-monospace, monospace';

let appKit: AppKit | null = null;

/**
 * Creates AppKit once, on the page's own UniversalProvider (so a session made in All wallets is the same kind
 * of session the page's QR code makes, held to the same read-only allowlist), with the site's networks and RPC
 * URLs and every optional feature off.
 * Only this lazily imported module creates AppKit: nothing of it loads before the visitor picks All wallets.
 */
function createPageAppKit(
  config: PanelConfig,
  connection: WalletConnectConnection,
  projectId: string,
): AppKit {
  // No telemetry leaves the page: AppKit's error reports (a fetch to its analytics host) are switched off at the
  // source, and the analytics beacons it queues even with `analytics: false` are dropped.
  TelemetryController.disable();
  guardBeacons();
  // Through the gateway, chains are read at /rpc/<id> on this origin: AppKit needs them absolute.
  const chains = config.chains.map((chain) => ({
    ...chain,
    rpcUrls: chain.rpcUrls.map((url) => new URL(url, window.location.origin).href),
  }));
  const [firstNetwork, ...otherNetworks] = chains.map(toAppKitNetwork);
  if (!firstNetwork) throw new AppError('WALLET_LOAD_FAILED', { detail: { key: 'NO_CHAINS' } });
  // AppKit's own types are written without exactOptionalPropertyTypes; its adapter is a ChainAdapter.
  const adapters = [new EthersAdapter()] as NonNullable<CreateAppKitOptions['adapters']>;
  const created = createAppKit({
    adapters,
    networks: [firstNetwork, ...otherNetworks],
    defaultNetwork: firstNetwork,
    projectId,
    metadata: pageMetadata(config.siteName),
    ...appKitSessionOptions(connection.provider),
    customRpcUrls: toCustomRpcUrls(chains),
    enableWalletConnect: true,
    // Wallets already in the page connect through the page's own small connector, never through AppKit.
    enableInjected: false,
    enableEIP6963: false,
    enableCoinbase: false,
    enableBaseAccount: false,
    enableReconnect: false,
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
  // AppKit 1.8 maps `--apkt-font-family` to its regular family only; every wui-button uses the mono family,
  // which stays its own unloaded font and falls back to serif. An inline style on <html> outranks its `:root`.
  document.documentElement.style.setProperty('--apkt-fontFamily-mono', SYSTEM_MONO);
  labelAppKitControls(
    () => created.isOpen(),
    (listener) => created.subscribeState(listener),
    (listener) => RouterController.subscribeKey('view', listener),
  );
  watchAppKitPairing(connection.provider, () => created.isOpen(), {
    onStall() {
      void created.close();
      connection.notify(new AppError('WALLET_RELAY_UNREACHABLE'));
    },
    onDeclined() {
      void created.close();
      connection.notify(new AppError('WALLET_REJECTED'));
    },
  });
  followSessionInAppKit(connection, created);
  return created;
}

/**
 * Follows the page's session from AppKit's side: once a wallet picked in All wallets approves, AppKit's modal
 * closes (the panel already shows the account; AppKit sometimes keeps its view open). After a session ends,
 * AppKit 1.8 still keeps the account in `@appkit/connections` (for a "recent wallets" list this page does not
 * use): removed through its own StorageUtil, so its memory and its storage agree.
 */
function followSessionInAppKit(connection: WalletConnectConnection, appKit: AppKit): void {
  connection.subscribe(({ status }) => {
    if (status === 'connected' && appKit.isOpen()) void appKit.close();
    if (status !== 'disconnected') return;
    for (const [namespace, entries] of Object.entries(StorageUtil.getConnections())) {
      for (const { connectorId, accounts } of entries ?? []) {
        for (const { address } of accounts) {
          StorageUtil.deleteAddressFromConnection({ connectorId, address, namespace: namespace as 'eip155' });
        }
      }
    }
  });
}

/**
 * Opens AppKit's All wallets (search and paging over the whole registry) on the page's UniversalProvider,
 * bounding AppKit's waits (it waits forever when its API hangs). The recommended wallets are fetched first: the
 * view draws once. `steps.shown()` comes just before AppKit opens, so the page's chooser closes first.
 */
export async function openAllWallets(
  config: PanelConfig,
  connection: WalletConnectConnection,
  projectId: string,
  steps: ConnectSteps,
): Promise<void> {
  appKit ??= createPageAppKit(config, connection, projectId);
  const opened = appKit;
  await withTimeout(
    Promise.all([
      opened.ready(),
      ApiController.prefetch({
        fetchConnectorImages: false,
        fetchNetworkImages: false,
        fetchWalletRanks: false,
      }),
    ]),
    PICKER_READY_TIMEOUT_MS,
    'WALLET_PICKER_TIMEOUT',
  );
  if (steps.signal.aborted) return;
  // AppKit makes its own pairing on the same provider, which drops the one the page's QR code showed.
  connection.pairing.reset();
  // The page's chooser is a modal <dialog>: while it is open everything else, AppKit included, is inert.
  steps.shown();
  await withTimeout(opened.open({ view: 'AllWallets' }), PICKER_READY_TIMEOUT_MS, 'WALLET_PICKER_TIMEOUT');
}
