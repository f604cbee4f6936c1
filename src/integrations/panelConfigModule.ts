import type { Plugin } from 'vite';
import type { ClaimsListSummary } from '../lib/claims/claimTypes.ts';
import type { SiteConfig } from '../lib/config/siteConfigSchema.ts';
import { toPanelConfig } from '../lib/config/toPanelConfig.ts';

/** The module id under which the island gets its config. */
const MODULE_ID = 'virtual:panel-config';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves the island its config as `virtual:panel-config`, each claims list joined with what the build made of
 * it (id, root, index prefix, from `claimLists`): a module of the island's code, fetched on intent, rather than
 * props repeated in every page's HTML. `viaGateway` sends reads to the site's own /rpc/* instead of the RPC URLs.
 */
export function panelConfigModule(
  config: SiteConfig,
  viaGateway: boolean,
  claimLists: () => Promise<ClaimsListSummary[]>,
): Plugin {
  return {
    name: 'panel-config',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const panelConfig = toPanelConfig(config, { viaGateway, claimLists: await claimLists() });
      return `export default ${JSON.stringify(panelConfig)};`;
    },
  };
}
