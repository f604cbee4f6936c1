import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../GatewayError.ts';
import { type CappedOutcome, decodeCappedReads } from './decodeCappedReads.ts';
import type { CappedRead } from './encodeCappedReads.ts';

const TARGET = '0x00112233445566778899aabbccddeeff00112233';
const call = (gasCap: number, returnCap: number): CappedRead => ({
  kind: 'call',
  target: TARGET,
  data: '0x',
  gasCap,
  returnCap,
});
const code = (returnCap: number): CappedRead => ({ kind: 'code', target: TARGET, returnCap });
const balance: CappedRead = { kind: 'balance', target: TARGET };

/** One entry of an answer (hex, no prefix): status, gas used, size, then `data` (hex, no prefix). */
const entry = (status: number, gasUsed: number, size: number, data = '') =>
  status.toString(16).padStart(2, '0') +
  gasUsed.toString(16).padStart(8, '0') +
  size.toString(16).padStart(8, '0') +
  data;
const answer = (...entries: string[]) => `0x${entries.join('')}`;
const word = (value: bigint) => value.toString(16).padStart(64, '0');

function refusal(result: string, reads: readonly CappedRead[]): string {
  try {
    decodeCappedReads(result, reads);
  } catch (error) {
    if (isGatewayError(error, 'badResponse')) return error.message;
    throw error;
  }
  throw new Error('decoded');
}

