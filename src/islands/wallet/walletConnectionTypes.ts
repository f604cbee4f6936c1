import type { AppError } from '../../lib/errors/AppError.ts';

/** A browser wallet found through EIP-6963, as the picker lists it. */
export interface InjectedWalletInfo {
  id: string;
  name: string;
  /** A `data:image/…` URL, or null when the wallet's icon is not one. */
  icon: string | null;
}

/** The wallet as the panel sees it. */
export interface WalletState {
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
  address: string | null;
  chainId: number | null;
  pickerOpen: boolean;
  /** The browser wallets to pick from when the page draws its own picker (no WalletConnect project). */
  injectedWallets: InjectedWalletInfo[] | null;
  /** For a WalletConnect session: whether the relay link to the phone wallet is up; null otherwise. */
  relay: 'online' | 'reconnecting' | null;
}

/** The page's wallet connection: AppKit, or the page's own EIP-6963 picker, behind one small surface. */
export interface WalletConnection {
  getState(): WalletState;
  subscribe(listener: (state: WalletState) => void): () => void;
  onNotice(listener: (notice: AppError) => void): () => void;
  /** Opens the picker; throws a coded AppError when it cannot be shown in time. */
  open(): Promise<void>;
  /** Connects the browser wallet with this id (own picker only). */
  choose(walletId: string): Promise<void>;
  closePicker(): void;
  disconnect(): Promise<void>;
  switchChain(chainId: number): Promise<void>;
}
