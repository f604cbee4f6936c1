import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testClaimsFiles } from '../../rig/claims/testClaimsLists.ts';
import { buildSite } from '../../rig/site/buildSite.ts';
import { TEST_CONTENT_DIR, testSiteConfigInput } from '../../rig/site/testSiteConfig.ts';
import { writeSiteSource } from '../../rig/site/writeSiteSource.ts';

/**
 * What `npm run build` refuses in the owner's home page sections (docs/content.md): each a copy of the site in
 * three languages with the tests' own sections and one file of the owner's gone wrong.
 */

const WORK = join(tmpdir(), `content-build-test-${process.pid}`);

afterAll(async () => {
  await rm(WORK, { recursive: true, force: true });
});

/** A copy with the tests' sections and `files` (by their path in the copy) added; returns its root. */
async function siteWithSections(name: string, files: Record<string, string>): Promise<string> {
  const root = join(WORK, name);
  await writeSiteSource(
    root,
    { ...structuredClone(testSiteConfigInput), locales: ['en', 'de', 'ar'] },
    { files: testClaimsFiles(), content: TEST_CONTENT_DIR },
  );
  for (const [path, text] of Object.entries(files)) await writeFile(join(root, path), text);
  return root;
}

/** The output of a build that must fail. */
async function failedBuild(root: string): Promise<string> {
  try {
    await buildSite(join(root, 'dist'), {}, root);
  } catch (error) {
    return String(error);
  }
  throw new Error('the build succeeded');
}

describe('npm run build, on the home page’s sections', () => {
  it('fails on a frontmatter mistake, naming the file, each field and its rule', async () => {
    const root = await siteWithSections('frontmatter', {
      'content/home/de/faq.md': '---\ntitel: Fragen\norder: first\nkind: faqs\ncolour: red\n---\n\nText.\n',
    });
    const output = await failedBuild(root);
    expect(output).toContain('home → de/faq data does not match collection schema');
    expect(output).toContain('content/home/de/faq.md');
    expect(output).toContain('title: is required: the section’s heading');
    expect(output).toContain('order: must be a number (sections are shown from the lowest)');
    expect(output).toContain('kind: must be `text` or `faq`');
    expect(output).toContain('colour: unknown field; known fields: title, order, id, kind');
    expect(output).toContain('titel: unknown field; did you mean `title`?');
  }, 120_000);

  it('fails on raw HTML, naming the file and the line, and again on the next build of the same files', async () => {
    const root = await siteWithSections('raw-html', {
      'content/home/de/faq.md':
        '---\ntitle: Fragen\nkind: faq\n---\n\n## Frage?\n\nAntwort.\n\n<script>alert(1)</script>\n',
    });
    const message = 'content/home/de/faq.md:10: raw HTML is not allowed';
    expect(await failedBuild(root)).toContain(message);
    expect(await failedBuild(root), 'a refused file is not cached as rendered').toContain(message);
  }, 180_000);

  it("fails on links that run script, a remote reference-style image and a heading that takes the page's own id", async () => {
    const root = await siteWithSections('script-links', {
      'content/home/en/wallet.md': [
        '---',
        'title: Wallets',
        '---',
        '',
        '## Chooser',
        '',
        '[Open](javascript:alert(1)) or <javascript:alert(2)> or [data](data:text/html,hi).',
        '',
        '![A pin][pin]',
        '',
        '[pin]: https://ipfs.io/ipfs/bafy/pin.png',
        '',
      ].join('\n'),
    });
    const output = await failedBuild(root);
    expect(output).toContain('Invalid home page sections:');
    const block = output.slice(
      output.indexOf('Invalid home page sections:'),
      output.indexOf('\n\nFix the files'),
    );
    const lines = block.split('\n').filter((line) => line.startsWith('- content/home/en/wallet.md'));
    expect(lines.map((line) => line.slice(0, line.indexOf(':', line.indexOf('.md:') + 4)))).toEqual([
      '- content/home/en/wallet.md:7',
      '- content/home/en/wallet.md:7',
      '- content/home/en/wallet.md:7',
      '- content/home/en/wallet.md:9',
      '- content/home/en/wallet.md:5',
    ]);
    expect(output).toContain(
      '- content/home/en/wallet.md:7: a link must lead to a page or a file: `javascript:`, `vbscript:` and `data:` URLs run script',
    );
    expect(output).toContain(
      '- content/home/en/wallet.md:9: an image must be a file in the repository, by a path relative to this file',
    );
    expect(output).toContain(
      '- content/home/en/wallet.md:5: the heading "Chooser" gets the id wallet-chooser, which is the page\'s own',
    );
  }, 180_000);
});
