import { useCallback, useEffect, useRef, useState } from 'react';
import { chooserSaysPhone, type PrefetchKind, type WalletChoice } from '../../chooser/chooserContract.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { type ErrorInfo, toErrorInfo } from '../../lib/errors/AppError.ts';
import { loadSessionFlag, setSessionFlag } from '../../lib/wallet/sessionFlag.ts';
import { createdWalletConnection, loadWalletConnection } from './loadWalletConnection.ts';
import { useMiniAppHost } from './miniApp/useMiniAppHost.ts';
import { type ChoiceInHand, useWalletChooser } from './useWalletChooser.ts';
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

/** The connector a choice needs: a wallet in the page the page's own, Base Account its own, the rest WalletConnect. */
const connectorFor = (choice: WalletChoice): ConnectorKind =>
  choice.kind === 'injected' || choice.kind === 'base-account' ? choice.kind : 'walletconnect';

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

/** Loads the page's connections; the WalletConnect one, once loaded, is the one the WalletConnect view shows. */
function useConnectionLoader(config: PanelConfig) {
  const [walletConnect, setWalletConnect] = useState<WalletConnectConnection | null>(null);
  const loadWalletConnect = useCallback(async () => {
    const connection = await loadWalletConnection(config, 'walletconnect');
    setWalletConnect(connection);
    return connection;
  }, [config]);
  const load = useCallback(
    (kind: ConnectorKind): Promise<WalletConnection> =>
      kind === 'walletconnect' ? loadWalletConnect() : loadWalletConnection(config, kind),
    [config, loadWalletConnect],
  );
  return { walletConnect, load, loadWalletConnect };
}

/**
 * Follows `walletConnect` once a wallet takes its pairing, even after the chooser closed: one listener per
 * connection, removed when it is replaced or the panel unmounts.
 */
function useFollowOnSession(
  walletConnect: WalletConnectConnection | null,
  follow: (kind: ConnectorKind, connection: WalletConnection) => void,
): void {
  useEffect(() => {
    if (!walletConnect) return;
    const followOnSession = () => {
      if (walletConnect.getState().status === 'connected') follow('walletconnect', walletConnect);
    };
    followOnSession();
    return walletConnect.subscribe(followOnSession);
  }, [walletConnect, follow]);
}

/**
 * Acts on the chooser's choices (loading only the connector the choice needs; a new choice or a close aborts
 * the one under way), restores a stored session at once, and follows whichever connection holds the session:
 * WalletConnect's as soon as a wallet takes its pairing, even after the chooser closed.
 */
export function useWalletConnection(config: PanelConfig): WalletControls {
  const { state, notice, setNotice, follow, run } = useFollowedConnection();
  const { walletConnect, load, loadWalletConnect } = useConnectionLoader(config);
  const [walletConnectWanted, setWalletConnectWanted] = useState(false);
  useFollowOnSession(walletConnect, follow);

  const choose = ({ choice, signal, report }: ChoiceInHand) => {
    setNotice(null);
    const kind = connectorFor(choice);
    const act = (connection: WalletConnection) => {
      if (kind !== 'walletconnect' && !signal.aborted) follow(kind, connection);
      return connection.connect(choice, { signal, shown: () => report({ kind: 'done' }) });
    };
    // Base Account's connection, once in hand, acts now, within the visitor's click: its popup opens only there.
    // Other connections act a turn later, once loaded, as they always have (none opens a window of its own).
    const inHand = kind === 'base-account' ? createdWalletConnection(kind) : null;
    (inHand ? act(inHand) : load(kind).then(act))
      .then(() => report({ kind: 'done' }))
      .catch((error: unknown) => {
        if (signal.aborted) return;
        report({ kind: 'failed' });
        setNotice(toErrorInfo(error, 'WALLET_LOAD_FAILED'));
      });
  };
  const prefetch = (kind: PrefetchKind) => {
    if (kind === 'walletconnect' && !config.walletConnectProjectId) return;
    if (kind === 'walletconnect') {
      setWalletConnectWanted(true);
      void preloadWalletConnectView().catch(() => undefined);
    }
    const ready =
      kind === 'walletconnect'
        ? loadWalletConnect().then((connection) => connection.pairing.prepare())
        : load(kind);
    // A phone's tap on Base Account leaves its SDK no time to load before the click: it comes next after the
    // connector the visitor most likely wants, so the popup can still open inside the tap.
    if (kind !== 'base-account' && chooserSaysPhone()) {
      ready.then(
        () => prefetch('base-account'),
        () => undefined,
      );
    }
    ready.catch(() => undefined);
  };
  const pending = useWalletChooser({ choose, prefetch });
  useRestoredSession(config, load, follow, setNotice);
  useMiniAppHost(config.miniApp);

  return {
    state,
    notice,
    walletConnect,
    walletConnectShown: pending?.kind === 'walletconnect',
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
