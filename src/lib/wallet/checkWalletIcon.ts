import { type ICON_EXTENSIONS, MAX_ICON_BYTES } from './walletAppSchema.ts';

/** A wallet icon's file type, as its file extension. */
export type IconExtension = (typeof ICON_EXTENSIONS)[number];

/** What {@link checkWalletIcon} found: the icon's type, or why it may not be used. */
export type IconCheck = { extension: IconExtension } | { problem: string };

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** An XML prologue an SVG file may open with: BOM, whitespace, an `<?xml …?>` declaration, comments. */
const SVG_PROLOGUE = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
/**
 * What an icon shown with `<img>` never needs and a hostile file could carry: scripts, event handlers, embedded
 * documents, entity declarations, and references to anything outside the file (`href` or `url()` not `#…`).
 * Namespace declarations (`xmlns="http://…"`) are names, not references, and pass.
 */
const SVG_FORBIDDEN: readonly [RegExp, string][] = [
  [/<script/i, 'a <script> element'],
  [/\son[a-z]+\s*=/i, 'an on… event handler'],
  [/<(?:foreignObject|iframe|embed|object)\b/i, 'an embedded document'],
  [/<!(?:DOCTYPE|ENTITY)/i, 'a DOCTYPE or entity declaration'],
  [/\bhref\s*=(?!\s*["']?\s*#)/i, 'a reference outside the file (href)'],
  [/url\((?!\s*["']?\s*#)/i, 'a reference outside the file (url())'],
  [/@import/i, 'a CSS @import'],
  [/javascript:/i, 'a javascript: URL'],
];

/** The type of a raster icon from its first bytes (PNG, JPEG, WebP), or null. */
function detectRaster(bytes: Uint8Array): IconExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Why an SVG file may not be used, or null when it is a plain drawing. */
function findSvgProblem(text: string): string | null {
  const found = SVG_FORBIDDEN.find(([pattern]) => pattern.test(text));
  return found ? `the SVG holds ${found[1]}` : null;
}

/**
 * Checks a wallet icon's bytes: a PNG, JPEG or WebP (by magic bytes) or an SVG drawing with nothing active or
 * external in it, no larger than MAX_ICON_BYTES. Returns its type, or the problem in words.
 */
export function checkWalletIcon(bytes: Uint8Array): IconCheck {
  if (bytes.length === 0) return { problem: 'the file is empty' };
  if (bytes.length > MAX_ICON_BYTES) {
    return { problem: `${bytes.length} bytes is over the ${MAX_ICON_BYTES}-byte cap` };
  }
  const raster = detectRaster(bytes);
  if (raster) return { extension: raster };
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!SVG_PROLOGUE.test(text)) return { problem: 'it is not a PNG, JPEG, WebP or SVG image' };
  const problem = findSvgProblem(text);
  return problem ? { problem } : { extension: 'svg' };
}
