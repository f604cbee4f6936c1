import { removeHiddenCharacters } from './hiddenCharacters.ts';

/**
 * Makes an untrusted string from the chain safe to show as text: hidden and control characters removed,
 * whitespace collapsed, at most `max` characters (an ellipsis marks the cut). React renders it as text, so
 * markup in it stays inert; this keeps it readable and bounded.
 */
export function toDisplayText(value: string, max: number): string {
  const clean = removeHiddenCharacters(value).replace(/\s+/g, ' ').trim();
  const characters = [...clean];
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : clean;
}
