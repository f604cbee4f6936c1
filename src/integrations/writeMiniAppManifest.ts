import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../lib/config/siteConfigSchema.ts';
import { buildMiniAppManifest, MINI_APP_MANIFEST_PATH } from '../lib/miniApp/buildMiniAppManifest.ts';

/**
 * Writes the site's mini-app manifest (`/.well-known/farcaster.json`, read by Farcaster and the Base app) after
 * the build, when the owner turned mini apps on in the config (`miniApp`); nothing otherwise.
 */
export function writeMiniAppManifest(config: SiteConfig): AstroIntegration {
  return {
    name: 'mini-app-manifest',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const manifest = buildMiniAppManifest(config);
        if (!manifest) return;
        const file = join(fileURLToPath(dir), MINI_APP_MANIFEST_PATH);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `${JSON.stringify(manifest, null, 2)}\n`);
        logger.info(`mini-app manifest written to ${MINI_APP_MANIFEST_PATH}`);
      },
    },
  };
}
