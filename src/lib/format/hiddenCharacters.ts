/**
 * Characters that are invisible or reorder text, so they can disguise a name or break a line: control and
 * format characters, Hangul fillers, the combining grapheme joiner and stray variation selectors. Two are
 * kept where they belong: a zero-width joiner between two emoji (👨‍👩‍👧 is one emoji made of three), and a
 * variation selector right after an emoji (❤️). One rule for what visitors type and what the chain says.
 */
function buildHiddenPattern(): RegExp {
  return new RegExp(
    [
      // a zero-width joiner that does not join two emoji
      String.raw`(?<!\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D|\u200D(?!\p{Extended_Pictographic})`,
      // control and format characters (bidi marks, zero-width spaces, soft hyphen, BOM…), Hangul fillers
      String.raw`(?!\u200D)[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0]`,
      // the combining grapheme joiner, and a variation selector that does not follow an emoji
      String.raw`\u034F|(?<!\p{Emoji})[\uFE00-\uFE0F]`,
    ].join('|'),
    'gu',
  );
}

let hidden: RegExp | null = null;
/**
 * The pattern, built on first use: its Unicode property classes take V8 tens of milliseconds to build on a slow
 * phone, which the page's inline wallet chooser must not spend while the page loads.
 */
const hiddenPattern = (): RegExp => {
  hidden ??= buildHiddenPattern();
  return hidden;
};

/** True when `text` holds a character that {@link removeHiddenCharacters} would take out. */
export function hasHiddenCharacters(text: string): boolean {
  const pattern = hiddenPattern();
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** `text` without its hidden characters. */
export function removeHiddenCharacters(text: string): string {
  return text.replace(hiddenPattern(), '');
}
