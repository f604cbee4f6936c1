import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { buildContentSecurityPolicy } from './buildContentSecurityPolicy.ts';

/** Generates Cloudflare's `_headers` file: security headers everywhere, caching by kind of asset. */
export function buildHeadersFile(config: SiteConfig, inlineScriptHashes: readonly string[]): string {
  const securityHeaders = [
    `Content-Security-Policy: ${buildContentSecurityPolicy(config, inlineScriptHashes)}`,
    'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy: same-origin-allow-popups',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()',
  ];
  const rules: [string, string[]][] = [
    ['/*', [...securityHeaders, 'Cache-Control: public, max-age=0, must-revalidate']],
    ['/_astro/*', ['! Cache-Control', 'Cache-Control: public, max-age=31536000, immutable']],
  ];
  return `${rules.map(([path, headers]) => [path, ...headers.map((header) => `  ${header}`)].join('\n')).join('\n')}\n`;
}
