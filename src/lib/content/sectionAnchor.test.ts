import { describe, expect, it } from 'vitest';
import { findAnchorClashes, findHeadingIdClashes, sectionAnchor } from './sectionAnchor.ts';

describe('sectionAnchor', () => {
  it('is the frontmatter id when there is one', () => {
    expect(sectionAnchor('about.md', 'who-we-are')).toBe('who-we-are');
  });

  it('is made from the file name otherwise', () => {
    expect(sectionAnchor('about.md', undefined)).toBe('about');
    expect(sectionAnchor('Token Facts.md', undefined)).toBe('token-facts');
    expect(sectionAnchor('über_uns.md', undefined)).toBe('uber-uns');
    expect(sectionAnchor('路线图.md', undefined)).toBe('section');
  });
});

describe('findAnchorClashes', () => {
  it('names a section whose anchor the page uses, and one whose anchor another section took', () => {
    expect(
      findAnchorClashes([
        { file: 'content/home/en/about.md', anchor: 'about' },
        { file: 'content/home/en/how-it-works.md', anchor: 'how-it-works' },
        { file: 'content/home/en/team.md', anchor: 'about' },
      ]),
    ).toEqual([
      "content/home/en/how-it-works.md: its anchor how-it-works is the page's own: give the section another `id`",
      'content/home/en/team.md: its anchor about is taken by content/home/en/about.md: give one of them another `id`',
    ]);
  });

  it('finds nothing when every anchor is the section’s own', () => {
    expect(
      findAnchorClashes([
        { file: 'content/home/en/about.md', anchor: 'about' },
        { file: 'content/home/en/faq.md', anchor: 'faq' },
      ]),
    ).toEqual([]);
  });
});

describe('findHeadingIdClashes', () => {
  const heading = (id: string, text: string, line?: number) => ({ id, text, line });

  it("names a heading whose id is the page's own, as `wallet.md`'s \"Chooser\" would take the chooser's", () => {
    expect(
      findHeadingIdClashes([
        {
          file: 'content/home/en/wallet.md',
          anchor: 'wallet',
          headings: [heading('wallet-chooser', 'Chooser', 7)],
        },
      ]),
    ).toEqual([
      'content/home/en/wallet.md:7: the heading "Chooser" gets the id wallet-chooser, which is the page\'s own: reword the heading, or give the section another `id`',
    ]);
  });

  it("names a heading whose id is another section's anchor or title, or another heading's", () => {
    expect(
      findHeadingIdClashes([
        {
          file: 'content/home/en/about.md',
          anchor: 'about',
          headings: [heading('about-team', 'Team', 6), heading('about-faq', 'FAQ', 9)],
        },
        { file: 'content/home/en/about-team.md', anchor: 'about-team', headings: [] },
        { file: 'content/home/en/notes.md', anchor: 'about', headings: [] },
        {
          file: 'content/home/en/more.md',
          anchor: 'more',
          headings: [heading('about-faq', 'FAQ', 5), heading('about--title', 'x')],
        },
      ]),
    ).toEqual([
      'content/home/en/about.md:6: the heading "Team" gets the id about-team, which is the anchor of content/home/en/about-team.md: reword the heading, or give the section another `id`',
      'content/home/en/more.md:5: the heading "FAQ" gets the id about-faq, which is the id of the heading at content/home/en/about.md:9: reword the heading, or give the section another `id`',
      'content/home/en/more.md: the heading "x" gets the id about--title, which is the title of content/home/en/about.md: reword the heading, or give the section another `id`',
    ]);
  });

  it('finds nothing when every heading id is its own', () => {
    expect(
      findHeadingIdClashes([
        { file: 'content/home/en/about.md', anchor: 'about', headings: [heading('about-team', 'Team', 3)] },
        { file: 'content/home/en/faq.md', anchor: 'faq', headings: [heading('faq-fees', 'Fees', 6)] },
      ]),
    ).toEqual([]);
  });
});
