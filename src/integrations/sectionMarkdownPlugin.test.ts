import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { markdownToHtml } from 'satteri';
import { afterAll, describe, expect, it } from 'vitest';
import type { RenderedSection } from '../lib/content/refusedSections.ts';
import { sectionMarkdownPlugin } from './sectionMarkdownPlugin.ts';

/**
 * The owner's sections through Astro's own Markdown processor (Sätteri) with the plugin, given what Astro gives
 * it: the body without its frontmatter, the frontmatter, and the file's URL.
 */

const ROOT = join(tmpdir(), `section-markdown-test-${process.pid}`);

afterAll(async () => {
  await rm(ROOT, { recursive: true, force: true });
});

/**
 * Writes a section at `path` below the root and renders it as Astro would; returns the HTML and what the step
 * added to the rendered frontmatter (its FAQ and what it refused).
 */
async function render(path: string, frontmatter: Record<string, unknown>, body: string) {
  const file = join(ROOT, path);
  const yaml = Object.entries(frontmatter)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('\n');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `---\n${yaml}\n---\n\n${body}`);
  const data = { astro: { frontmatter: { ...frontmatter } as Record<string, unknown> } };
  const { html } = await markdownToHtml(body.trim(), {
    mdastPlugins: [sectionMarkdownPlugin(ROOT)],
    fileURL: pathToFileURL(file),
    data,
  });
  const { faq, headings, refused } = data.astro.frontmatter as Partial<RenderedSection>;
  return { html, faq, headings, refused };
}

describe('sectionMarkdownPlugin: a text section', () => {
  it('starts its headings at h3, under the section’s h2, each with an id under the section’s anchor', async () => {
    const { html } = await render(
      'content/home/en/about.md',
      { title: 'About' },
      '# Team\n\n## Alice\n\n### Role\n\n#### Deep\n\n# Team\n',
    );
    expect(html).toContain('<h3 id="about-team">Team</h3>');
    expect(html).toContain('<h4 id="about-alice">Alice</h4>');
    expect(html).toContain('<h5 id="about-role">Role</h5>');
    expect(html).toContain('<h6 id="about-deep">Deep</h6>');
    expect(html).toContain('<h3 id="about-team-2">Team</h3>');
    expect(html).not.toMatch(/<h[12][ >]/);
  });

  it('gives each heading an id once, and says which, by its line in the file', async () => {
    const { html, headings } = await render(
      'content/home/en/about.md',
      { title: 'About' },
      '# Team 2\n\n# Team\n\n# Team\n',
    );
    expect(html).toContain('<h3 id="about-team-2">Team 2</h3>');
    expect(html).toContain('<h3 id="about-team">Team</h3>');
    expect(html).toContain('<h3 id="about-team-3">Team</h3>');
    // Lines 1–3 are the frontmatter, 4 is blank: the body starts on line 5.
    expect(headings).toEqual([
      { id: 'about-team-2', text: 'Team 2', line: 5 },
      { id: 'about-team', text: 'Team', line: 7 },
      { id: 'about-team-3', text: 'Team', line: 9 },
    ]);
  });

  it('uses the frontmatter id for heading ids when there is one', async () => {
    const { html } = await render('content/home/en/about.md', { title: 'About', id: 'who' }, '## Alice\n');
    expect(html).toContain('<h4 id="who-alice">Alice</h4>');
  });

  it('marks links to other sites as the page’s outbound links are, and leaves its own links alone', async () => {
    const { html } = await render(
      'content/home/en/about.md',
      { title: 'About' },
      '[docs](https://docs.example.org) and [privacy](/privacy) and [up](#about)\n',
    );
    expect(html).toContain('<a href="https://docs.example.org" rel="noopener">docs</a>');
    expect(html).toContain('<a href="/privacy">privacy</a>');
    expect(html).toContain('<a href="#about">up</a>');
  });
});

describe('sectionMarkdownPlugin: a FAQ section', () => {
  const body = [
    'Before the questions.',
    '',
    '## Do I *sign* anything?',
    '',
    'No. Never.',
    '',
    '- not a message',
    '- not a transaction',
    '',
    '### Why not?',
    '',
    'The page only reads.',
    '',
    '## Is it free?',
    '',
    'Yes.',
    '',
  ].join('\n');

  it('makes each `##` a disclosure whose summary holds the question as an h3, with its answer after', async () => {
    const { html } = await render('content/home/de/faq.md', { title: 'FAQ', kind: 'faq' }, body);
    expect(html).toMatch(/^<p>Before the questions\.<\/p>\s*<details>/);
    const details = html.match(/<details>[\s\S]*?<\/details>/g) ?? [];
    expect(details).toHaveLength(2);
    expect(details[0]).toMatch(
      /^<details>\s*<summary><h3 id="faq-do-i-sign-anything">Do I <em>sign<\/em> anything\?<\/h3><\/summary>\s*<p>No\. Never\.<\/p>/,
    );
    expect(details[0]).toContain('<li>not a transaction</li>');
    expect(details[0]).toContain('<h4 id="faq-why-not">Why not?</h4>');
    expect(details[1]).toContain('<p>Yes.</p>');
  });

  it('gives its questions and answers as plain text, for the page’s JSON-LD', async () => {
    const { faq } = await render('content/home/de/faq.md', { title: 'FAQ', kind: 'faq' }, body);
    expect(faq).toEqual([
      {
        question: 'Do I sign anything?',
        answer: 'No. Never.\nnot a message not a transaction\nWhy not?\nThe page only reads.',
      },
      { question: 'Is it free?', answer: 'Yes.' },
    ]);
  });

  it('leaves a text section’s `##` as a heading, and gives no questions', async () => {
    const { html, faq } = await render('content/home/en/about.md', { title: 'About' }, body);
    expect(html).not.toContain('<details>');
    expect(faq).toEqual([]);
  });
});

