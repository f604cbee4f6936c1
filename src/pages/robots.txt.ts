import type { APIRoute } from 'astro';
import { siteConfig } from '../../site.config.ts';

/** `/robots.txt`: everything may be crawled; the sitemap lists every page in every language. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteConfig.url).href}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
