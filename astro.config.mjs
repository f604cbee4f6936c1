// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { siteConfig } from './site.config.ts';
import { intentDirective } from './src/integrations/intentDirective.ts';
import { securityHeaders } from './src/integrations/securityHeaders.ts';

export default defineConfig({
  site: siteConfig.url,
  output: 'static',
  trailingSlash: 'ignore',
  build: { inlineStylesheets: 'always', format: 'file' },
  integrations: [react(), intentDirective(), securityHeaders(siteConfig)],
  devToolbar: { enabled: false },
});
