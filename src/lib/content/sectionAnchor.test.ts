import { describe, expect, it } from 'vitest';
import { findAnchorClashes, sectionAnchor } from './sectionAnchor.ts';

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