describe('decodeCappedReads', () => {
  it('reads each kind of outcome, in order', () => {
    const reads = [call(100_000, 64), call(100_000, 64), call(100_000, 4), code(64), code(2), balance];
    const result = answer(
      entry(1, 21_000, 4, 'deadbeef'),
      entry(0, 300, 0),
      entry(3, 5_000, 1_048_576),
      entry(1, 0, 3, 'ef0100'),
      entry(3, 0, 3),
      entry(1, 0, 32, word(10n ** 18n)),
    );
    expect(decodeCappedReads(result, reads)).toEqual<CappedOutcome[]>([
      { status: 'success', data: '0xdeadbeef', gasUsed: 21_000 },
      { status: 'reverted', data: '0x', gasUsed: 300 },
      { status: 'tooLarge', size: 1_048_576 },
      { status: 'success', data: '0xef0100', gasUsed: 0 },
      { status: 'tooLarge', size: 3 },
      { status: 'success', data: `0x${word(10n ** 18n)}`, gasUsed: 0 },
    ]);
  });

  it('counts a call that used 15/16 of its gas cap or more as out of gas, whatever it returned', () => {
    const reads = [call(1_600, 8), call(1_600, 8), call(1_600, 8), call(1_600, 0), call(0, 0)];
    const result = answer(
      entry(1, 1_499, 1, 'aa'),
      entry(1, 1_500, 1, 'aa'),
      entry(0, 1_700, 0),
      entry(2, 1_600, 9),
      entry(1, 0, 0),
    );
    expect(decodeCappedReads(result, reads)).toEqual<CappedOutcome[]>([
      { status: 'success', data: '0xaa', gasUsed: 1_499 },
      { status: 'outOfGas', gasUsed: 1_500 },
      { status: 'outOfGas', gasUsed: 1_700 },
      { status: 'outOfGas', gasUsed: 1_600 },
      { status: 'outOfGas', gasUsed: 0 },
    ]);
  });

  it('counts every read after the end of the answer as not run', () => {
    const reads = [call(100, 8), balance, code(8)];
    expect(decodeCappedReads('0x', reads)).toEqual([
      { status: 'notRun' },
      { status: 'notRun' },
      { status: 'notRun' },
    ]);
    expect(decodeCappedReads(answer(entry(0, 5, 0)), reads)).toEqual([
      { status: 'reverted', data: '0x', gasUsed: 5 },
      { status: 'notRun' },
      { status: 'notRun' },
    ]);
    expect(decodeCappedReads('0x', [])).toEqual([]);
  });

  it('reads upper-case hex and gives lower-case data', () => {
    const result = answer(entry(1, 10, 2, 'ABCD'))
      .toUpperCase()
      .replace('0X', '0x');
    expect(decodeCappedReads(result, [call(100, 2)])).toEqual([
      { status: 'success', data: '0xabcd', gasUsed: 10 },
    ]);
  });

  it('refuses what is not hex, cut short, or longer than its reads', () => {
    const reads = [call(100, 8), call(100, 8)];
    for (const bad of ['', '0x0', 'aa', '0xzz', `${answer(entry(1, 1, 0))} `]) {
      expect(refusal(bad, reads)).toBe('capped reads answer is malformed: not whole bytes of hex');
    }
    expect(refusal(answer(entry(1, 1, 0)).slice(0, -2), reads)).toContain("read 0's head is past the end");
    expect(refusal(answer(entry(1, 1, 2, 'aa')), reads)).toContain("read 0's data is past the end");
    expect(refusal(answer(entry(1, 1, 0), entry(1, 1, 0), entry(1, 1, 0)), reads)).toContain(
      'it holds more entries than reads were sent',
    );
    expect(refusal(answer(entry(1, 1, 1, 'aa'), 'bb'), reads)).toContain("read 1's head is past the end");
  });

  it('refuses statuses and sizes that its reads could not give', () => {
    const malformed = (result: string, reads: CappedRead[]) => refusal(result, reads);
    expect(malformed(answer(entry(4, 1, 0)), [call(100, 8)])).toContain("read 0's status 4 is unknown");
    expect(malformed(answer(entry(1, 1, 9, '00'.repeat(9))), [call(100, 8)])).toContain(
      'read 0 copied 9 bytes, over its cap of 8',
    );
    expect(malformed(answer(entry(2, 1, 8)), [call(100, 8)])).toContain(
      'read 0 was not copied, yet its 8 bytes are within its cap',
    );
    expect(malformed(answer(entry(0, 0, 0)), [code(8)])).toContain(
      'read 0 is not a code read (status 0, gas 0)',
    );
    expect(malformed(answer(entry(2, 0, 9)), [code(8)])).toContain(
      'read 0 is not a code read (status 2, gas 0)',
    );
    expect(malformed(answer(entry(1, 5, 0)), [code(8)])).toContain(
      'read 0 is not a code read (status 1, gas 5)',
    );
    expect(malformed(answer(entry(1, 0, 31, word(1n).slice(2))), [balance])).toContain(
      'read 0 is not a balance',
    );
    expect(malformed(answer(entry(3, 0, 32)), [balance])).toContain('read 0 is not a balance');
    expect(malformed(answer(entry(1, 0, 32, word(1n).slice(2))), [balance])).toContain(
      "read 0's data is past the end",
    );
  });

  it('gives data that do not keep the whole answer alive', () => {
    // In a fresh Node with a collectable heap: 100 answers of 2 MB each, of which only a 200-byte result is kept.
    const script = `
      const { decodeCappedReads } = await import(${JSON.stringify(new URL('./decodeCappedReads.ts', import.meta.url).href)});
      const reads = [{ kind: 'call', target: '${TARGET}', data: '0x', gasCap: 1e9, returnCap: 1e6 },
        { kind: 'call', target: '${TARGET}', data: '0x', gasCap: 1e9, returnCap: 200 }];
      const head = (size) => '01' + '00000001' + size.toString(16).padStart(8, '0');
      gc();
      const before = process.memoryUsage().heapUsed;
      const kept = [];
      for (let i = 0; i < 100; i++) {
        const big = '0x' + head(999_990) + i.toString(16).padStart(6, '0').repeat(333_330) + head(200) + 'cd'.repeat(200);
        kept.push(decodeCappedReads(big, reads)[1].data);
      }
      gc();
      console.log(JSON.stringify({ grown: process.memoryUsage().heapUsed - before, kept: kept.length, sample: kept[7].slice(0, 6) }));
    `;
    const output = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const { grown, kept, sample } = JSON.parse(output) as { grown: number; kept: number; sample: string };
    expect({ kept, sample }).toEqual({ kept: 100, sample: '0xcdcd' });
    // Kept slices would hold 100 × 2 MB; copies hold 100 × 402 bytes.
    expect(grown).toBeLessThan(5_000_000);
  });
});
