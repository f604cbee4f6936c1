import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { contactedOrigins } from './contactedOrigins.ts';

/**
 * Builds the page's Content-Security-Policy from the config and the hashes of its inline scripts. The page may be
 * framed only by the mini-app hosts the owner names (`miniApp.hosts`), and by nobody without them.
 */
export function buildContentSecurityPolicy(
  config: SiteConfig,
  inlineScriptHashes: readonly string[],
): string {
  const origins = contactedOrigins(config);
  const rpcOrigins = [...new Set(origins.rpc.flatMap((chain) => chain.origins))];
  const walletConnect = origins.walletConnect;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(inlineScriptHashes)].map((hash) => `'${hash}'`)],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...origins.avatars],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...rpcOrigins,
      ...(walletConnect ? [walletConnect.registry, walletConnect.relay] : []),
    ],
    ['frame-src', ...(walletConnect ? [walletConnect.verify] : ["'none'"])],
    ['object-src', "'none'"],
    ['frame-ancestors', ...(config.miniApp ? config.miniApp.hosts : ["'none'"])],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
