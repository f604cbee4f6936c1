import { AppError } from '../errors/AppError.ts';
import type { FaqEntry, SectionProblem } from './shapeSectionTree.ts';

/** What the Markdown step adds to a section's rendered frontmatter: its questions, and what it refused. */
export interface RenderedSection {
  faq: FaqEntry[];
  refused: SectionProblem[];
}

/**
 * Throws CONFIG_INVALID naming, by file and line, everything the sections' Markdown step refused (raw HTML, an
 * image from outside the repository), and each anchor clash (`findAnchorClashes`), so the build stops as it
 * does on a config mistake. `sections` are the file (from the project's root) and rendered frontmatter of each.
 */
export function assertNothingRefused(
  sections: readonly { file: string; rendered: Partial<RenderedSection> | undefined }[],
  clashes: readonly string[] = [],
): void {
  const lines = [
    ...sections.flatMap(({ file, rendered }) =>
      (rendered?.refused ?? []).map(
        ({ line, rule }) => `- ${file}${line === undefined ? '' : `:${line}`}: ${rule}`,
      ),
    ),
    ...clashes.map((clash) => `- ${clash}`),
  ];
  if (lines.length === 0) return;
  throw new AppError('CONFIG_INVALID', {
    message: `Invalid home page sections:\n${lines.join('\n')}\n\nFix the files (docs/content.md) and build again.`,
  });
}
