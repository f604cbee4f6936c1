import type { WalletChoice } from '../../chooser/chooserProtocol.ts';
import type { AppError } from '../../lib/errors/AppError.ts';
import type { SessionConnector } from '../../lib/wallet/sessionFlag.ts';

/** The wallet as the panel sees it. */
export interface WalletState {
  status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected';
  address: string | null;
  chainId: number | null;
  /** For a WalletConnect session: whether the relay link to the phone wallet is up; null otherwise. */
  relay: 'online' | 'reconnecting' | null;
}

/** Which of the page's two connectors: its own for wallets in the page (EIP-6963), or AppKit for WalletConnect. */
export type ConnectorKind = SessionConnector;

/** The hooks a connection calls while it acts on a choice, so the chooser can follow. */
export interface ConnectSteps {
  /** The connection is ready to show its own UI (AppKit): the page's chooser must close first. */
  shown(): void;
  /** True once the visitor closed the chooser: a connection that has not shown anything yet stops. */
  cancelled(): boolean;
}

/** One of the page's wallet connections behind one small surface. */
export interface WalletConnection {
  getState(): WalletState;
  subscribe(listener: (state: WalletState) => void): () => void;
  onNotice(listener: (notice: AppError) => void): () => void;
  /**
   * Acts on the visitor's choice: asks the browser wallet for its account, or opens AppKit on the chosen view.
   * Throws a coded AppError when that cannot happen (declined, timed out).
   */
  connect(choice: WalletChoice, steps: ConnectSteps): Promise<void>;
  disconnect(): Promise<void>;
  switchChain(chainId: number): Promise<void>;
}
