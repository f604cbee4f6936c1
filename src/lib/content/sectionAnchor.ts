import { SECTION_ANCHOR } from './homeSectionSchema.ts';
import type { SectionHeading } from './shapeSectionTree.ts';

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

/**
 * The ids the home page gives its own elements, which no section's anchor may take (an id is the page's once).
 * tests/build/build.test.ts checks this list against a built page.
 */
export const HOME_PAGE_IDS: readonly string[] = [
  'main',
  'hero-title',
  'wallet-panel-title',
  'watch-address',
  'watch-error',
  'watch-hint',
  'claims-title',
  'how-it-works',
  'how-title',
  'reads-title',
  'wallet-chooser',
  'wallet-chooser-title',
  'wallet-chooser-wc',
];

/**
 * One line per section of a page whose anchor the page already uses ({@link HOME_PAGE_IDS}) or an earlier
 * section of the same page took: `<file>: its anchor faq is taken by <other file>`.
 */
export function findAnchorClashes(sections: readonly { file: string; anchor: string }[]): string[] {
  const taken = new Map<string, string>();
  return sections.flatMap(({ file, anchor }) => {
    if (HOME_PAGE_IDS.includes(anchor)) {
      return [`${file}: its anchor ${anchor} is the page's own: give the section another \`id\``];
    }
    const holder = taken.get(anchor);
    taken.set(anchor, holder ?? file);
    return holder
      ? [`${file}: its anchor ${anchor} is taken by ${holder}: give one of them another \`id\``]
      : [];
  });
}

/** A section as the page shows it: its file, its anchor (its title's id is `<anchor>--title`), its headings. */
interface SectionIds {
  file: string;
  anchor: string;
  headings: readonly SectionHeading[];
}

/**
 * One line per heading of a page's sections whose id is already taken: one of the page's own
 * ({@link HOME_PAGE_IDS}, as a heading "Chooser" in a section `wallet` would take `wallet-chooser`), a section's anchor
 * or title, or an earlier heading's. `<file>:<line>: the heading "Chooser" gets the id wallet-chooser, which is
 * the page's own: …`.
 */
export function findHeadingIdClashes(sections: readonly SectionIds[]): string[] {
  const holders = new Map<string, string>(HOME_PAGE_IDS.map((id) => [id, "the page's own"]));
  for (const { file, anchor } of sections) {
    if (!holders.has(anchor)) holders.set(anchor, `the anchor of ${file}`);
    if (!holders.has(`${anchor}--title`)) holders.set(`${anchor}--title`, `the title of ${file}`);
  }
  return sections.flatMap(({ file, headings }) =>
    headings.flatMap(({ id, text, line }) => {
      const where = line === undefined ? file : `${file}:${line}`;
      const holder = holders.get(id);
      if (holder === undefined) {
        holders.set(id, `the id of the heading at ${where}`);
        return [];
      }
      return [
        `${where}: the heading "${text}" gets the id ${id}, which is ${holder}: reword the heading, or give the section another \`id\``,
      ];
    }),
  );
}
