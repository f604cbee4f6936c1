import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../lib/config/siteConfigSchema.ts';
import { defaultLocale, findMissingTexts } from '../lib/config/siteTexts.ts';

/**
 * Warns once per language, at the start of a build, which of the owner's texts it shows in the default
 * language because site.config.ts gives none of its own (`de: name, links[0].label fall back to en`).
 */
export function warnMissingTexts(config: SiteConfig): AstroIntegration {
  return {
    name: 'missing-texts',
    hooks: {
      'astro:config:done': ({ logger }) => {
        for (const { locale, fields } of findMissingTexts(config)) {
          const verb = fields.length === 1 ? 'falls' : 'fall';
          logger.warn(
            `${locale}: ${fields.join(', ')} ${verb} back to ${defaultLocale(config)} (site.config.ts)`,
          );
        }
      },
    },
  };
}
