import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../GatewayError.ts';
import {
  type Aggregate3Result,
  decodeAggregate3Results,
  hasFailureWithoutData,
} from './decodeAggregate3Results.ts';

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
]);
const encode = (results: readonly Aggregate3Result[]) =>
  multicall3.encodeFunctionResult('aggregate3', [
    results.map(({ success, returnData }) => [success, returnData]),
  ]);
const byEthers = (data: string): Aggregate3Result[] =>
  (multicall3.decodeFunctionResult('aggregate3', data)[0] as [boolean, string][]).map(
    ([success, returnData]) => ({ success, returnData }),
  );

/** The answer as 32-byte words, to tamper with. */
const words = (data: string) => data.slice(2).match(/.{64}/g) ?? [];
const join = (parts: string[]) => `0x${parts.join('')}`;
const word = (value: number | bigint) => value.toString(16).padStart(64, '0');

let seed = 5;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed;
};
const hex = (bytes: number) =>
  `0x${Array.from({ length: bytes }, () => (random() % 256).toString(16).padStart(2, '0')).join('')}`;

function refusal(data: string): string {
  try {
    decodeAggregate3Results(data);
  } catch (error) {
    if (isGatewayError(error, 'badResponse')) return error.message;
    throw error;
  }
  throw new Error('decoded');
}

