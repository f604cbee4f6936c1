import { z } from 'zod';
import { rejectUnknownKeys } from '../config/rejectUnknownKeys.ts';

/** A section's anchor: lower-case letters, digits and single hyphens, as a URL fragment reads (`#token-facts`). */
export const SECTION_ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The fields of a section's frontmatter, each with the rule it breaks in words. */
const fields = {
  title: z
    .string({
      error: (issue) => (issue.input === undefined ? 'is required: the section’s heading' : 'must be text'),
    })
    .trim()
    .min(1, 'must not be empty: it is the section’s heading')
    .max(120, 'must be at most 120 characters'),
  order: z.number({ error: 'must be a number (sections are shown from the lowest)' }).default(0),
  id: z
    .string({ error: 'must be text' })
    .regex(SECTION_ANCHOR, 'must be lower-case letters, digits and single hyphens (`token-facts`)')
    .optional(),
  kind: z.enum(['text', 'faq'], { error: 'must be `text` or `faq`' }).default('text'),
};

/**
 * The frontmatter of one home page section (`content/home/<locale>/<name>.md`): its heading, its place among
 * the others, its anchor and its form. A field it does not know is refused by name, with the nearest known one
 * as the site config does (`titel: unknown field; did you mean \`title\`?`). docs/content.md describes each field.
 */
export const homeSectionSchema = z.object(fields).apply(rejectUnknownKeys);

/** A section's frontmatter, validated, with its defaults. */
export type HomeSectionData = z.output<typeof homeSectionSchema>;

/** The kind of a section: running text, or questions and answers. */
export type HomeSectionKind = HomeSectionData['kind'];
