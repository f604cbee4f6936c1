import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root } from 'mdast';
import type { MdastPluginEntry } from 'satteri';
import type { RenderedSection } from '../lib/content/refusedSections.ts';
import { sectionAnchor } from '../lib/content/sectionAnchor.ts';
import { SECTIONS_DIR } from '../lib/content/sectionFiles.ts';
import { shapeSectionTree } from '../lib/content/shapeSectionTree.ts';

/**
 * How many lines the file at `path` has before `body`'s first line: Astro passes the Markdown after the
 * frontmatter, either cut off and trimmed (0 when the frontmatter was blanked in place instead).
 */
function bodyLineOffset(path: string, body: string): number {
  const text = readFileSync(path, 'utf8');
  const head = body.trimStart().slice(0, 200);
  const inFile = text.indexOf(head);
  if (head === '' || inFile < 0) return 0;
  const linesBefore = (source: string, index: number) => source.slice(0, index).split('\n').length;
  return linesBefore(text, inFile) - linesBefore(body, body.indexOf(head));
}

/**
 * Astro's Markdown step for the owner's home page sections (files below `<root>/content/home/`, others are
 * left alone): shapes each tree (src/lib/content/shapeSectionTree.ts) and adds to the rendered entry's
 * frontmatter what the page needs ({@link RenderedSection}): its FAQ's questions, for the JSON-LD, its
 * headings' ids, for the page to check against its own, and what it refused, by the file's own line numbers.
 * Those are kept with the render, which Astro caches between builds, so a refused file stops every build until
 * it is fixed (src/lib/content/refusedSections.ts).
 */
export function sectionMarkdownPlugin(root: string): MdastPluginEntry {
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
        const offset =
          shaped.problems.length + shaped.headings.length > 0 ? bodyLineOffset(path, ctx.source) : 0;
        const inFile = (line: number | undefined) => (line === undefined ? undefined : line + offset);
        const rendered: RenderedSection = {
          faq: shaped.faq,
          headings: shaped.headings.map((heading) => ({ ...heading, line: inFile(heading.line) })),
          refused: shaped.problems.map(({ line, rule }) => ({ line: inFile(line), rule })),
        };
        if (frontmatter) Object.assign(frontmatter, rendered);
        ctx.replaceNode(tree, shaped.root);
      },
    };
  };
}
