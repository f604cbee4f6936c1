import type { PanelConfig } from '../../src/lib/config/toPanelConfig.ts';

declare module 'vitest' {
  /** What rig/browserTests/globalSetup.ts gives the tests in Chromium. */
  export interface ProvidedContext {
    panelConfig: PanelConfig;
    relayUrl: string;
    rpcUrls: Record<number, string>;
  }
}
