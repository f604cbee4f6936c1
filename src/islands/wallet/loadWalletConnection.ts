import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import type { WalletConnection } from './walletConnectionTypes.ts';

let connection: Promise<WalletConnection> | null = null;

/**
 * The page's one wallet connection, created on first call: AppKit when the site has a WalletConnect project,
 * otherwise the page's own EIP-6963 picker (no third-party code or host at all). A failed creation is retried
 * on the next call.
 */
export function loadWalletConnection(config: PanelConfig): Promise<WalletConnection> {
  connection ??= createConnection(config).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

/**
 * One `import()` per statement: the bundler attaches each chunk's dependency list to its own import, so the
 * whole graph downloads in parallel. (Written as one conditional expression with `.then` on each branch, the
 * AppKit import got the other branch's list, and its dependencies came one round trip after it.)
 */
async function createConnection(config: PanelConfig): Promise<WalletConnection> {
  const projectId = config.walletConnectProjectId;
  if (projectId) {
    const { createAppKitConnection } = await import('./createAppKitConnection.ts');
    return createAppKitConnection(config, projectId);
  }
  const { createInjectedConnection } = await import('./createInjectedConnection.ts');
  return createInjectedConnection(config);
}

/** Downloads the wallet code for this site without creating anything. */
export function prefetchWalletCode(config: PanelConfig): void {
  const load = config.walletConnectProjectId
    ? import('./createAppKitConnection.ts')
    : import('./createInjectedConnection.ts');
  load.catch(() => undefined);
}
