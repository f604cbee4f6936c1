import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipBytes } from '../rig/measure/gzipBytes.ts';

/** What a build writes per language. */
export interface LocaleFigures {
  /** Languages with a home page of their own: the default at `/`, each other in its folder. */
  localesBuilt: number;
  /** gzip bytes of the largest HTML page of any language (home, privacy or 404), critical CSS included. */
  largestLocaleHtmlGzipBytes: number;
  /** That page, as a path in the build. */
  largestLocaleHtmlPage: string;
}

/** The HTML files of a build, as paths below `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Counts the languages a build in `dir` serves and finds its largest page, from the files it deploys. */
export async function measureLocales(dir: string): Promise<LocaleFigures> {
  const pages = await htmlFiles(dir);
  let largest = { page: '', bytes: 0 };
  for (const page of pages) {
    const bytes = gzipBytes(await readFile(join(dir, page)));
    if (bytes > largest.bytes) largest = { page, bytes };
  }
  return {
    localesBuilt: pages.filter((page) => /^(?:[a-z-]+\/)?index\.html$/.test(page)).length,
    largestLocaleHtmlGzipBytes: largest.bytes,
    largestLocaleHtmlPage: largest.page,
  };
}
