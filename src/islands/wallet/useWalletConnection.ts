import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChooserStatus, WalletChoice } from '../../chooser/chooserProtocol.ts';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { type ErrorInfo, toErrorInfo } from '../../lib/errors/AppError.ts';
import { loadSessionFlag, setSessionFlag } from '../../lib/wallet/sessionFlag.ts';
import { loadWalletConnection, prefetchWalletConnection } from './loadWalletConnection.ts';
import { useWalletChooser } from './useWalletChooser.ts';
import type { ConnectorKind, WalletConnection, WalletState } from './walletConnectionTypes.ts';

/** The wallet part of the panel: the active connection's state, and a notice for the visitor. */
export interface WalletControls {
  state: WalletState | null;
  notice: ErrorInfo | null;
  disconnect(): void;
  switchChain(chainId: number): void;
}

/** The connector a choice needs: a wallet in the page needs only the page's own, anything else AppKit. */
const connectorFor = (choice: WalletChoice): ConnectorKind =>
  choice.kind === 'injected' ? 'injected' : 'walletconnect';

/**
 * Acts on the chooser's choices (loading only the connector the choice needs), restores a stored session at
 * once, and wires the active connection's state to the panel.
 */
export function useWalletConnection(config: PanelConfig): WalletControls {
  const [state, setState] = useState<WalletState | null>(null);
  const [notice, setNotice] = useState<ErrorInfo | null>(null);
  const active = useRef<{ kind: ConnectorKind; connection: WalletConnection; stop: () => void } | null>(null);
  const attempt = useRef<{ cancelled: boolean } | null>(null);

  /** Loads the connection of this kind and makes it the one the panel follows. */
  const activate = useCallback(
    async (kind: ConnectorKind) => {
      const connection = await loadWalletConnection(config, kind);
      if (active.current?.connection !== connection) {
        active.current?.stop();
        const unsubscribe = connection.subscribe(setState);
        const unlisten = connection.onNotice((error) => setNotice(toErrorInfo(error)));
        active.current = {
          kind,
          connection,
          stop: () => {
            unsubscribe();
            unlisten();
          },
        };
        setState(connection.getState());
      }
      return connection;
    },
    [config],
  );

  const choose = useCallback(
    (choice: WalletChoice, report: (status: ChooserStatus) => void) => {
      // A new choice supersedes one still under way (chosen, then closed, then chosen again).
      if (attempt.current) attempt.current.cancelled = true;
      const current = { cancelled: false };
      attempt.current = current;
      // Only the latest, uncancelled choice speaks to the chooser: an older one must not close it.
      const live = () => attempt.current === current && !current.cancelled;
      setNotice(null);
      activate(connectorFor(choice))
        .then((connection) =>
          connection.connect(choice, {
            shown: () => {
              if (live()) report({ kind: 'done' });
            },
            cancelled: () => current.cancelled,
          }),
        )
        .then(() => {
          if (live()) report({ kind: 'done' });
        })
        .catch((error: unknown) => {
          if (!live()) return;
          report({ kind: 'failed' });
          setNotice(toErrorInfo(error, 'WALLET_LOAD_FAILED'));
        })
        .finally(() => {
          if (attempt.current === current) attempt.current = null;
        });
    },
    [activate],
  );

  useWalletChooser({
    choose,
    cancel: () => {
      if (attempt.current) attempt.current.cancelled = true;
    },
    prefetch: (kind) => {
      if (kind === 'injected' || config.walletConnectProjectId) prefetchWalletConnection(kind);
    },
  });

  useEffect(() => {
    const stored = loadSessionFlag();
    if (stored === 'walletconnect' && !config.walletConnectProjectId) return;
    if (stored)
      activate(stored).catch((error: unknown) => setNotice(toErrorInfo(error, 'WALLET_LOAD_FAILED')));
  }, [activate, config]);

  useEffect(() => {
    if (state?.status === 'connected' && active.current) setSessionFlag(active.current.kind);
    if (state?.status === 'disconnected') setSessionFlag(null);
  }, [state?.status]);

  const run = (action: (connection: WalletConnection) => Promise<void>) => {
    const connection = active.current?.connection;
    if (!connection) return;
    setNotice(null);
    action(connection).catch((error: unknown) => setNotice(toErrorInfo(error, 'UNEXPECTED')));
  };

  return {
    state,
    notice,
    disconnect: () => run((connection) => connection.disconnect()),
    switchChain: (chainId) => run((connection) => connection.switchChain(chainId)),
  };
}
