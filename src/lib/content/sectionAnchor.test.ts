import { describe, expect, it } from 'vitest';
import { sectionAnchor } from './sectionAnchor.ts';

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
