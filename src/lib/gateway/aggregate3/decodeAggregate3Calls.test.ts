import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../GatewayError.ts';
import { AGGREGATE3_SELECTOR, decodeAggregate3Calls } from './decodeAggregate3Calls.ts';

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])',
]);
const encode = (calls: [string, boolean, string][]) => multicall3.encodeFunctionData('aggregate3', [calls]);
const A = '0x1111111111111111111111111111111111111111';
const B = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

/** The calldata as 32-byte words after the selector, to tamper with. */
const words = (data: string) => data.slice(10).match(/.{64}/g) ?? [];
const join = (parts: string[]) => `${AGGREGATE3_SELECTOR}${parts.join('')}`;
const word = (value: number | bigint) => value.toString(16).padStart(64, '0');
const address = (value: string) => value.slice(2).padStart(64, '0');

function refusal(data: string): string {
  try {
    decodeAggregate3Calls(data);
  } catch (error) {
    if (isGatewayError(error, 'refused')) return error.message;
    throw error;
  }
  throw new Error('decoded');
}

describe('decodeAggregate3Calls', () => {
  it('has the selector ethers computes', () => {
    expect(multicall3.getFunction('aggregate3')?.selector).toBe(AGGREGATE3_SELECTOR);
  });

  it('reads every target and inner selector, as ethers encodes them', () => {
    const data = encode([
      [A, true, '0x70a08231000000000000000000000000aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
      [B, false, '0x06fdde03'],
      [A, true, '0x'],
      [B, true, '0x0102'],
    ]);
    expect(decodeAggregate3Calls(data)).toEqual([
      { target: A, selector: '0x70a08231', dataBytes: 36 },
      { target: B, selector: '0x06fdde03', dataBytes: 4 },
      { target: A, selector: null, dataBytes: 0 },
      { target: B, selector: null, dataBytes: 2 },
    ]);
  });

  it('reads an empty call list and upper-case hex', () => {
    expect(decodeAggregate3Calls(encode([]))).toEqual([]);
    expect(
      decodeAggregate3Calls(
        encode([[B, true, '0xABCDEF01']])
          .toUpperCase()
          .replace('0X', '0x'),
      ),
    ).toEqual([{ target: B, selector: '0xabcdef01', dataBytes: 4 }]);
  });

  it('agrees with ethers on 200 random call lists', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const hex = (bytes: number) =>
      `0x${Array.from({ length: bytes }, () => (random() % 256).toString(16).padStart(2, '0')).join('')}`;
    for (let run = 0; run < 200; run++) {
      const calls = Array.from({ length: random() % 6 }, (): [string, boolean, string] => [
        hex(20),
        random() % 2 === 0,
        hex(random() % 70),
      ]);
      const decoded = decodeAggregate3Calls(encode(calls));
      expect(decoded).toEqual(
        calls.map(([target, , data]) => ({
          target,
          selector: data.length >= 10 ? data.slice(0, 10) : null,
          dataBytes: (data.length - 2) / 2,
        })),
      );
    }
  });

  it('follows non-standard offsets the way Solidity does', () => {
    // Two head entries pointing at the same tuple: Solidity reads both as that tuple.
    const tuple = words(encode([[A, true, '0x12345678']])).slice(3);
    const data = join([word(32), word(2), word(64), word(64), ...tuple]);
    expect(decodeAggregate3Calls(data)).toEqual([
      { target: A, selector: '0x12345678', dataBytes: 4 },
      { target: A, selector: '0x12345678', dataBytes: 4 },
    ]);
  });

  it.each([
    ['another selector', multicall3.encodeFunctionData('aggregate3', [[]]).replace('82ad56cb', '252dba42')],
    ['odd-length hex', `${encode([])}0`],
    ['not hex', `${encode([]).slice(0, -2)}zz`],
    ['too short for the selector', '0x82ad'],
    ['no array offset', AGGREGATE3_SELECTOR],
    ['an array offset past the end', join([word(4096), word(0)])],
    ['an array offset of 2^32', join([word(2n ** 32n), word(0)])],
    ['a huge array offset', join([`ff${'0'.repeat(62)}`, word(0)])],
    ['a length larger than the calldata', join([word(32), word(1_000_000)])],
    ['a length of 2^255', join([word(32), `80${'0'.repeat(62)}`])],
    ['a tuple offset past the end', join([word(32), word(1), word(4096)])],
    [
      'a calldata length past the end',
      join([word(32), word(1), word(32), address(A), word(1), word(96), word(64)]),
    ],
  ])('refuses %s', (_, data) => {
    expect(refusal(data)).toMatch(/^aggregate3 calldata is malformed/);
  });

  it('refuses a target with dirty upper bytes and a bool that is not 0 or 1', () => {
    const parts = words(encode([[A, true, '0x12345678']]));
    const dirty = [...parts];
    dirty[3] = `01${(dirty[3] ?? '').slice(2)}`;
    expect(refusal(join(dirty))).toMatch(/target is not an address/);
    const notBool = [...parts];
    notBool[4] = word(2);
    expect(refusal(join(notBool))).toMatch(/allowFailure is not a bool/);
  });

  it('refuses calldata cut anywhere', () => {
    const data = encode([
      [A, true, '0x70a08231000000000000000000000000aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
      [B, false, '0x06fdde03'],
    ]);
    for (let bytes = 4; bytes < (data.length - 2) / 2; bytes++) {
      // The last call's calldata padding is not read: cutting only padding still decodes.
      const cut = data.slice(0, 2 + bytes * 2);
      try {
        decodeAggregate3Calls(cut);
      } catch (error) {
        expect(isGatewayError(error, 'refused')).toBe(true);
        continue;
      }
      expect((data.length - 2) / 2 - bytes).toBeLessThan(32);
    }
  });
});
