// @ts-check
import { fileURLToPath } from 'node:url';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { claimsLists } from './src/integrations/claimsLists.ts';
import { clientChunks } from './src/integrations/clientChunks.ts';
import { hoistBodyStylesIntegration } from './src/integrations/hoistBodyStylesIntegration.ts';
import { homeSections } from './src/integrations/homeSections.ts';
import { inlineChooserScript } from './src/integrations/inlineChooserScript.ts';
import { intentDirective } from './src/integrations/intentDirective.ts';
import { securityHeaders } from './src/integrations/securityHeaders.ts';
import { warnMissingTexts } from './src/integrations/warnMissingTexts.ts';
import { writeGatewayPolicy } from './src/integrations/writeGatewayPolicy.ts';
import { writeMiniAppManifest } from './src/integrations/writeMiniAppManifest.ts';
import { writeModuleHints } from './src/integrations/writeModuleHints.ts';

/** The validated site config; a mistake in it ends the build with the field paths and rules, nothing else. */
async function loadSiteConfig() {
  try {
    return (await import('./site.config.ts')).siteConfig;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'CONFIG_INVALID') {
      console.error(
        `\n${error.message}\n\nFix site.config.ts (or the PUBLIC_ environment variable) and build again.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

const siteConfig = await loadSiteConfig();

export default defineConfig({
  site: siteConfig.url,
  output: 'static',
  // Astro's caches (the content layer's rendered sections among them) beside the project, not in node_modules:
  // the test copies of the site share one node_modules, and builds of different copies must not share a cache.
  cacheDir: './.astro/cache',
  trailingSlash: 'ignore',
  // `preserve`: privacy.astro is privacy.html (served at /privacy), [locale]/index.astro is de/index.html (at /de/).
  build: { inlineStylesheets: 'always', format: 'preserve' },
  integrations: [
    react(),
    intentDirective(),
    inlineChooserScript(),
    hoistBodyStylesIntegration(),
    clientChunks(),
    writeModuleHints(),
    securityHeaders(siteConfig),
    writeGatewayPolicy(siteConfig),
    writeMiniAppManifest(siteConfig),
    claimsLists(siteConfig),
    warnMissingTexts(siteConfig),
    homeSections(siteConfig),
  ],
  devToolbar: { enabled: false },
  // WalletConnect's HTTP connection imports `cross-fetch`; the platform's own fetch stands in (src/shims/). Base
  // Account's SDK imports its telemetry loader, which the page never calls: a no-op stands in for it. The mini-app
  // SDK imports Solana's library for a Solana wallet the page never asks: classes that throw stand in for it.
  vite: {
    resolve: {
      alias: [
        {
          find: 'cross-fetch',
          replacement: fileURLToPath(new URL('./src/shims/crossFetch.ts', import.meta.url)),
        },
        {
          find: '@solana/web3.js',
          replacement: fileURLToPath(new URL('./src/shims/solanaWeb3.ts', import.meta.url)),
        },
        {
          find: /^(\.\.\/)+core\/telemetry\/initCCA\.js$/,
          replacement: fileURLToPath(new URL('./src/shims/baseAccountTelemetry.ts', import.meta.url)),
        },
      ],
    },
  },
});
