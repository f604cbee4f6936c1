import { useCallback, useEffect, useState } from 'react';
import type { WatchTarget } from '../watch/useWatchMode.ts';

/** Which accounts the panel shows, and how: one in full, or all of them in rows. */
export interface ShownAccounts {
  /** Every account in view: the connected wallet's (its active one, or all it shares), or those watched. */
  accounts: WatchTarget[];
  /** The account shown in full; null when the rows show. */
  open: WatchTarget | null;
  /** Whether the connected wallet's every account is in view. */
  walletAll: boolean;
  /** Shows one account in full. */
  openAccount(address: string): void;
  /** Shows every account in rows (with one account too, to add others). */
  showRows(): void;
  /** Puts the connected wallet's every account in view, or only its active one. */
  showWalletAccounts(all: boolean): void;
}

/**
 * The accounts in view and how they show: a connected wallet's active account in full (all it shares in rows
 * once asked), else the watched accounts, one in full, or several in rows that each open in full.
 */
export function useShownAccounts(
  wallet: { address: string | null; accounts: readonly string[] },
  watched: readonly WatchTarget[],
): ShownAccounts {
  const [opened, setOpened] = useState<string | null>(null);
  const [rowsWanted, setRowsWanted] = useState(false);
  const [walletAll, setWalletAll] = useState(false);
  const connected = wallet.address !== null;
  const all = connected && walletAll && wallet.accounts.length > 1;
  const accounts: WatchTarget[] = !connected
    ? [...watched]
    : all
      ? wallet.accounts.map((address) => ({ address, ensName: null }))
      : [{ address: wallet.address ?? '', ensName: null }];
  const empty = accounts.length === 0;
  useEffect(() => {
    if (!empty) return;
    setOpened(null);
    setRowsWanted(false);
  }, [empty]);
  useEffect(() => {
    if (!connected) setWalletAll(false);
  }, [connected]);
  const chosen = accounts.find((account) => account.address === opened) ?? null;
  const alone = accounts.length === 1 && !rowsWanted && !all ? (accounts[0] ?? null) : null;

  const openAccount = useCallback((address: string) => setOpened(address), []);
  const showRows = useCallback(() => {
    setOpened(null);
    setRowsWanted(true);
  }, []);
  const showWalletAccounts = useCallback((wanted: boolean) => {
    setOpened(null);
    setWalletAll(wanted);
  }, []);

  return { accounts, open: chosen ?? alone, walletAll: all, openAccount, showRows, showWalletAccounts };
}
