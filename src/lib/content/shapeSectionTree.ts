import type { Definition, Heading, Image, ImageReference, Nodes, Root, RootContent } from 'mdast';
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

/** A heading of a section as the page shows it: the id it gets, its text, and its line in the Markdown file. */
export interface SectionHeading {
  id: string;
  text: string;
  line: number | undefined;
}

/**
 * A section's Markdown tree made ready for the page, with its questions, its headings' ids (for the page to
 * check against its own) and what it must not contain.
 */
export interface ShapedSection {
  root: Root;
  faq: FaqEntry[];
  headings: SectionHeading[];
  problems: SectionProblem[];
}

const RAW_HTML =
  'raw HTML is not allowed: write Markdown (the page’s CSP, its read-only promise and its budgets hold only for what the build writes)';
const OUTSIDE_IMAGE =
  'an image must be a file in the repository, by a path relative to this file (`./chart.png`): the CSP allows the site’s own origin only, and Astro sizes it so nothing shifts';

const SCRIPT_LINK =
  'a link must lead to a page or a file: `javascript:`, `vbscript:` and `data:` URLs run script or carry a document of their own';

/** Schemes a link must not have: they run script, or make a document of their own, where the visitor clicks. */
const SCRIPT_SCHEMES = new Set(['javascript:', 'vbscript:', 'data:']);

/**
 * True for a URL whose scheme, as a browser reads it (case folded, tabs, new lines and leading control
 * characters dropped, entities already decoded by the Markdown parser), runs script or carries a document.
 */
function isScriptUrl(url: string): boolean {
  try {
    return SCRIPT_SCHEMES.has(new URL(url, 'https://site.invalid/').protocol);
  } catch {
    return false;
  }
}

/** A URL that leaves the site: absolute, on the web. */
const isOutbound = (url: string) => /^https?:\/\//i.test(url);

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

/** The definitions of a tree (`[r]: <url>`), by their identifier, as references find them. */
type Definitions = ReadonlyMap<string, Definition>;

/** Every definition in `node`; the first of an identifier wins, as in CommonMark. */
function collectDefinitions(node: Nodes, into = new Map<string, Definition>()): Map<string, Definition> {
  if (node.type === 'definition' && !into.has(node.identifier)) into.set(node.identifier, node);
  if ('children' in node) for (const child of node.children) collectDefinitions(child, into);
  return into;
}

/**
 * The rule `node` itself breaks, if any: raw HTML; a link (inline, autolink or definition) whose URL runs
 * script; an image, inline or by reference (`![a][r]` and `[r]: …`), from anywhere but the repository.
 */
function ruleBroken(node: Nodes, definitions: Definitions): string | null {
  if (node.type === 'html') return RAW_HTML;
  if ((node.type === 'link' || node.type === 'definition') && isScriptUrl(node.url)) return SCRIPT_LINK;
  if (node.type === 'image' && !isRepositoryPath(node.url)) return OUTSIDE_IMAGE;
  if (node.type === 'imageReference') {
    const definition = definitions.get(node.identifier);
    if (definition && !isRepositoryPath(definition.url)) return OUTSIDE_IMAGE;
  }
  return null;
}

/** Every refused node at or below `node`, with its line. */
function findProblems(node: Nodes, definitions: Definitions): SectionProblem[] {
  const rule = ruleBroken(node, definitions);
  if (rule) return [{ line: node.position?.start.line, rule }];
  return 'children' in node ? node.children.flatMap((child) => findProblems(child, definitions)) : [];
}

/**
 * A reference-style image whose definition is a file in the repository, as the inline image it stands for, so
 * Astro's assets process it as they do an inline one; any other node as it is.
 */
function resolveImage(node: ImageReference, definitions: Definitions): Image | ImageReference {
  const definition = definitions.get(node.identifier);
  if (!definition) return node;
  const { url, title } = definition;
  return { type: 'image', url, title, alt: node.alt, position: node.position };
}

/** How a section's headings get their ids, and the headings given one so far. */
interface HeadingIds {
  idFor(heading: Heading): string;
  headings: SectionHeading[];
}

