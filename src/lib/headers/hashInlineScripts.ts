import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const NON_JS_TYPE = /\stype=["']?(?!module|text\/javascript|application\/javascript)[^"'\s>]+/i;

/** CSP source hashes (`sha256-…`) of every inline, executable script in an HTML document. */
export function hashInlineScripts(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [tag = '', body = ''] = match;
    const openingTag = tag.slice(0, tag.indexOf('>') + 1);
    if (NON_JS_TYPE.test(openingTag)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}
