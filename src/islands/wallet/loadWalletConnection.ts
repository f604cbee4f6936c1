import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { AppError } from '../../lib/errors/AppError.ts';
import type { ConnectorKind, WalletConnection } from './walletConnectionTypes.ts';
import type { WalletConnectConnection } from './walletconnect/createWalletConnectConnection.ts';

/** The connection of each kind: the page's own for wallets in the page, Base Account's, WalletConnect for the rest. */
interface Connections {
  injected: WalletConnection;
  walletconnect: WalletConnectConnection;
  'base-account': WalletConnection;
}

const connections = new Map<ConnectorKind, Promise<WalletConnection>>();
/** The connections created so far, in hand: a choice can act on one without waiting a turn (see below). */
const created = new Map<ConnectorKind, WalletConnection>();

/**
 * The page's connection of `kind` if it has been created, else null. A choice acts on it at once, in the click's
 * own task: a `then` would run later, and a popup it opens (Base Account's) would be blocked by Safari.
 */
export function createdWalletConnection<K extends ConnectorKind>(kind: K): Connections[K] | null {
  return (created.get(kind) as Connections[K] | undefined) ?? null;
}

/**
 * The page's connection of one kind, created on first call: the page's own connector for wallets already in the
 * page (no third-party code at all), Base Account's SDK, or WalletConnect's UniversalProvider (only with a project
 * ID; AppKit is loaded later, and only for All wallets). A failed creation is retried on the next call.
 */
export function loadWalletConnection<K extends ConnectorKind>(
  config: PanelConfig,
  kind: K,
): Promise<Connections[K]> {
  let connection = connections.get(kind);
  if (!connection) {
    connection = createConnection(config, kind).then(
      (made) => {
        created.set(kind, made);
        return made;
      },
      (error: unknown) => {
        connections.delete(kind);
        throw error;
      },
    );
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
  if (kind === 'base-account') {
    const { createBaseAccountConnection } = await import('./baseAccount/createBaseAccountConnection.ts');
    return createBaseAccountConnection(config);
  }
  const projectId = config.walletConnectProjectId;
  if (!projectId) {
    throw new AppError('WALLET_LOAD_FAILED', { detail: { key: 'WALLETCONNECT_NOT_SET_UP' } });
  }
  const { createWalletConnectConnection } = await import('./walletconnect/createWalletConnectConnection.ts');
  return createWalletConnectConnection(config, projectId);
}
