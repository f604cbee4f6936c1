import { describe, expect, it } from 'vitest';
import { toDisplayText } from './toDisplayText.ts';

describe('toDisplayText', () => {
  const cases: [string, string, number, string][] = [
    ['plain text', 'USD Coin', 60, 'USD Coin'],
    ['markup stays as text', '<img src=x onerror=alert(1)>', 60, '<img src=x onerror=alert(1)>'],
    ['control characters removed', 'Ev\u0000il\u0007 To\u001b[31mken', 60, 'Evil To[31mken'],
    ['bidi overrides removed', 'abc\u202Edef\u2066', 60, 'abcdef'],
    ['zero-width characters removed', 'Tok\u200Ben\uFEFF', 60, 'Token'],
    ['a soft hyphen and a stray joiner removed', 'To\u00ADk\u200Den', 60, 'Token'],
    [
      'emoji joined into one kept whole',
      'Family 👨\u200D👩\u200D👧 Fund',
      60,
      'Family 👨\u200D👩\u200D👧 Fund',
    ],
    ['whitespace collapsed', '  a \n\t b  ', 60, 'a b'],
    ['capped with an ellipsis', 'A'.repeat(10_000), 60, `${'A'.repeat(59)}…`],
    ['emoji count as one character', '🦊'.repeat(5), 4, '🦊🦊🦊…'],
  ];
  it.each(cases)('%s', (_name, input, max, expected) => {
    expect(toDisplayText(input, max)).toBe(expected);
  });
});
