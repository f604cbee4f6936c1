/** Control, format and bidirectional characters that could disguise or break text read from the chain. */
const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/**
 * Makes an untrusted string from the chain safe to show as text: hidden and control characters removed,
 * whitespace collapsed, at most `max` characters (an ellipsis marks the cut). React renders it as text, so
 * markup in it stays inert; this keeps it readable and bounded.
 */
export function toDisplayText(value: string, max: number): string {
  const clean = value.replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : clean;
}
