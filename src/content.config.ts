import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { homeSectionSchema } from './lib/content/homeSectionSchema.ts';
import { SECTIONS_DIR } from './lib/content/sectionFiles.ts';

/**
 * The owner's own sections of the home page: `content/home/<locale>/<name>.md` at the repository's root, one
 * section a file (docs/content.md). The id keeps the path as written (`pt-BR/about`). Rendering waits for the
 * page (`deferRender`), so the sections' Markdown step (src/integrations/sectionMarkdownPlugin.ts) runs on
 * every build and its refusals are never served from Astro's cache of rendered entries.
 */
const home = defineCollection({
  loader: glob({
    pattern: '*/*.md',
    base: `./${SECTIONS_DIR}`,
    generateId: ({ entry }) => entry.replace(/\.md$/i, ''),
    deferRender: true,
  }),
  schema: homeSectionSchema,
});

export const collections = { home };
