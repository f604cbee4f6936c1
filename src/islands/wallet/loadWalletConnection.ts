import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AppError } from '../../lib/errors/AppError.ts';
import type { ConnectorKind, WalletConnection } from './walletConnectionTypes.ts';

const connections = new Map<ConnectorKind, Promise<WalletConnection>>();

/**
 * The page's connection of one kind, created on first call: the page's own connector for wallets already in the
 * page (no third-party code at all), or AppKit for WalletConnect (only with a project ID). A failed creation is
 * retried on the next call.
 */
export function loadWalletConnection(config: PanelConfig, kind: ConnectorKind): Promise<WalletConnection> {
  let connection = connections.get(kind);
  if (!connection) {
    connection = createConnection(config, kind).catch((error: unknown) => {
      connections.delete(kind);
      throw error;
    });
    connections.set(kind, connection);
  }
  return connection;
}

/**
 * One `import()` per statement: the bundler attaches each chunk's dependency list to its own import, so the
 * whole graph downloads in parallel. (Written as one conditional expression with `.then` on each branch, the
 * AppKit import got the other branch's list, and its dependencies came one round trip after it.)
 */
async function createConnection(config: PanelConfig, kind: ConnectorKind): Promise<WalletConnection> {
  if (kind === 'injected') {
    const { createInjectedConnection } = await import('./createInjectedConnection.ts');
    return createInjectedConnection(config);
  }
  const projectId = config.walletConnectProjectId;
  if (!projectId) {
    throw new AppError('WALLET_LOAD_FAILED', { details: 'WalletConnect is not set up on this site.' });
  }
  const { createAppKitConnection } = await import('./createAppKitConnection.ts');
  return createAppKitConnection(config, projectId);
}

/**
 * Downloads and evaluates the module of one connector without creating anything, so it is there when the
 * visitor chooses. One `import()` per branch, for the reason above.
 */
export function prefetchWalletConnection(kind: ConnectorKind): void {
  if (kind === 'injected') {
    import('./createInjectedConnection.ts').catch(() => undefined);
    return;
  }
  import('./createAppKitConnection.ts').catch(() => undefined);
}
