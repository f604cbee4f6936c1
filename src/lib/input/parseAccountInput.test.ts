import { describe, expect, it } from 'vitest';
import { detailInEnglish } from '../../../rig/i18n/inEnglish.ts';
import { BAD_INPUTS, BAD_LINKS } from '../../../rig/inputs/badInputs.ts';
import { type AppError, isAppError } from '../errors/AppError.ts';
import type { ErrorCode } from '../errors/errorCodes.ts';
import { parseAccountInput } from './parseAccountInput.ts';
import { parseWatchParam } from './parseWatchParam.ts';

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

/** The AppError `parse` throws; fails the test when it throws anything else or nothing at all. */
function caught(parse: () => unknown): AppError {
  try {
    parse();
  } catch (error) {
    if (isAppError(error)) return error;
    throw error;
  }
  throw new Error('input was accepted');
}

/** The error code `parse` throws. */
const codeOf = (parse: () => unknown): ErrorCode => caught(parse).code;

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
    [
      'emoji joined into one (ZWJ sequence)',
      '👨\u200D👩\u200D👧.eth',
      { kind: 'ens', name: '👨\u200D👩\u200D👧.eth' },
    ],
    ['a ZWJ sequence with a skin tone', '👩🏽\u200D💻.eth', { kind: 'ens', name: '👩🏽\u200D💻.eth' }],
    [
      'an emoji with its presentation selector',
      '🏳\uFE0F\u200D🌈.eth',
      { kind: 'ens', name: '🏳\u200D🌈.eth' },
    ],
    ['a DNS name', 'alice.xyz', { kind: 'ens', name: 'alice.xyz' }],
  ];
  it.each(cases)('%s', (_name, input, expected) => {
    expect(parseAccountInput(input)).toEqual(expected);
  });
});

describe('parseAccountInput rejects', () => {
  const syntactic = BAD_INPUTS.filter((bad) => bad.code !== 'ENS_NOT_FOUND');
  it.each(syntactic.map((bad) => [bad.name, bad.input, bad.code] as const))('%s', (_name, input, code) => {
    expect(codeOf(() => parseAccountInput(input))).toBe(code);
  });

  it('says why an ENS name is invalid', () => {
    const error = caught(() => parseAccountInput('аlice.eth'));
    expect(error.code).toBe('INPUT_INVALID_ENS');
    expect(error.detail?.key).toBe('TEXT');
    expect(detailInEnglish(error.detail)).toContain('illegal mixture');
  });
});

describe('parseWatchParam', () => {
  /** The accounts a link's list holds, as parsed. */
  const accountsOf = (search: string) => parseWatchParam(search)?.accounts.map((entry) => entry.account);

  it('reads nothing, one account, or several', () => {
    expect(parseWatchParam('')).toBeNull();
    expect(parseWatchParam('?ref=x')).toBeNull();
    expect(accountsOf('?address=alice.eth')).toEqual([{ kind: 'ens', name: 'alice.eth' }]);
    expect(accountsOf(`?address=${VITALIK.toLowerCase()}`)).toEqual([{ kind: 'address', address: VITALIK }]);
    expect(accountsOf('?address=Alice%2EETH')).toEqual([{ kind: 'ens', name: 'alice.eth' }]);
    expect(accountsOf(`?address=alice.eth,${VITALIK}`)).toEqual([
      { kind: 'ens', name: 'alice.eth' },
      { kind: 'address', address: VITALIK },
    ]);
    expect(accountsOf('?address=alice.eth&address=bob.eth')).toEqual([
      { kind: 'ens', name: 'alice.eth' },
      { kind: 'ens', name: 'bob.eth' },
    ]);
  });

  it.each(BAD_LINKS.map((bad) => [bad.name, bad.search, bad.entries] as const))(
    'refuses %s',
    (_name, search, entries) => {
      const refused = parseWatchParam(search)?.refused.map((entry) => entry.error.code);
      expect(refused).toEqual(entries.filter((code) => code !== 'ENS_NOT_FOUND'));
    },
  );
});
