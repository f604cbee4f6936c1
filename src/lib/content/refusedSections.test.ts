import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import { assertNothingRefused } from './refusedSections.ts';

describe('assertNothingRefused', () => {
  it('passes sections with nothing refused', () => {
    expect(() =>
      assertNothingRefused([
        { file: 'content/home/en/about.md', rendered: { faq: [], headings: [], refused: [] } },
        { file: 'content/home/de/about.md', rendered: { faq: [], headings: [], refused: [] } },
      ]),
    ).not.toThrow();
  });

  it('fails closed on a section the Markdown step did not run on: nothing in it was checked', () => {
    for (const rendered of [undefined, {}, { faq: [] }, { refused: [] }, { headings: [] }]) {
      expect(() => assertNothingRefused([{ file: 'content/home/en/about.md', rendered }])).toThrow(
        "- content/home/en/about.md: the sections' Markdown step (src/integrations/sectionMarkdownPlugin.ts) did not run on it, so nothing in it was checked",
      );
    }
  });

  it('throws on anchor clashes too, after the refusals', () => {
    expect(() =>
      assertNothingRefused(
        [
          {
            file: 'content/home/en/about.md',
            rendered: { headings: [], refused: [{ line: 3, rule: 'raw HTML is not allowed' }] },
          },
        ],
        ["content/home/en/main.md: its anchor main is the page's own: give the section another `id`"],
      ),
    ).toThrow(
      "- content/home/en/about.md:3: raw HTML is not allowed\n- content/home/en/main.md: its anchor main is the page's own",
    );
  });

  it('throws CONFIG_INVALID naming every refusal by file and line, in the config’s style', () => {
    let thrown: unknown;
    try {
      assertNothingRefused([
        {
          file: 'content/home/en/about.md',
          rendered: { headings: [], refused: [{ line: 9, rule: 'raw HTML is not allowed' }] },
        },
        {
          file: 'content/home/de/faq.md',
          rendered: {
            headings: [],
            refused: [{ line: undefined, rule: 'an image must be a file in the repository' }],
          },
        },
      ]);
    } catch (error) {
      thrown = error;
    }
    expect(isAppError(thrown, 'CONFIG_INVALID')).toBe(true);
    expect((thrown as Error).message).toBe(
      [
        'Invalid home page sections:',
        '- content/home/en/about.md:9: raw HTML is not allowed',
        '- content/home/de/faq.md: an image must be a file in the repository',
        '',
        'Fix the files (docs/content.md) and build again.',
      ].join('\n'),
    );
  });
});
