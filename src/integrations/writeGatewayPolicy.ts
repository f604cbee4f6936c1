import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../lib/config/siteConfigSchema.ts';
import { toGatewayPolicy } from '../lib/gatewayPolicy/toGatewayPolicy.ts';

/**
 * Writes `.gateway/policy.json` (git-ignored) beside `wrangler.toml` after each build: what the `/rpc/*`
 * Worker may forward, and the config's RPC URLs it falls back to. Wrangler bundles it into the Worker, so it
 * never becomes a static asset.
 */
export function writeGatewayPolicy(config: SiteConfig): AstroIntegration {
  let root = '';
  return {
    name: 'gateway-policy',
    hooks: {
      'astro:config:done': ({ config: astroConfig }) => {
        root = fileURLToPath(astroConfig.root);
      },
      'astro:build:done': async ({ logger }) => {
        const dir = `${root}.gateway`;
        await mkdir(dir, { recursive: true });
        const policy = toGatewayPolicy(config);
        await writeFile(`${dir}/policy.json`, `${JSON.stringify(policy, null, 2)}\n`);
        const chains = Object.keys(policy.chains).length;
        logger.info(
          chains > 0 ? `RPC gateway policy written for ${chains} chain(s)` : 'RPC gateway off (direct mode)',
        );
      },
    },
  };
}
