import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelConfig } from '../../lib/config/toPanelConfig.ts';
import { type ErrorInfo, toErrorInfo } from '../../lib/errors/AppError.ts';
import { hasSessionFlag, setSessionFlag } from '../../lib/wallet/sessionFlag.ts';
import { loadWalletConnection, prefetchWalletCode } from './loadWalletConnection.ts';
import type { WalletConnection, WalletState } from './walletConnectionTypes.ts';

/** The wallet part of the panel: the connection's state, our own opening phase, and a notice for the visitor. */
export interface WalletControls {
  state: WalletState | null;
  opening: boolean;
  notice: ErrorInfo | null;
  /** Downloads the wallet code without creating anything (no connection is made before the visitor asks). */
  prefetch(): void;
  connect(): void;
  choose(walletId: string): void;
  closePicker(): void;
  disconnect(): void;
  switchChain(chainId: number): void;
}

/** Loads the wallet connection on intent (or at once to restore a session) and wires its state to the panel. */
export function useWalletConnection(config: PanelConfig): WalletControls {
  const [state, setState] = useState<WalletState | null>(null);
  const [opening, setOpening] = useState(false);
  const [notice, setNotice] = useState<ErrorInfo | null>(null);
  const subscribed = useRef<WalletConnection | null>(null);

  const load = useCallback(async () => {
    const connection = await loadWalletConnection(config);
    if (subscribed.current !== connection) {
      subscribed.current = connection;
      setState(connection.getState());
      connection.subscribe(setState);
      connection.onNotice((error) => setNotice(toErrorInfo(error)));
    }
    return connection;
  }, [config]);

  const run = useCallback(
    (action: (wallet: WalletConnection) => Promise<void>, onDone?: () => void) => {
      setNotice(null);
      load()
        .then(action)
        .catch((error: unknown) => setNotice(toErrorInfo(error, 'WALLET_LOAD_FAILED')))
        .finally(onDone);
    },
    [load],
  );

  useEffect(() => {
    if (hasSessionFlag()) run(async () => undefined);
  }, [run]);

  useEffect(() => {
    if (state?.status === 'connected') setSessionFlag(true);
    if (state?.status === 'disconnected') setSessionFlag(false);
  }, [state?.status]);

  const connect = useCallback(() => {
    setOpening(true);
    run(
      (wallet) => wallet.open(),
      () => setOpening(false),
    );
  }, [run]);

  const prefetch = useCallback(() => prefetchWalletCode(config), [config]);

  return {
    state,
    opening,
    notice,
    prefetch,
    connect,
    choose: (walletId) => run((wallet) => wallet.choose(walletId)),
    closePicker: () => run(async (wallet) => wallet.closePicker()),
    disconnect: () => run((wallet) => wallet.disconnect()),
    switchChain: (chainId) => run((wallet) => wallet.switchChain(chainId)),
  };
}
