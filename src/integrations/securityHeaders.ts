import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../lib/config/siteConfigSchema.ts';
import { buildHeadersFile } from '../lib/headers/buildHeadersFile.ts';
import { hashInlineScripts } from '../lib/headers/hashInlineScripts.ts';
import { listHtmlFiles } from './listHtmlFiles.ts';

/** Writes `_headers` after the build: CSP from the config plus the hashes of the inline scripts emitted. */
export function securityHeaders(config: SiteConfig): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:setup': ({ logger }) => {
        if (config.walletConnectProjectId === undefined) {
          logger.warn(
            'No WalletConnect project ID (PUBLIC_WALLETCONNECT_PROJECT_ID): the QR code option is left out. ' +
              'Extension wallets and watch mode still work. Get an ID at https://dashboard.reown.com.',
          );
        }
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await listHtmlFiles(outDir)) {
          for (const hash of hashInlineScripts(await readFile(file, 'utf8'))) hashes.add(hash);
        }
        await writeFile(join(outDir, '_headers'), buildHeadersFile(config, [...hashes].sort()));
        logger.info(`_headers written with ${hashes.size} inline script hash(es)`);
      },
    },
  };
}
