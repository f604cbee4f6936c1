import { inject } from 'vitest';

/** What the engine suite's global setup started, handed to the test files through Vitest's `provide`. */
export interface EngineState {
  /** The test site (gateway mode, with a WalletConnect project), served by wrangler dev. */
  siteUrl: string;
  /** The local WalletConnect relay; each engine's proxy hands the page's relay socket to it. */
  relayUrl: string;
  /** Per chain, its anvil node (wallets answer their own reads through it). */
  chains: { chainId: number; nodeUrl: string }[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    engines: EngineState;
  }
}

/** The state global setup provided for this test file. */
export function loadEngineState(): EngineState {
  return inject('engines');
}
