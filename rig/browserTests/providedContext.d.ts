import type { PanelConfig } from '../../src/lib/config/toPanelConfig.ts';

declare module 'vitest' {
  /** What rig/browserTests/globalSetup.ts gives the tests in Chromium. */
  export interface ProvidedContext {
    panelConfig: PanelConfig;
    relayUrl: string;
    /** An RPC URL on 127.0.0.1 where nothing listens: a chain read there fails as an unreachable node does. */
    closedRpcUrl: string;
    rpcUrls: Record<number, string>;
    /** The world's ENS names, each with the address it resolves to on the ENS chain. */
    ensNames: Record<string, string>;
    /**
     * The world's accounts by name (rig/chain/testWorld.ts), as decimal text: the native balance each holds on
     * every chain (wei), and what each may claim from the Harbor airdrop (rig/claims/testClaimsLists.ts; null
     * when not on it). bob has claimed his.
     */
    worldAccounts: Record<
      'alice' | 'bob' | 'empty' | 'mallory',
      { address: string; native: string; harborAirdrop: string | null }
    >;
  }
}