describe('sectionMarkdownPlugin: what the build refuses', () => {
  it('refuses raw HTML, naming the file and its line in the file, frontmatter counted', async () => {
    const { refused } = await render(
      'content/home/en/about.md',
      { title: 'About', order: 1 },
      'Text.\n\n<script>alert(1)</script>\n\nMore <b>bold</b>.\n',
    );
    // Lines 1–4 are the frontmatter, 5 is blank: the body starts on line 6.
    expect(refused?.map(({ line, rule }) => `${line}: ${rule.split(':')[0]}`)).toEqual([
      '8: raw HTML is not allowed',
      '10: raw HTML is not allowed',
      '10: raw HTML is not allowed',
    ]);
  });

  it('refuses an image from another site or by an absolute path, and takes one from the repository', async () => {
    const { refused } = await render(
      'content/home/en/about.md',
      { title: 'About' },
      '![chart](./chart.png)\n\n![far](https://cdn.example.org/a.png)\n\n![root](/og.jpg)\n',
    );
    expect(refused?.map(({ line, rule }) => `${line}: ${rule.split(':')[0]}`)).toEqual([
      '7: an image must be a file in the repository, by a path relative to this file (`./chart.png`)',
      '9: an image must be a file in the repository, by a path relative to this file (`./chart.png`)',
    ]);
  });

  it('refuses a link whose URL runs script or carries a document, however it is written', async () => {
    const { refused, html } = await render(
      'content/home/en/about.md',
      { title: 'About' },
      [
        '[a](javascript:alert(1)) and <javascript:alert(2)>',
        '',
        '[b](JaVaScRiPt:alert(3)) and [c](&#106;avascript:alert(4)) and [d]( vbscript:msgbox(5))',
        '',
        '[e](data:text/html;base64,PHNjcmlwdD4=) and [f][g]',
        '',
        '[g]: javascript:alert(6)',
        '',
        '[fine](https://docs.example.org) and [also](/privacy) and [mail](mailto:a@example.org)',
        '',
      ].join('\n'),
    );
    expect(refused?.map(({ line, rule }) => `${line}: ${rule.split(':')[0]}`)).toEqual([
      ...Array(2).fill('5: a link must lead to a page or a file'),
      ...Array(3).fill('7: a link must lead to a page or a file'),
      '9: a link must lead to a page or a file',
      '11: a link must lead to a page or a file',
    ]);
    expect(html).not.toMatch(/script:|data:/i);
    expect(html).toContain('<a href="mailto:a@example.org">mail</a>');
  });

  it('refuses a reference-style image from another site, and makes one from the repository an image Astro sizes', async () => {
    const { refused, html } = await render(
      'content/home/en/about.md',
      { title: 'About' },
      [
        '![far][remote] and ![near][local] and [a link][remote]',
        '',
        '[remote]: https://ipfs.io/ipfs/bafy',
        '[local]: ./chart.png "The chart"',
        '',
      ].join('\n'),
    );
    expect(refused?.map(({ line, rule }) => `${line}: ${rule.split(':')[0]}`)).toEqual([
      '5: an image must be a file in the repository, by a path relative to this file (`./chart.png`)',
    ]);
    expect(html).toContain('<img src="./chart.png" alt="near" title="The chart">');
    expect(html).toContain('<a href="https://ipfs.io/ipfs/bafy">a link</a>');
    expect(html).not.toContain('far');
  });

  it('leaves what it refuses out of the HTML, so not even a cached render can show it', async () => {
    const { html } = await render(
      'content/home/en/about.md',
      { title: 'About' },
      'Text <b>bold</b>.\n\n<iframe src="https://x.example"></iframe>\n\n![far](https://cdn.example.org/a.png)\n',
    );
    expect(html).toContain('<p>Text bold.</p>');
    expect(html).not.toMatch(/<(b|iframe|img)\b/);
  });

  it('refuses nothing in plain Markdown', async () => {
    const { refused } = await render('content/home/en/about.md', { title: 'About' }, 'Just *text*.\n');
    expect(refused).toEqual([]);
  });

  it('leaves Markdown outside content/home/ alone', async () => {
    const { html, refused } = await render('docs/page.md', { title: 'Docs' }, '# Top\n\n<b>raw</b>\n');
    expect(html).toContain('<h1>Top</h1>');
    expect(refused).toBeUndefined();
  });
});
