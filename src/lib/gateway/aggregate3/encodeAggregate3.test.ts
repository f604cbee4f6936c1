import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../GatewayError.ts';
import { decodeAggregate3Calls } from './decodeAggregate3Calls.ts';
import { type Aggregate3Entry, encodeAggregate3 } from './encodeAggregate3.ts';

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])',
]);
const byEthers = (calls: readonly Aggregate3Entry[]) =>
  multicall3.encodeFunctionData('aggregate3', [
    // ethers refuses mixed case that is not a checksum; the encoder takes any case.
    calls.map(({ target, allowFailure, callData }) => [target.toLowerCase(), allowFailure, callData]),
  ]);
const A = '0x1111111111111111111111111111111111111111';
const B = '0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD';

let seed = 11;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed;
};
const hex = (bytes: number) =>
  `0x${Array.from({ length: bytes }, () => (random() % 256).toString(16).padStart(2, '0')).join('')}`;
const randomEntry = (maxBytes: number): Aggregate3Entry => ({
  target: hex(20),
  allowFailure: random() % 2 === 0,
  callData: hex(random() % (maxBytes + 1)),
});

function refusal(calls: readonly Aggregate3Entry[]): string {
  try {
    encodeAggregate3(calls);
  } catch (error) {
    if (isGatewayError(error, 'refused')) return error.message;
    throw error;
  }
  throw new Error('encoded');
}

describe('encodeAggregate3', () => {
  it('encodes no entries as ethers does', () => {
    expect(encodeAggregate3([])).toBe(byEthers([]));
  });

  it('encodes empty, one-byte, word-sized and word-and-a-byte calldata as ethers does', () => {
    for (const callData of ['0x', '0x01', hex(4), hex(31), hex(32), hex(33), hex(64), hex(65)]) {
      const calls = [
        { target: A, allowFailure: true, callData },
        { target: B, allowFailure: false, callData },
      ];
      expect(encodeAggregate3(calls), callData).toBe(byEthers(calls));
    }
  });

  it('writes lower-case hex from any case', () => {
    const calls = [{ target: B, allowFailure: true, callData: '0xABCDEF0123' }];
    const encoded = encodeAggregate3(calls);
    expect(encoded).toBe(encoded.toLowerCase());
    expect(encoded).toBe(byEthers(calls));
    expect(decodeAggregate3Calls(encoded)).toEqual([
      { target: B.toLowerCase(), selector: '0xabcdef01', dataBytes: 5 },
    ]);
  });

  it('agrees with ethers on 1 to 200 random entries', () => {
    for (const count of [1, 2, 3, 5, 8, 13, 50, 100, 199, 200]) {
      const calls = Array.from({ length: count }, () => randomEntry(300));
      expect(encodeAggregate3(calls), `${count} entries`).toBe(byEthers(calls));
    }
  });

  it('agrees with ethers on large calldata (a 64 KiB nested aggregate3)', () => {
    const inner = encodeAggregate3(Array.from({ length: 60 }, () => randomEntry(1000)));
    const calls = [
      { target: A, allowFailure: true, callData: hex(65_536) },
      { target: B, allowFailure: true, callData: inner },
    ];
    expect(encodeAggregate3(calls)).toBe(byEthers(calls));
  });

  it.each([
    ['odd-length calldata', { target: A, allowFailure: true, callData: '0x123' }],
    ['calldata that is not hex', { target: A, allowFailure: true, callData: '0xzz' }],
    ['calldata without 0x', { target: A, allowFailure: true, callData: '1234' }],
    ['a 19-byte target', { target: A.slice(0, -2), allowFailure: true, callData: '0x' }],
    ['a 21-byte target', { target: `${A}11`, allowFailure: true, callData: '0x' }],
    ['a target that is not hex', { target: `0x${'g'.repeat(40)}`, allowFailure: true, callData: '0x' }],
    ['a target without 0x', { target: A.slice(2), allowFailure: true, callData: '0x' }],
    ['an ENS name as target', { target: 'alice.eth', allowFailure: true, callData: '0x' }],
  ])('refuses %s, naming the entry', (_, entry) => {
    const valid = { target: B, allowFailure: false, callData: '0x' };
    expect(refusal([valid, entry])).toMatch(/^aggregate3 entry 1's /);
  });
});
