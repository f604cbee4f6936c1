import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AppError } from '../../lib/errors/AppError.ts';
import type { ConnectorKind, WalletConnection } from './walletConnectionTypes.ts';
import type { WalletConnectConnection } from './walletconnect/createWalletConnectConnection.ts';

/** The connection of each kind: the page's own for wallets in the page, WalletConnect for the rest. */
interface Connections {
  injected: WalletConnection;
  walletconnect: WalletConnectConnection;
}

const connections = new Map<ConnectorKind, Promise<WalletConnection>>();

/**
 * The page's connection of one kind, created on first call: the page's own connector for wallets already in the
 * page (no third-party code at all), or WalletConnect's UniversalProvider (only with a project ID; AppKit is
 * loaded later, and only for All wallets). A failed creation is retried on the next call.
 */
export function loadWalletConnection<K extends ConnectorKind>(
  config: PanelConfig,
  kind: K,
): Promise<Connections[K]> {
  let connection = connections.get(kind);
  if (!connection) {
    connection = createConnection(config, kind).catch((error: unknown) => {
      connections.delete(kind);
      throw error;
    });
    connections.set(kind, connection);
  }
  return connection as Promise<Connections[K]>;
}

/**
 * One `import()` per statement: the bundler attaches each chunk's dependency list to its own import, so the
 * whole graph downloads in parallel.
 */
async function createConnection(config: PanelConfig, kind: ConnectorKind): Promise<WalletConnection> {
  if (kind === 'injected') {
    const { createInjectedConnection } = await import('./createInjectedConnection.ts');
    return createInjectedConnection(config);
  }
  const projectId = config.walletConnectProjectId;
  if (!projectId) {
    throw new AppError('WALLET_LOAD_FAILED', { detail: { key: 'WALLETCONNECT_NOT_SET_UP' } });
  }
  const { createWalletConnectConnection } = await import('./walletconnect/createWalletConnectConnection.ts');
  return createWalletConnectConnection(config, projectId);
}
