import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const TRACKED = git('ls-files').trim().split('\n');
const FILES = new Set(TRACKED);
const FOLDERS = new Set(
  TRACKED.flatMap((file) =>
    file
      .split('/')
      .slice(1)
      .map((_, i, parts) =>
        file
          .split('/')
          .slice(0, parts.length - i)
          .join('/'),
      ),
  ),
);
const TOP_LEVEL = new Set(TRACKED.map((file) => file.split('/')[0] ?? ''));
const EXTENSIONS = 'md|ts|tsx|mjs|toml|astro|json|css|yml|sol|sh|png|svg|jpg';
/** A path-like token: segments of word characters, dots and dashes joined by slashes, or a file name. */
const PATH = /(?<![\w@:/.<>$-])(?:\.{1,2}\/)?[\w-][\w.-]*(?:\/[\w.-]+)*\/?(?![\w/])/g;
const HAS_EXTENSION = new RegExp(`\\.(?:${EXTENSIONS})$`);
const DOCS = ['README.md', ...TRACKED.filter((file) => /^docs\/[^/]+\.md$/.test(file))];
const CODE = TRACKED.filter((file) =>
  /^(src|rig|tests|bench|scripts)\/.*\.(ts|tsx|astro|mjs|css)$/.test(file),
);

/** True when `path` is a tracked file or folder, or an output git ignores (bench/latest.json, .dev.vars). */
function exists(path: string): boolean {
  const clean = path.replace(/\/$/, '');
  if (FILES.has(clean) || FOLDERS.has(clean)) return true;
  // Asked with the path as written, so that an ignored folder (`bench/out/`) is known without existing.
  try {
    git('check-ignore', '-q', '--no-index', path);
    return true;
  } catch {
    return false;
  }
}

/** True when `name` (no folder) is the name of exactly one tracked file or more. */
const isTrackedName = (name: string) => TRACKED.some((file) => file === name || file.endsWith(`/${name}`));

/** The headings of a Markdown file, as written (without the #s). */
function headings(file: string): string[] {
  return [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^#+\s+(.+)$/gm)].map((match) => match[1] ?? '');
}

/** GitHub's anchor for a heading. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The repository paths a doc names: tokens under a top-level entry of the repository, or file names. */
function pathsInDoc(text: string): string[] {
  const found: string[] = [];
  for (const [token] of text.matchAll(PATH)) {
    const path = token.replace(/[.,;:]+$/, '');
    const first = path.split('/')[0] ?? '';
    if ((path.includes('/') && TOP_LEVEL.has(first)) || HAS_EXTENSION.test(path)) found.push(path);
  }
  return found;
}

/** The lines of a source file that are comments. */
function commentLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => (/^\s*(\/\/|\/\*|\*|<!--)/.test(line) ? line : (/\s\/\/\s.*$/.exec(line)?.[0] ?? '')))
    .filter(Boolean);
}

describe('paths named in README.md and docs/', () => {
  for (const doc of DOCS) {
    it(`${doc} names only paths that exist`, () => {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      const missing = pathsInDoc(text).filter(
        (path) => !exists(path) && (path.includes('/') || !isTrackedName(path)),
      );
      expect(missing).toEqual([]);
    });

    it(`${doc} links only to files and headings that exist`, () => {
      const text = readFileSync(join(ROOT, doc), 'utf8');
      const broken: string[] = [];
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const file = path === '' ? doc : normalize(join(dirname(doc), path));
        if (!exists(file)) broken.push(target);
        else if (anchor && !headings(file).map(anchorOf).includes(anchor)) broken.push(target);
      }
      expect(broken).toEqual([]);
    });
  }
});

describe('files and headings named in code comments', () => {
  it('every file a comment names exists, beside the file, from the root, or by its name', () => {
    const missing: string[] = [];
    for (const file of CODE) {
      for (const line of commentLines(readFileSync(join(ROOT, file), 'utf8'))) {
        for (const [token] of line.matchAll(PATH)) {
          const path = token.replace(/[.,;:]+$/, '');
          if (!HAS_EXTENSION.test(path)) continue;
          const nearby = normalize(join(dirname(file), path));
          if (exists(nearby) || exists(path) || (!path.includes('/') && isTrackedName(path))) continue;
          missing.push(`${file}: ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every heading a comment quotes after a doc exists in that doc', () => {
    const missing: string[] = [];
    for (const file of [...CODE, ...DOCS]) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, doc = '', heading = ''] of text.matchAll(/(docs\/[\w-]+\.md),?\s+\(?"([^"]+)"/g)) {
        if (!exists(doc) || !headings(doc).includes(heading)) missing.push(`${file}: ${doc} "${heading}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
