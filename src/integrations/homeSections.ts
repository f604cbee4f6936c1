import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { SiteConfig } from '../lib/config/siteConfigSchema.ts';
import { defaultLocale } from '../lib/config/siteTexts.ts';
import { findMissingSections, SECTIONS_DIR, toSectionFile } from '../lib/content/sectionFiles.ts';
import { sectionMarkdownPlugin } from './sectionMarkdownPlugin.ts';

/** The section files below `<root>/content/home/` (none when the folder does not exist). */
function listSectionFiles(root: string) {
  const dir = join(root, SECTIONS_DIR);
  const entries = (() => {
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true });
    } catch {
      return [];
    }
  })();
  return entries
    .filter((entry) => entry.isFile())
    .flatMap((entry) => toSectionFile(relative(dir, join(entry.parentPath, entry.name))) ?? []);
}

/**
 * The owner's home page sections (`content/home/<locale>/<name>.md`, docs/content.md): adds their Markdown
 * step to Astro's processor, and warns once per language which sections it shows in the default language
 * (`[missing-texts] ar: content/home/en/faq.md falls back to en`). What the step refuses stops the build
 * when the page renders (src/components/HomeSections.astro).
 */
export function homeSections(config: SiteConfig): AstroIntegration {
  return {
    name: 'home-sections',
    hooks: {
      'astro:config:setup': ({ config: astroConfig }) => {
        const root = fileURLToPath(astroConfig.root);
        const options = astroConfig.markdown.processor.options as { mdastPlugins?: unknown[] };
        options.mdastPlugins = [...(options.mdastPlugins ?? []), sectionMarkdownPlugin(root)];
      },
      'astro:config:done': ({ config: astroConfig, logger }) => {
        const files = listSectionFiles(fileURLToPath(astroConfig.root));
        const fallback = defaultLocale(config);
        for (const { locale, files: missing } of findMissingSections(files, config.locales)) {
          const verb = missing.length === 1 ? 'falls' : 'fall';
          logger.fork('missing-texts').warn(`${locale}: ${missing.join(', ')} ${verb} back to ${fallback}`);
        }
      },
    },
  };
}
