import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { WalletConnection } from './walletConnectionTypes.ts';

let connection: Promise<WalletConnection> | null = null;

/**
 * The page's one wallet connection, created on first call: AppKit when the site has a WalletConnect project,
 * otherwise the page's own EIP-6963 picker (no third-party code or host at all). A failed creation is retried
 * on the next call.
 */
export function loadWalletConnection(config: PanelConfig): Promise<WalletConnection> {
  const projectId = config.walletConnectProjectId;
  connection ??= (
    projectId
      ? import('./createAppKitConnection.ts').then((module) =>
          module.createAppKitConnection(config, projectId),
        )
      : import('./createInjectedConnection.ts').then((module) => module.createInjectedConnection(config))
  ).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

/** Downloads the wallet code for this site without creating anything. */
export function prefetchWalletCode(config: PanelConfig): void {
  const load = config.walletConnectProjectId
    ? import('./createAppKitConnection.ts')
    : import('./createInjectedConnection.ts');
  load.catch(() => undefined);
}
