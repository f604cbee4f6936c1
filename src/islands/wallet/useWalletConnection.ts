import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChooserStatus, PrefetchKind, WalletChoice } from '../../chooser/chooserContract.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { type ErrorInfo, toErrorInfo } from '../../lib/errors/AppError.ts';
import { loadSessionFlag, setSessionFlag } from '../../lib/wallet/sessionFlag.ts';
import { loadWalletConnection } from './loadWalletConnection.ts';
import { useWalletChooser } from './useWalletChooser.ts';
import type { ConnectorKind, WalletConnection, WalletState } from './walletConnectionTypes.ts';
import type { WalletConnectConnection } from './walletconnect/createWalletConnectConnection.ts';
import { preloadWalletConnectView } from './walletconnect/WalletConnectPortal.tsx';

/** The wallet part of the panel: the active connection's state, a notice, and the WalletConnect view's needs. */
export interface WalletControls {
  state: WalletState | null;
  notice: ErrorInfo | null;
  /** The WalletConnect connection, once intent loaded it: the chooser's WalletConnect view shows its pairing. */
  walletConnect: WalletConnectConnection | null;
  /** Whether the chooser shows the WalletConnect view. */
  walletConnectShown: boolean;
  /** Whether the visitor showed intent for WalletConnect (its view's code is loading or in). */
  walletConnectWanted: boolean;
  disconnect(): void;
  switchChain(chainId: number): void;
}

/** The connector a choice needs: a wallet in the page needs only the page's own, anything else WalletConnect. */
const connectorFor = (choice: WalletChoice): ConnectorKind =>
  choice.kind === 'injected' ? 'injected' : 'walletconnect';

/** The connection the panel follows, its state, and the notice for the visitor. */
function useFollowedConnection() {
  const [state, setState] = useState<WalletState | null>(null);
  const [notice, setNotice] = useState<ErrorInfo | null>(null);
  const active = useRef<{ kind: ConnectorKind; connection: WalletConnection; stop: () => void } | null>(null);
  /** Makes `connection` the one the panel follows. */
  const follow = useCallback((kind: ConnectorKind, connection: WalletConnection) => {
    if (active.current?.connection === connection) return;
    active.current?.stop();
    const unsubscribe = connection.subscribe(setState);
    const unlisten = connection.onNotice((error) => setNotice(toErrorInfo(error)));
    const stop = () => {
      unsubscribe();
      unlisten();
    };
    active.current = { kind, connection, stop };
    setState(connection.getState());
  }, []);
  useEffect(() => {
    if (state?.status === 'connected' && active.current) setSessionFlag(active.current.kind);
    if (state?.status === 'disconnected') setSessionFlag(null);
  }, [state?.status]);
  /** Runs an action on the followed connection; a failure becomes the notice. */
  const run = (action: (connection: WalletConnection) => Promise<void>) => {
    const connection = active.current?.connection;
    if (!connection) return;
    setNotice(null);
    action(connection).catch((error: unknown) => setNotice(toErrorInfo(error, 'UNEXPECTED')));
  };
  return { state, notice, setNotice, follow, run };
}

/**
 * Acts on the chooser's choices (loading only the connector the choice needs; a new choice or a close aborts
 * the one under way), restores a stored session at once, and follows whichever connection holds the session:
 * WalletConnect's as soon as a wallet takes its pairing, even after the chooser closed.
 */
export function useWalletConnection(config: PanelConfig): WalletControls {
  const { state, notice, setNotice, follow, run } = useFollowedConnection();
  const [walletConnect, setWalletConnect] = useState<WalletConnectConnection | null>(null);
  const [walletConnectShown, setWalletConnectShown] = useState(false);
  const [walletConnectWanted, setWalletConnectWanted] = useState(false);
  const attempt = useRef<AbortController | null>(null);

  const load = useCallback(
    async (kind: ConnectorKind) => {
      const connection = await loadWalletConnection(config, kind);
      if ('pairing' in connection) {
        setWalletConnect(connection);
        const followOnSession = () =>
          connection.getState().status === 'connected' && follow(kind, connection);
        connection.subscribe(followOnSession);
        followOnSession();
      }
      return connection;
    },
    [config, follow],
  );

  const choose = (choice: WalletChoice, report: (status: ChooserStatus) => void) => {
    attempt.current?.abort();
    const controller = new AbortController();
    attempt.current = controller;
    const live = () => !controller.signal.aborted;
    setNotice(null);
    setWalletConnectShown(choice.kind === 'walletconnect');
    load(connectorFor(choice))
      .then((connection) => {
        if (choice.kind === 'injected') follow('injected', connection);
        const shown = () => live() && report({ kind: 'done' });
        return connection.connect(choice, { signal: controller.signal, shown });
      })
      .then(() => live() && report({ kind: 'done' }))
      .catch((error: unknown) => {
        if (!live()) return;
        report({ kind: 'failed' });
        setNotice(toErrorInfo(error, 'WALLET_LOAD_FAILED'));
      })
      .finally(() => {
        if (attempt.current !== controller) return;
        attempt.current = null;
        setWalletConnectShown(false);
      });
  };
  const prefetch = (kind: PrefetchKind) => {
    if (kind === 'walletconnect' && !config.walletConnectProjectId) return;
    if (kind === 'walletconnect') {
      setWalletConnectWanted(true);
      void preloadWalletConnectView().catch(() => undefined);
    }
    load(kind)
      .then((connection) => 'pairing' in connection && connection.pairing.prepare())
      .catch(() => undefined);
  };
  useWalletChooser({ choose, cancel: () => attempt.current?.abort(), prefetch });
  useRestoredSession(config, load, follow, setNotice);

  return {
    state,
    notice,
    walletConnect,
    walletConnectShown,
    walletConnectWanted,
    disconnect: () => run((connection) => connection.disconnect()),
    switchChain: (chainId) => run((connection) => connection.switchChain(chainId)),
  };
}

/** Restores, without asking, the session a previous visit left (its connector is in the session flag). */
function useRestoredSession(
  config: PanelConfig,
  load: (kind: ConnectorKind) => Promise<WalletConnection>,
  follow: (kind: ConnectorKind, connection: WalletConnection) => void,
  setNotice: (notice: ErrorInfo) => void,
): void {
  useEffect(() => {
    const stored = loadSessionFlag();
    if (!stored || (stored === 'walletconnect' && !config.walletConnectProjectId)) return;
    load(stored)
      .then((connection) => follow(stored, connection))
      .catch((error: unknown) => setNotice(toErrorInfo(error, 'WALLET_LOAD_FAILED')));
  }, [config, load, follow, setNotice]);
}