/** Gives out heading ids under the section's anchor, each once (`about-team`, `about-team-2`). */
function idMaker(anchor: string): HeadingIds {
  const used = new Set<string>();
  const headings: SectionHeading[] = [];
  const idFor = (heading: Heading) => {
    const text = plainText(heading);
    const base = `${anchor}-${slug(text) || 'heading'}`;
    let id = base;
    for (let count = 2; used.has(id); count++) id = `${base}-${count}`;
    used.add(id);
    headings.push({ id, text, line: heading.position?.start.line });
    return id;
  };
  return { idFor, headings };
}

/** What reshaping a section's nodes needs: how headings get their ids, and the tree's definitions. */
interface ShapeContext {
  idFor(heading: Heading): string;
  definitions: Definitions;
}

/** `nodes` without those the build refuses, so not even a cached render of a refused file can show them. */
const allowed = <N extends Nodes>(nodes: readonly N[], definitions: Definitions): N[] =>
  nodes.filter((node) => ruleBroken(node, definitions) === null);

/**
 * `node` as the page shows it: headings `shift` levels down (at least h3, at most h6) with an id under the
 * section's anchor, links to other sites marked as the page's other outbound links are (`rel="noopener"`), and
 * reference-style images of the repository's files made inline images.
 */
function reshape(node: RootContent, shift: number, context: ShapeContext): RootContent {
  const children = (nodes: readonly RootContent[]) =>
    allowed(nodes, context.definitions).map((child) => reshape(child, shift, context));
  if (node.type === 'heading') {
    const depth = Math.min(6, Math.max(3, node.depth + shift)) as Heading['depth'];
    const id = context.idFor(node);
    return {
      ...node,
      depth,
      children: children(node.children) as Heading['children'],
      data: { hProperties: { id } },
    };
  }
  if (node.type === 'link' && isOutbound(node.url)) {
    return {
      ...node,
      children: children(node.children),
      data: { hProperties: { rel: 'noopener' } },
    } as RootContent;
  }
  if (node.type === 'imageReference') return resolveImage(node, context.definitions);
  if ('children' in node)
    return { ...node, children: children(node.children as RootContent[]) } as RootContent;
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
  context: ShapeContext,
): { nodes: RootContent[]; faq: FaqEntry[] } {
  const out: RootContent[] = [];
  const faq: FaqEntry[] = [];
  let open: { details: { children: RootContent[] }; entry: FaqEntry } | null = null;
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth === 2) {
      const details = disclosure(reshape(node, 1, context));
      open = { details, entry: { question: plainText(node), answer: '' } };
      out.push(details);
      faq.push(open.entry);
    } else if (open) {
      open.details.children.push(reshape(node, 1, context));
      open.entry.answer = [open.entry.answer, plainText(node)].filter(Boolean).join('\n');
    } else out.push(reshape(node, 1, context));
  }
  return { nodes: out, faq };
}

/**
 * Shapes one section's Markdown tree for the home page: a `text` section's headings start at h3 under the
 * section's h2; a `faq` section's `## headings` become questions, each a `<details>` disclosure, and are
 * returned as text for its JSON-LD. Every heading's id is returned too, for the page to check it is not one
 * the page already uses. Links to other sites open as the page's others do. Raw HTML, links whose URL runs
 * script, and images (inline or by reference) from anywhere but the repository are returned as problems for
 * the build to refuse.
 */
export function shapeSectionTree(root: Root, kind: HomeSectionKind, anchor: string): ShapedSection {
  const definitions = collectDefinitions(root);
  const problems = findProblems(root, definitions);
  const { idFor, headings } = idMaker(anchor);
  const context: ShapeContext = { idFor, definitions };
  const content = allowed(root.children, definitions).filter((node) => node.type !== 'yaml');
  if (kind === 'faq') {
    const { nodes, faq } = groupQuestions(content, context);
    return { root: { type: 'root', children: nodes }, faq, headings, problems };
  }
  return {
    root: { type: 'root', children: content.map((node) => reshape(node, 2, context)) },
    faq: [],
    headings,
    problems,
  };
}
