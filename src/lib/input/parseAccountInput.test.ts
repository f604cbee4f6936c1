import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/AppError.ts';
import type { ErrorCode } from '../errors/errorCodes.ts';
import { parseAccountInput } from './parseAccountInput.ts';
import { readWatchParam } from './readWatchParam.ts';

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

/** The error code `parse` throws for `input`; fails when it does not throw an AppError. */
function codeOf(parse: () => unknown): ErrorCode {
  try {
    parse();
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
  throw new Error('input was accepted');
}

describe('parseAccountInput accepts', () => {
  const cases: [string, string, ReturnType<typeof parseAccountInput>][] = [
    ['a checksummed address', VITALIK, { kind: 'address', address: VITALIK }],
    ['an all-lowercase address', VITALIK.toLowerCase(), { kind: 'address', address: VITALIK }],
    [
      'an all-uppercase address',
      `0x${VITALIK.slice(2).toUpperCase()}`,
      { kind: 'address', address: VITALIK },
    ],
    ['a 0X prefix', `0X${VITALIK.slice(2)}`, { kind: 'address', address: VITALIK }],
    ['surrounding spaces and newlines', `  ${VITALIK}\n`, { kind: 'address', address: VITALIK }],
    ['an ENS name', 'alice.eth', { kind: 'ens', name: 'alice.eth' }],
    ['an ENS name in capitals, normalised', 'Alice.ETH', { kind: 'ens', name: 'alice.eth' }],
    ['a full-width ENS name, normalised', 'ＡＬＩＣＥ.eth', { kind: 'ens', name: 'alice.eth' }],
    ['a subdomain', 'pay.alice.eth', { kind: 'ens', name: 'pay.alice.eth' }],
    ['an emoji name', '💩.eth', { kind: 'ens', name: '💩.eth' }],
    ['a DNS name', 'alice.xyz', { kind: 'ens', name: 'alice.xyz' }],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(parseAccountInput(input)).toEqual(expected);
  });
});

describe('parseAccountInput rejects', () => {
  const cases: [string, string, ErrorCode][] = [
    ['an empty input', '', 'INPUT_EMPTY'],
    ['spaces only', '   \t ', 'INPUT_EMPTY'],
    ['256 characters', `${'a'.repeat(252)}.eth`, 'INPUT_TOO_LONG'],
    ['a very long string', 'x'.repeat(100_000), 'INPUT_TOO_LONG'],
    ['an address one character short', VITALIK.slice(0, -1), 'INPUT_ADDRESS_LENGTH'],
    ['an address one character long', `${VITALIK}5`, 'INPUT_ADDRESS_LENGTH'],
    ['a bare 0x', '0x', 'INPUT_ADDRESS_LENGTH'],
    ['non-hex characters', `0x${'g'.repeat(40)}`, 'INPUT_ADDRESS_NOT_HEX'],
    [
      'an address with a space inside',
      `${VITALIK.slice(0, 20)} ${VITALIK.slice(21)}`,
      'INPUT_ADDRESS_NOT_HEX',
    ],
    ['a bad checksum', VITALIK.replace('d8dA', 'd8Da'), 'INPUT_BAD_CHECKSUM'],
    ['the zero address', `0x${'0'.repeat(40)}`, 'INPUT_ZERO_ADDRESS'],
    ['40 hex without 0x', VITALIK.slice(2), 'INPUT_MISSING_0X'],
    ['a single label', 'alice', 'INPUT_NOT_ACCOUNT'],
    ['an empty label', 'alice..eth', 'INPUT_INVALID_ENS'],
    ['a trailing dot', 'alice.eth.', 'INPUT_INVALID_ENS'],
    ['a leading dot', '.eth', 'INPUT_INVALID_ENS'],
    ['a space inside a name', 'ali ce.eth', 'INPUT_INVALID_ENS'],
    ['Cyrillic and Latin mixed (confusable)', 'аlice.eth', 'INPUT_INVALID_ENS'],
    ['HTML', '<script>alert(1)</script>.eth', 'INPUT_INVALID_ENS'],
    ['an img tag', '<img src=x onerror=alert(1)>', 'INPUT_INVALID_ENS'],
    ['a URL', 'https://alice.eth', 'INPUT_INVALID_ENS'],
    ['URL-encoding', 'ali%20ce.eth', 'INPUT_INVALID_ENS'],
    ['punycode', 'xn--80ak6aa92e.com', 'INPUT_INVALID_ENS'],
    ['an underscore inside a label', 'ali_ce.eth', 'INPUT_INVALID_ENS'],
    ['a right-to-left override', 'al\u202Eice.eth', 'INPUT_HIDDEN_CHARACTERS'],
    ['a zero-width joiner', 'ali\u200Dce.eth', 'INPUT_HIDDEN_CHARACTERS'],
    [
      'a zero-width space in an address',
      `${VITALIK.slice(0, 10)}\u200B${VITALIK.slice(10)}`,
      'INPUT_HIDDEN_CHARACTERS',
    ],
    ['a byte-order mark inside', 'ali\uFEFFce.eth', 'INPUT_HIDDEN_CHARACTERS'],
    ['a null character', 'alice\u0000.eth', 'INPUT_INVALID_ENS'],
    ['a number', '12345', 'INPUT_NOT_ACCOUNT'],
  ];
  it.each(cases)('%s', (_name, input, code) => {
    expect(codeOf(() => parseAccountInput(input))).toBe(code);
  });

  it('says why an ENS name is invalid', () => {
    try {
      parseAccountInput('аlice.eth');
    } catch (error) {
      expect(isAppError(error) && error.details).toContain('illegal mixture');
    }
  });
});

describe('readWatchParam', () => {
  it('reads nothing, one account, or refuses several', () => {
    expect(readWatchParam('')).toBeNull();
    expect(readWatchParam('?ref=x')).toBeNull();
    expect(readWatchParam('?address=alice.eth')).toEqual({ kind: 'ens', name: 'alice.eth' });
    expect(readWatchParam(`?address=${VITALIK.toLowerCase()}`)).toEqual({
      kind: 'address',
      address: VITALIK,
    });
    expect(readWatchParam('?address=Alice%2EETH')).toEqual({ kind: 'ens', name: 'alice.eth' });
    expect(codeOf(() => readWatchParam('?address=a.eth&address=b.eth'))).toBe('INPUT_SEVERAL');
    expect(codeOf(() => readWatchParam('?address='))).toBe('INPUT_EMPTY');
    expect(codeOf(() => readWatchParam('?address=%3Cscript%3E'))).toBe('INPUT_INVALID_ENS');
  });
});
