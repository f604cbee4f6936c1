import { describe, expect, it } from 'vitest';
import { BAD_INPUTS } from '../../../rig/inputs/badInputs.ts';
import { MAX_WATCHED_ACCOUNTS } from '../config/limits.ts';
import { MAX_REFUSED_SHOWN, parseAccountList } from './parseAccountList.ts';
import { toAddressParam } from './toAddressParam.ts';

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

/** `count` distinct checksummed addresses. */
const addresses = (count: number) =>
  Array.from({ length: count }, (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`);

describe('parseAccountList', () => {
  it('reads entries separated by commas, spaces, tabs and line breaks, in order', () => {
    const list = parseAccountList(` alice.eth,${VITALIK.toLowerCase()}\r\n\tbob.eth  , ,\n`);
    expect(list.accounts.map((entry) => entry.account)).toEqual([
      { kind: 'ens', name: 'alice.eth' },
      { kind: 'address', address: VITALIK },
      { kind: 'ens', name: 'bob.eth' },
    ]);
    expect(list.accounts.map((entry) => entry.input)).toEqual([
      'alice.eth',
      VITALIK.toLowerCase(),
      'bob.eth',
    ]);
    expect(list.refused).toEqual([]);
  });

  it('keeps each account once: an address in any case, a name however written, or one already in view', () => {
    const list = parseAccountList(`${VITALIK} ${VITALIK.toLowerCase()} Alice.eth alice.eth bob.eth`, [
      'bob.eth',
    ]);
    expect(list.accounts.map((entry) => entry.input)).toEqual([VITALIK, 'Alice.eth']);
    expect(list.refused).toEqual([]);
  });

  it('refuses each bad entry with its own reason, and keeps the good ones', () => {
    const list = parseAccountList(`alice.eth, 0x1234, ${VITALIK}, ali_ce.eth`);
    expect(list.accounts.map((entry) => entry.input)).toEqual(['alice.eth', VITALIK]);
    expect(list.refused.map(({ input, error }) => [input, error.code])).toEqual([
      ['0x1234', 'INPUT_ADDRESS_LENGTH'],
      ['ali_ce.eth', 'INPUT_INVALID_ENS'],
    ]);
  });

  it(`takes ${MAX_WATCHED_ACCOUNTS} accounts in all, counting those in view, and refuses the rest one by one`, () => {
    const list = parseAccountList(addresses(MAX_WATCHED_ACCOUNTS + 2).join('\n'), ['alice.eth']);
    expect(list.accounts).toHaveLength(MAX_WATCHED_ACCOUNTS - 1);
    expect(list.refused.map(({ error }) => [error.code, error.values])).toEqual(
      Array.from({ length: 3 }, () => ['INPUT_TOO_MANY', { max: MAX_WATCHED_ACCOUNTS }]),
    );
  });

  it('answers a paste of hundreds of bad lines with a bounded list and a count of the rest', () => {
    const list = parseAccountList(Array.from({ length: 500 }, () => 'nope').join('\n'));
    expect(list.refused).toHaveLength(MAX_REFUSED_SHOWN);
    expect(list.moreRefused).toBe(500 - MAX_REFUSED_SHOWN);
  });

  it.each(BAD_INPUTS.map((bad) => [bad.name, bad.input, bad.entries ?? [bad.code]] as const))(
    'refuses %s entry by entry',
    (_name, input, entries) => {
      const list = parseAccountList(input);
      expect(list.refused.map((entry) => entry.error.code)).toEqual(
        entries.filter((code) => code !== 'ENS_NOT_FOUND'),
      );
    },
  );
});

describe('toAddressParam', () => {
  it('writes a list a link carries as a,b,c, and it reads back the same', () => {
    const entries = [VITALIK, 'alice.eth', '💩.eth'];
    const param = toAddressParam(entries);
    expect(param).toBe(`${VITALIK},alice.eth,%F0%9F%92%A9.eth`);
    const search = `?address=${param}`;
    expect(
      parseAccountList(new URLSearchParams(search).get('address') ?? '').accounts.map((entry) => entry.input),
    ).toEqual(entries);
  });
});