describe('decodeAggregate3Results', () => {
  it('reads successes, failures and empty data', () => {
    const results = [
      { success: true, returnData: hex(32) },
      { success: false, returnData: '0x' },
      { success: false, returnData: hex(100) },
      { success: true, returnData: '0x' },
      { success: true, returnData: '0xee' },
    ];
    expect(decodeAggregate3Results(encode(results))).toEqual(results);
  });

  it('reads no results and upper-case hex', () => {
    expect(decodeAggregate3Results(encode([]))).toEqual([]);
    const upper = encode([{ success: true, returnData: '0xabcdef' }])
      .toUpperCase()
      .replace('0X', '0x');
    expect(decodeAggregate3Results(upper)).toEqual([{ success: true, returnData: '0xabcdef' }]);
  });

  it('agrees with ethers on 300 random result lists, up to 200 results or 20 KB of data each', () => {
    for (let run = 0; run < 300; run++) {
      const count = run % 100 === 0 ? 200 : random() % 8;
      const maxBytes = run % 100 === 50 ? 20_000 : 100;
      const results = Array.from({ length: count }, () => ({
        success: random() % 2 === 0,
        returnData: hex(random() % (maxBytes + 1)),
      }));
      const data = encode(results);
      expect(decodeAggregate3Results(data), `run ${run}`).toEqual(byEthers(data));
    }
  });

  it('follows non-standard offsets the way Solidity does', () => {
    // Two head entries pointing at the same tuple: Solidity reads both as that tuple.
    const tuple = words(encode([{ success: true, returnData: '0x12345678' }])).slice(3);
    const data = join([word(32), word(2), word(64), word(64), ...tuple]);
    expect(decodeAggregate3Results(data)).toEqual([
      { success: true, returnData: '0x12345678' },
      { success: true, returnData: '0x12345678' },
    ]);
  });

  it.each([
    ['an empty answer (no Multicall3 there)', '0x'],
    ['odd-length hex', `${encode([])}0`],
    ['not hex', `${encode([]).slice(0, -2)}zz`],
    ['no 0x', encode([]).slice(2)],
    ['an array offset past the end', join([word(4096), word(0)])],
    ['an array offset of 2^32', join([word(2n ** 32n), word(0)])],
    ['a huge array offset', join([`ff${'0'.repeat(62)}`, word(0)])],
    ['a length larger than the answer', join([word(32), word(1_000_000)])],
    ['a length of 2^255', join([word(32), `80${'0'.repeat(62)}`])],
    ['a tuple offset past the end', join([word(32), word(1), word(4096)])],
    ['a tuple offset of 2^32', join([word(32), word(1), word(2n ** 32n)])],
    ['a data offset past the end', join([word(32), word(1), word(32), word(1), word(4096)])],
    ['a data length past the end', join([word(32), word(1), word(32), word(1), word(64), word(64)])],
    ['a data length of 2^32', join([word(32), word(1), word(32), word(1), word(64), word(2n ** 32n)])],
  ])('refuses %s', (_, data) => {
    expect(refusal(data)).toMatch(/^aggregate3 result is malformed/);
  });

  it.each([
    ['2', word(2)],
    ['2^255', `80${'0'.repeat(62)}`],
    ['1 with a dirty upper byte', `01${word(1).slice(2)}`],
    ['0x0100', word(256)],
  ])('refuses a success of %s', (_, success) => {
    const parts = words(encode([{ success: false, returnData: '0x12' }]));
    parts[3] = success;
    expect(refusal(join(parts))).toMatch(/result 0's success is not a bool/);
  });

  it('refuses many results pointed at one large blob (more data than the answer)', () => {
    const count = 100;
    const blob = [word(1), word(64), word(3200), ...Array.from({ length: 100 }, () => word(7))];
    const data = join([
      word(32),
      word(count),
      ...Array.from({ length: count }, () => word(count * 32)),
      ...blob,
    ]);
    expect(refusal(data)).toMatch(/hold more data than the answer/);
  });

  it('refuses an answer cut anywhere but in the last padding', () => {
    const data = encode([
      { success: true, returnData: hex(40) },
      { success: false, returnData: hex(3) },
    ]);
    const size = (data.length - 2) / 2;
    for (let bytes = 0; bytes < size; bytes++) {
      const cut = data.slice(0, 2 + bytes * 2);
      try {
        decodeAggregate3Results(cut);
      } catch (error) {
        expect(isGatewayError(error, 'badResponse')).toBe(true);
        continue;
      }
      // As in Solidity, the last data's padding is not read: cutting only padding still decodes the same.
      expect(size - bytes).toBeLessThan(32);
      expect(decodeAggregate3Results(cut)).toEqual(decodeAggregate3Results(data));
    }
  });
});

describe('hasFailureWithoutData', () => {
  const decodedHasOne = (data: string) =>
    decodeAggregate3Results(data).some((result) => !result.success && result.returnData === '0x');
  /** What `read` returns, or the message of the `badResponse` it throws ('other' for any other error). */
  const outcomeOf = (read: () => boolean): boolean | string => {
    try {
      return read();
    } catch (error) {
      return isGatewayError(error, 'badResponse') ? error.message : 'other';
    }
  };

  it('agrees with the decoder on 300 random result lists, with and without failures without data', () => {
    const seen = new Set<boolean>();
    for (let run = 0; run < 300; run++) {
      // The generator's high bits: its low ones repeat every few calls, so they would tie success to empty data.
      const high = (range: number) => (random() >>> 16) % range;
      const results = Array.from({ length: high(8) }, () => ({
        success: high(2) === 0,
        returnData: high(4) === 0 ? '0x' : hex(high(101)),
      }));
      const data = encode(results);
      const expected = decodedHasOne(data);
      seen.add(expected);
      expect(hasFailureWithoutData(data), `run ${run}`).toBe(expected);
      expect(hasFailureWithoutData(data.toUpperCase().replace('0X', '0x')), `run ${run}, upper case`).toBe(
        expected,
      );
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('refuses a malformed answer as the decoder does, up to the first failure without data', () => {
    const data = encode([
      { success: true, returnData: hex(40) },
      { success: false, returnData: hex(3) },
    ]);
    for (let bytes = 0; bytes < (data.length - 2) / 2; bytes++) {
      const cut = data.slice(0, 2 + bytes * 2);
      expect(
        outcomeOf(() => hasFailureWithoutData(cut)),
        `cut at ${bytes} bytes`,
      ).toEqual(outcomeOf(() => decodedHasOne(cut)));
    }
    expect(() => hasFailureWithoutData('0xzz')).toThrow(/not hex/);
  });
});
