import type { WalletChoice } from '../../chooser/chooserContract.ts';
import type { AppError } from '../../lib/errors/AppError.ts';
import type { SessionConnector } from '../../lib/wallet/sessionFlag.ts';

/** The wallet as the panel sees it. */
export interface WalletState {
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
  address: string | null;
  /**
   * Every account the wallet shares with the page (`eth_accounts`, or a WalletConnect session's accounts),
   * checksummed, each once, `address` first; empty when disconnected.
   */
  accounts: string[];
  chainId: number | null;
  /** For a WalletConnect session: whether the relay link to the phone wallet is up; null otherwise. */
  relay: 'online' | 'reconnecting' | null;
}

/** Which of the page's connectors: its own for wallets in the page (EIP-6963), WalletConnect, or Base Account. */
export type ConnectorKind = SessionConnector;

/** What a connection is given while it acts on a choice, so the chooser can follow and cancel. */
export interface ConnectSteps {
  /** The connection is ready to show its own UI (AppKit): the page's chooser must close first. */
  shown(): void;
  /** Aborts when the visitor closes the chooser or makes another choice: a connection not yet shown stops. */
  signal: AbortSignal;
}

/** One of the page's wallet connections behind one small surface. */
export interface WalletConnection {
  getState(): WalletState;
  subscribe(listener: (state: WalletState) => void): () => void;
  onNotice(listener: (notice: AppError) => void): () => void;
  /**
   * Acts on the visitor's choice: asks the browser wallet for its account, offers the page's WalletConnect
   * pairing until a wallet takes it, or opens AppKit's All wallets. Throws a coded AppError when that cannot
   * happen (declined, timed out).
   */
  connect(choice: WalletChoice, steps: ConnectSteps): Promise<void>;
  disconnect(): Promise<void>;
  switchChain(chainId: number): Promise<void>;
}
