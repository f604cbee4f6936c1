import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
import { createServer } from 'vite';
import type { BrowserCommandContext } from 'vitest/node';
import { inlineChooserScript } from '../../src/integrations/inlineChooserScript.ts';
import type { renderWalletChooser } from './renderWalletChooser.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The chooser's markup with and without a WalletConnect project, rendered once per run. */
let rendered: Promise<Record<'withWalletConnect' | 'withoutWalletConnect', string>> | undefined;

/**
 * Renders src/components/WalletChooser.astro in Node with Astro's container API, through a Vite server that has
 * Astro's plugins and the site's chooser integration (which bundles the chooser's inline script, as a build
 * does), then closes that server.
 */
async function renderBoth(): Promise<Record<'withWalletConnect' | 'withoutWalletConnect', string>> {
  const astroVite = getViteConfig(
    { root: ROOT },
    {
      configFile: false,
      root: ROOT,
      integrations: [inlineChooserScript()],
      devToolbar: { enabled: false },
      logLevel: 'error',
    },
  );
  const server = await createServer({
    ...(await astroVite({ mode: 'development', command: 'serve' })),
    configFile: false,
    optimizeDeps: { noDiscovery: true, entries: [] },
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const { renderWalletChooser: render } = (await server.ssrLoadModule(
      '/rig/browserTests/renderWalletChooser.ts',
    )) as { renderWalletChooser: typeof renderWalletChooser };
    return {
      withWalletConnect: await render({ locale: 'en', walletConnect: true }),
      withoutWalletConnect: await render({ locale: 'en', walletConnect: false }),
    };
  } finally {
    await server.close();
  }
}

/** Commands a test in Chromium calls (`commands` from `vitest/browser`) for the wallet chooser's real markup. */
export const chooserMarkupCommands = {
  /** The chooser as the English home page renders it, with or without a WalletConnect project. */
  async chooserMarkup(_context: BrowserCommandContext, walletConnect: boolean): Promise<string> {
    rendered ??= renderBoth();
    const markup = await rendered;
    return walletConnect ? markup.withWalletConnect : markup.withoutWalletConnect;
  },
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    chooserMarkup: (walletConnect: boolean) => Promise<string>;
  }
}
