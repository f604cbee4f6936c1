import { describe, expect, it } from 'vitest';
import { formatConfigIssues } from '../config/formatConfigIssues.ts';
import { homeSectionSchema } from './homeSectionSchema.ts';

/** The issue lines a section's frontmatter gets, as the build shows them; fails when it is accepted. */
function issuesOf(frontmatter: unknown): string {
  const result = homeSectionSchema.safeParse(frontmatter);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(result.data)}`);
  return formatConfigIssues(result.error.issues);
}

describe('homeSectionSchema', () => {
  it('takes a title alone, and gives order, kind and no id by default', () => {
    expect(homeSectionSchema.parse({ title: ' About ' })).toEqual({ title: 'About', order: 0, kind: 'text' });
    expect(homeSectionSchema.parse({ title: 'FAQ', order: -2.5, id: 'faq-2', kind: 'faq' })).toEqual({
      title: 'FAQ',
      order: -2.5,
      id: 'faq-2',
      kind: 'faq',
    });
  });

  it('names the field and the rule of each mistake', () => {
    expect(issuesOf({})).toBe('- title: is required: the section’s heading');
    expect(issuesOf({ title: 3 })).toBe('- title: must be text');
    expect(issuesOf({ title: '  ' })).toBe('- title: must not be empty: it is the section’s heading');
    expect(issuesOf({ title: 'x'.repeat(121) })).toBe('- title: must be at most 120 characters');
    expect(issuesOf({ title: 'A', order: 'first' })).toBe(
      '- order: must be a number (sections are shown from the lowest)',
    );
    expect(issuesOf({ title: 'A', kind: 'faqs' })).toBe('- kind: must be `text` or `faq`');
    expect(issuesOf({ title: 'A', id: 'Token Facts' })).toBe(
      '- id: must be lower-case letters, digits and single hyphens (`token-facts`)',
    );
  });

  it('refuses a field it does not know, by name, with every mistake at once', () => {
    expect(issuesOf({ title: 'A', colour: 'red', order: 'x' }).split('\n').sort()).toEqual([
      '- colour: unknown field; known fields: title, order, id, kind',
      '- order: must be a number (sections are shown from the lowest)',
    ]);
  });

  it('names the field a misspelt one was meant to be, as the site config does', () => {
    expect(issuesOf({ titel: 'About' }).split('\n')).toEqual([
      '- title: is required: the section’s heading',
      '- titel: unknown field; did you mean `title`?',
    ]);
    expect(issuesOf({ title: 'FAQ', Kind: 'faq' })).toBe('- Kind: unknown field; did you mean `kind`?');
  });
});
