import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import type { MdastPluginEntry } from 'satteri';
import { sectionAnchor } from '../lib/content/sectionAnchor.ts';
import { SECTIONS_DIR } from '../lib/content/sectionFiles.ts';
import { type SectionProblem, shapeSectionTree } from '../lib/content/shapeSectionTree.ts';

/** Where a section's refused content is reported: its file (from the project's root) and its problems. */
export interface RefusedSection {
  file: string;
  problems: SectionProblem[];
}

/** The line of the file on which `body` (the Markdown after the frontmatter, as Astro passes it) starts. */
function bodyLineOffset(path: string, body: string): number {
  const text = readFileSync(path, 'utf8');
  const start = text.indexOf(body.slice(0, 200));
  return start < 0 ? 0 : text.slice(0, start).split('\n').length - 1;
}

/**
 * Astro's Markdown step for the owner's home page sections (files below `<root>/content/home/`, others are
 * left alone): shapes each tree (src/lib/content/shapeSectionTree.ts), puts its FAQ's questions in the
 * rendered entry's frontmatter (`faq`) for the page's JSON-LD, and hands anything it refuses, with the file's
 * own line numbers, to `refuse`.
 */
export function sectionMarkdownPlugin(
  root: string,
  refuse: (refused: RefusedSection) => void,
): MdastPluginEntry {
  return ({ fileURL }) => {
    const path = fileURL ? fileURLToPath(fileURL) : '';
    const file = relative(root, path).replaceAll('\\', '/');
    if (!file.startsWith(`${SECTIONS_DIR}/`)) return null;
    return {
      name: 'home-sections',
      options: { position: true },
      before(tree, ctx) {
        const frontmatter = (ctx.data.astro as { frontmatter?: Record<string, unknown> } | undefined)
          ?.frontmatter;
        const kind = frontmatter?.kind === 'faq' ? 'faq' : 'text';
        const id = typeof frontmatter?.id === 'string' ? frontmatter.id : undefined;
        const shaped = shapeSectionTree(tree as Root, kind, sectionAnchor(basename(file), id));
        if (shaped.problems.length > 0) {
          const offset = bodyLineOffset(path, ctx.source);
          refuse({
            file,
            problems: shaped.problems.map(({ line, rule }) => ({
              line: line === undefined ? undefined : line + offset,
              rule,
            })),
          });
        }
        if (frontmatter) frontmatter.faq = shaped.faq;
        ctx.replaceNode(tree, shaped.root);
      },
    };
  };
}
