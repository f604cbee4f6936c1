import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { defaultLocale, siteTextsIn } from '../config/siteTexts.ts';

/** Where a mini-app host looks for a site's manifest. */
export const MINI_APP_MANIFEST_PATH = '/.well-known/farcaster.json';

/** The manifest a mini-app host reads (Farcaster's `domainManifestSchema`; the Base app reads the same file). */
export interface MiniAppManifest {
  accountAssociation: { header: string; payload: string; signature: string };
  miniapp: {
    version: '1';
    name: string;
    homeUrl: string;
    iconUrl: string;
    description?: string;
    splashImageUrl?: string;
    splashBackgroundColor?: string;
  };
  baseBuilder?: { ownerAddress: string };
}

/**
 * The site's mini-app manifest, from its config, or null when the owner has not turned mini apps on: the owner's
 * signed account association, and the listing's name, home (the site's own URL) and icon (the owner's, or the
 * site's apple-touch-icon.png), with what else the owner gave.
 */
export function buildMiniAppManifest(config: SiteConfig): MiniAppManifest | null {
  const miniApp = config.miniApp;
  if (!miniApp) return null;
  const home = new URL('/', config.url).href;
  return {
    accountAssociation: miniApp.accountAssociation,
    miniapp: {
      version: '1',
      name: miniApp.name ?? siteTextsIn(config, defaultLocale(config)).name,
      homeUrl: home,
      iconUrl: miniApp.iconUrl ?? new URL('/apple-touch-icon.png', home).href,
      ...(miniApp.description ? { description: miniApp.description } : {}),
      ...(miniApp.splashImageUrl ? { splashImageUrl: miniApp.splashImageUrl } : {}),
      ...(miniApp.splashBackgroundColor ? { splashBackgroundColor: miniApp.splashBackgroundColor } : {}),
    },
    ...(miniApp.baseBuilderOwner ? { baseBuilder: { ownerAddress: miniApp.baseBuilderOwner } } : {}),
  };
}
