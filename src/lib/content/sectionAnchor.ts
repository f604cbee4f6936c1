import { SECTION_ANCHOR } from './homeSectionSchema.ts';

/**
 * A section's anchor: its frontmatter `id`, or else its file name made one (`Token Facts` → `token-facts`).
 * A file name with no Latin letter or digit left gives `section`.
 */
export function sectionAnchor(fileName: string, id: string | undefined): string {
  if (id !== undefined) return id;
  const slug = fileName
    .replace(/\.md$/i, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return SECTION_ANCHOR.test(slug) ? slug : 'section';
}
