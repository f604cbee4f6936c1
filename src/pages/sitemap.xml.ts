import type { APIRoute } from 'astro';
import { siteConfig } from '../../site.config.ts';
import { buildSitemap } from '../lib/i18n/buildSitemap.ts';

/** `/sitemap.xml`: every page in every language, written at build time. */
export const GET: APIRoute = () =>
  new Response(buildSitemap(siteConfig.url, siteConfig.locales), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
