import type { VisitorErrorCode } from '../../src/lib/errors/errorCodes.ts';

/**
 * One bad input to the address box or the `?address=` parameter, and the error it must get as one entry. The box
 * and the link read a list (commas, spaces and line breaks separate entries): `entries` are the errors of its
 * refused entries when it reads as several, one each, in order (`[code]` when left out).
 */
export interface BadInput {
  name: string;
  input: string;
  code: VisitorErrorCode;
  entries?: readonly VisitorErrorCode[];
}

/** A real checksummed address (anvil's first dev account), for the near-miss cases. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/**
 * The bad-input catalogue: every class an address box meets in the wild, each with its own error code. The unit
 * tests run it through the parser; the end-to-end tests type it into the box and put it in `?address=`.
 */
export const BAD_INPUTS: readonly BadInput[] = [
  { name: 'empty', input: '', code: 'INPUT_EMPTY' },
  { name: 'spaces only', input: '    ', code: 'INPUT_EMPTY' },
  { name: 'tabs and newlines only', input: '\t\n ', code: 'INPUT_EMPTY' },
  { name: '256 characters', input: `${'a'.repeat(252)}.eth`, code: 'INPUT_TOO_LONG' },
  { name: '5,000 characters', input: '0x'.padEnd(5_000, 'f'), code: 'INPUT_TOO_LONG' },
  { name: 'a bare 0x', input: '0x', code: 'INPUT_ADDRESS_LENGTH' },
  { name: 'one character short', input: ADDRESS.slice(0, -1), code: 'INPUT_ADDRESS_LENGTH' },
  { name: 'one character long', input: `${ADDRESS}0`, code: 'INPUT_ADDRESS_LENGTH' },
  { name: '64 hex (a hash, not an address)', input: `0x${'ab'.repeat(32)}`, code: 'INPUT_ADDRESS_LENGTH' },
  { name: 'non-hex letters', input: `0x${'z'.repeat(40)}`, code: 'INPUT_ADDRESS_NOT_HEX' },
  {
    name: 'a space inside an address',
    input: `${ADDRESS.slice(0, 20)} ${ADDRESS.slice(21)}`,
    code: 'INPUT_ADDRESS_NOT_HEX',
    entries: ['INPUT_ADDRESS_LENGTH', 'INPUT_NOT_ACCOUNT'],
  },
  { name: 'an O for a zero', input: `0x${'O'.repeat(40)}`, code: 'INPUT_ADDRESS_NOT_HEX' },
  { name: 'a bad checksum', input: ADDRESS.replace('f39F', 'f39f'), code: 'INPUT_BAD_CHECKSUM' },
  { name: 'the zero address', input: `0x${'0'.repeat(40)}`, code: 'INPUT_ZERO_ADDRESS' },
  { name: '40 hex without 0x', input: ADDRESS.slice(2), code: 'INPUT_MISSING_0X' },
  { name: 'a single label', input: 'alice', code: 'INPUT_NOT_ACCOUNT' },
  { name: 'a number', input: '12345', code: 'INPUT_NOT_ACCOUNT' },
  { name: 'an empty label', input: 'alice..eth', code: 'INPUT_INVALID_ENS' },
  { name: 'a trailing dot', input: 'alice.eth.', code: 'INPUT_INVALID_ENS' },
  {
    name: 'a space inside a name',
    input: 'ali ce.eth',
    code: 'INPUT_INVALID_ENS',
    entries: ['INPUT_NOT_ACCOUNT', 'ENS_NOT_FOUND'],
  },
  { name: 'an underscore inside a label', input: 'ali_ce.eth', code: 'INPUT_INVALID_ENS' },
  { name: 'Cyrillic a among Latin (confusable)', input: '\u0430lice.eth', code: 'INPUT_INVALID_ENS' },
  { name: 'punycode', input: 'xn--80ak6aa92e.eth', code: 'INPUT_INVALID_ENS' },
  { name: 'a script tag', input: '<script>alert(1)</script>', code: 'INPUT_INVALID_ENS' },
  {
    name: 'an img onerror',
    input: '<img src=x onerror=alert(1)>.eth',
    code: 'INPUT_INVALID_ENS',
    entries: ['INPUT_INVALID_ENS', 'INPUT_INVALID_ENS', 'INPUT_INVALID_ENS'],
  },
  { name: 'a javascript: URL', input: 'javascript:alert(1)', code: 'INPUT_INVALID_ENS' },
  { name: 'an https URL', input: 'https://alice.eth', code: 'INPUT_INVALID_ENS' },
  { name: 'percent-encoding left in', input: 'ali%63e.eth', code: 'INPUT_INVALID_ENS' },
  { name: 'a quote and a semicolon', input: "alice.eth';--", code: 'INPUT_INVALID_ENS' },
  { name: 'a right-to-left override', input: 'al\u202Eice.eth', code: 'INPUT_HIDDEN_CHARACTERS' },
  { name: 'a zero-width joiner', input: 'ali\u200Dce.eth', code: 'INPUT_HIDDEN_CHARACTERS' },
  {
    name: 'a zero-width space in an address',
    input: `${ADDRESS.slice(0, 10)}\u200B${ADDRESS.slice(10)}`,
    code: 'INPUT_HIDDEN_CHARACTERS',
  },
  { name: 'a left-to-right isolate', input: '\u2066alice.eth\u2069', code: 'INPUT_HIDDEN_CHARACTERS' },
  { name: 'a null character', input: 'alice\u0000.eth', code: 'INPUT_HIDDEN_CHARACTERS' },
  // ENSIP-15 drops these silently: alice.eth would be read while the box showed something else.
  { name: 'a soft hyphen', input: 'al\u00ADice.eth', code: 'INPUT_HIDDEN_CHARACTERS' },
  { name: 'a word joiner', input: 'ali\u2060ce.eth', code: 'INPUT_HIDDEN_CHARACTERS' },
  { name: 'a text variation selector', input: 'alic\uFE0Ee.eth', code: 'INPUT_HIDDEN_CHARACTERS' },
  { name: 'a Hangul filler', input: 'alice\u3164.eth', code: 'INPUT_HIDDEN_CHARACTERS' },
  { name: 'an unknown ENS name', input: 'nobody-here.eth', code: 'ENS_NOT_FOUND' },
];

/**
 * Bad `?address=` links beyond the box's inputs: tricks that only a URL can carry, with the errors of their
 * refused entries, in order.
 */
export const BAD_LINKS: readonly { name: string; search: string; entries: readonly VisitorErrorCode[] }[] = [
  { name: 'an empty parameter', search: '?address=', entries: ['INPUT_EMPTY'] },
  {
    name: 'a double-encoded script tag',
    search: '?address=%253Cscript%253Ealert(1)%253C%252Fscript%253E',
    entries: ['INPUT_INVALID_ENS'],
  },
  { name: 'an encoded null byte', search: '?address=alice%00.eth', entries: ['INPUT_HIDDEN_CHARACTERS'] },
  {
    name: 'an encoded soft hyphen',
    search: '?address=al%C2%ADice.eth',
    entries: ['INPUT_HIDDEN_CHARACTERS'],
  },
  {
    name: 'an encoded right-to-left override',
    search: '?address=al%E2%80%AEice.eth',
    entries: ['INPUT_HIDDEN_CHARACTERS'],
  },
  {
    name: 'plus signs for spaces',
    search: '?address=ali+ce.eth',
    entries: ['INPUT_NOT_ACCOUNT', 'ENS_NOT_FOUND'],
  },
];
