import type { Heading, Nodes, Root, RootContent } from 'mdast';
import type { HomeSectionKind } from './homeSectionSchema.ts';

/** One question of a FAQ section and its answer, as plain text (for the page's FAQPage JSON-LD). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** Something in a section the build refuses, with the line it starts on in the Markdown file. */
export interface SectionProblem {
  line: number | undefined;
  rule: string;
}

/** A section's Markdown tree made ready for the page, with its questions and what it must not contain. */
export interface ShapedSection {
  root: Root;
  faq: FaqEntry[];
  problems: SectionProblem[];
}

const RAW_HTML =
  'raw HTML is not allowed: write Markdown (the page’s CSP, its read-only promise and its budgets hold only for what the build writes)';
const OUTSIDE_IMAGE =
  'an image must be a file in the repository, by a path relative to this file (`./chart.png`): the CSP allows the site’s own origin only, and Astro sizes it so nothing shifts';

/** A URL that leaves the site: absolute, on the web. */
const isOutbound = (url: string) => /^https?:\/\//i.test(url);

/** A URL naming an image file. */
const IMAGE_FILE = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** A path into the repository, relative to the Markdown file: no scheme, no leading slash. */
const isRepositoryPath = (url: string) =>
  url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/');

/** Nodes whose children run on in one line of text; the children of any other parent are blocks. */
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'tableCell',
]);

/**
 * The text a reader sees in `node`, as mdast-util-to-string reads it (image alt included), with a space
 * between blocks (list items, table cells) and each run of white space made one.
 */
export function plainText(node: Nodes): string {
  const text = (current: Nodes): string => {
    if (current.type === 'image') return current.alt ?? '';
    if ('value' in current && current.type !== 'html' && current.type !== 'yaml') return current.value;
    if (!('children' in current)) return '';
    const parts = current.children.map((child) => text(child));
    return parts.join(PHRASING_PARENTS.has(current.type) ? '' : ' ');
  };
  return text(node).replace(/\s+/g, ' ').trim();
}

/** A heading's text as an id fragment: lower case, letters and digits of any script, hyphens between. */
function slug(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The rule `node` itself breaks, if any: raw HTML, or an image from anywhere but the repository. */
function ruleBroken(node: Nodes): string | null {
  if (node.type === 'html') return RAW_HTML;
  if (node.type === 'image' && !isRepositoryPath(node.url)) return OUTSIDE_IMAGE;
  if (node.type === 'definition' && IMAGE_FILE.test(node.url) && !isRepositoryPath(node.url))
    return OUTSIDE_IMAGE;
  return null;
}

/** Every refused node at or below `node`, with its line. */
function findProblems(node: Nodes): SectionProblem[] {
  const rule = ruleBroken(node);
  if (rule) return [{ line: node.position?.start.line, rule }];
  return 'children' in node ? node.children.flatMap((child) => findProblems(child)) : [];
}

/** `nodes` without those the build refuses, so not even a cached render of a refused file can show them. */
const allowed = <N extends Nodes>(nodes: readonly N[]): N[] =>
  nodes.filter((node) => ruleBroken(node) === null);

/** Gives out heading ids under the section's anchor, each once (`about-team`, `about-team-2`). */
function idMaker(anchor: string): (text: string) => string {
  const used = new Map<string, number>();
  return (text) => {
    const base = `${anchor}-${slug(text) || 'heading'}`;
    const count = (used.get(base) ?? 0) + 1;
    used.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

/**
 * `node` as the page shows it: headings `shift` levels down (at least h3, at most h6) with an id under the
 * section's anchor, and links to other sites marked as the page's other outbound links are (`rel="noopener"`).
 */
function reshape(node: RootContent, shift: number, idFor: (text: string) => string): RootContent {
  if (node.type === 'heading') {
    const depth = Math.min(6, Math.max(3, node.depth + shift)) as Heading['depth'];
    const children = allowed(node.children).map((child) =>
      reshape(child, shift, idFor),
    ) as Heading['children'];
    return { ...node, depth, children, data: { hProperties: { id: idFor(plainText(node)) } } };
  }
  if (node.type === 'link' && isOutbound(node.url)) {
    const children = allowed(node.children).map((child) => reshape(child, shift, idFor));
    return { ...node, children, data: { hProperties: { rel: 'noopener' } } } as RootContent;
  }
  if ('children' in node) {
    const children = allowed(node.children as RootContent[]).map((child) => reshape(child, shift, idFor));
    return { ...node, children } as RootContent;
  }
  return node;
}

/** A `<details>` disclosure (a blockquote renamed, as mdast has no such node) whose summary holds `question`. */
function disclosure(question: RootContent): RootContent & { children: RootContent[] } {
  const summary = { type: 'paragraph', data: { hName: 'summary' }, children: [question] };
  return { type: 'blockquote', data: { hName: 'details' }, children: [summary] } as unknown as RootContent & {
    children: RootContent[];
  };
}

/**
 * A FAQ's top-level nodes grouped: each `## question` and what follows it up to the next `##` become one
 * disclosure (`<details>` whose `<summary>` holds the question as an h3); what comes before the first
 * question stays as it is.
 */
function groupQuestions(
  nodes: readonly RootContent[],
  idFor: (text: string) => string,
): { nodes: RootContent[]; faq: FaqEntry[] } {
  const out: RootContent[] = [];
  const faq: FaqEntry[] = [];
  let open: { details: { children: RootContent[] }; entry: FaqEntry } | null = null;
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth === 2) {
      const details = disclosure(reshape(node, 1, idFor));
      open = { details, entry: { question: plainText(node), answer: '' } };
      out.push(details);
      faq.push(open.entry);
    } else if (open) {
      open.details.children.push(reshape(node, 1, idFor));
      open.entry.answer = [open.entry.answer, plainText(node)].filter(Boolean).join('\n');
    } else out.push(reshape(node, 1, idFor));
  }
  return { nodes: out, faq };
}

/**
 * Shapes one section's Markdown tree for the home page: a `text` section's headings start at h3 under the
 * section's h2; a `faq` section's `## headings` become questions, each a `<details>` disclosure, and are
 * returned as text for its JSON-LD. Links to other sites open as the page's others do. Raw HTML, and images
 * from anywhere but the repository, are returned as problems for the build to refuse.
 */
export function shapeSectionTree(root: Root, kind: HomeSectionKind, anchor: string): ShapedSection {
  const problems = findProblems(root);
  const idFor = idMaker(anchor);
  const content = allowed(root.children).filter((node) => node.type !== 'yaml');
  if (kind === 'faq') {
    const { nodes, faq } = groupQuestions(content, idFor);
    return { root: { type: 'root', children: nodes }, faq, problems };
  }
  return {
    root: { type: 'root', children: content.map((node) => reshape(node, 2, idFor)) },
    faq: [],
    problems,
  };
}
