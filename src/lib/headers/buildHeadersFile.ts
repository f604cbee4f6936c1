import type { SiteConfig } from '../config/siteConfigSchema.ts';
import { buildContentSecurityPolicy } from './buildContentSecurityPolicy.ts';

/**
 * Generates Cloudflare's `_headers` file: security headers everywhere, caching by kind of asset. Hashed assets
 * (`/_astro/*`) and claims lists' files (`/claims/*`: each list's folder is named by a hash of its files) never
 * change at their URL, so browsers and the CDN keep them for a year.
 *
 * No `Cross-Origin-Opener-Policy`: it puts the page in a new browsing context group, so every arrival from
 * another page starts a fresh renderer process instead of reusing the tab's, which delays first paint
 * (docs/performance.md, "Costs behind the chooser and the panel"). What it guards, an opener's handle on this window, matters for
 * pages with a login or secrets; this one is read-only, links out with `noopener` and cannot be framed (but by
 * the mini-app hosts an owner names). Base Account's SDK needs it to be anything but `same-origin` too.
 */
export function buildHeadersFile(config: SiteConfig, inlineScriptHashes: readonly string[]): string {
  const securityHeaders = [
    `Content-Security-Policy: ${buildContentSecurityPolicy(config, inlineScriptHashes)}`,
    'Strict-Transport-Security: max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options: nosniff',
    // Older browsers' framing rule: only where nobody may frame the page (the CSP names a mini app's hosts).
    ...(config.miniApp ? [] : ['X-Frame-Options: DENY']),
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()',
  ];
  const immutable = ['! Cache-Control', 'Cache-Control: public, max-age=31536000, immutable'];
  const rules: [string, string[]][] = [
    ['/*', [...securityHeaders, 'Cache-Control: public, max-age=0, must-revalidate']],
    ['/_astro/*', immutable],
    ...(config.claims.length > 0 ? [['/claims/*', immutable] as [string, string[]]] : []),
  ];
  return `${rules.map(([path, headers]) => [path, ...headers.map((header) => `  ${header}`)].join('\n')).join('\n')}\n`;
}
