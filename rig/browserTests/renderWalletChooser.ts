import { experimental_AstroContainer } from 'astro/container';
import WalletChooser from '../../src/components/WalletChooser.astro?container';
import type { Locale } from '../../src/lib/i18n/locales.ts';

/**
 * The chooser's markup as a page serves it: src/components/WalletChooser.astro rendered with the props the home
 * page passes, its own styles before it and its inline script (the chooser's bundle) inside. Loaded through
 * Astro's Vite plugins by rig/browserTests/chooserMarkupCommands.ts.
 */
export async function renderWalletChooser(props: {
  locale: Locale;
  walletConnect: boolean;
}): Promise<string> {
  const container = await experimental_AstroContainer.create();
  return container.renderComponent(WalletChooser, { props });
}
