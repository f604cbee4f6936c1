import type { PanelConfig } from '../../src/lib/config/toPanelConfig.ts';

declare module 'vitest' {
  /** What rig/browserTests/globalSetup.ts gives the tests in Chromium. */
  export interface ProvidedContext {
    panelConfig: PanelConfig;
    relayUrl: string;
    rpcUrls: Record<number, string>;
    /** The world's ENS names, each with the address it resolves to on the ENS chain. */
    ensNames: Record<string, string>;
  }
}
