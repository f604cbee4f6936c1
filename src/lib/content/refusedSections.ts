import { AppError } from '../errors/AppError.ts';
import type { FaqEntry, SectionHeading, SectionProblem } from './shapeSectionTree.ts';

/** What the Markdown step adds to a section's rendered frontmatter: its questions, its headings, what it refused. */
export interface RenderedSection {
  faq: FaqEntry[];
  headings: SectionHeading[];
  refused: SectionProblem[];
}

/** The lines naming what the Markdown step refused in one section, or that the step never ran on it. */
function refusalsOf(file: string, rendered: Partial<RenderedSection> | undefined): string[] {
  if (!Array.isArray(rendered?.refused) || !Array.isArray(rendered?.headings)) {
    return [
      `- ${file}: the sections' Markdown step (src/integrations/sectionMarkdownPlugin.ts) did not run on it, so nothing in it was checked: is the home-sections integration in astro.config.mjs?`,
    ];
  }
  return rendered.refused.map(
    ({ line, rule }) => `- ${file}${line === undefined ? '' : `:${line}`}: ${rule}`,
  );
}

/**
 * Throws CONFIG_INVALID naming, by file and line, everything the sections' Markdown step refused (raw HTML, a
 * link that runs script, an image from outside the repository), each section it did not run on (so nothing
 * unchecked is ever shown), and each id clash (`findAnchorClashes`, `findHeadingIdClashes`), so the build stops
 * as it does on a config mistake. `sections` are the file (from the project's root) and rendered frontmatter of
 * each.
 */
export function assertNothingRefused(
  sections: readonly { file: string; rendered: Partial<RenderedSection> | undefined }[],
  clashes: readonly string[] = [],
): void {
  const lines = [
    ...sections.flatMap(({ file, rendered }) => refusalsOf(file, rendered)),
    ...clashes.map((clash) => `- ${clash}`),
  ];
  if (lines.length === 0) return;
  throw new AppError('CONFIG_INVALID', {
    message: `Invalid home page sections:\n${lines.join('\n')}\n\nFix the files (docs/content.md) and build again.`,
  });
}
