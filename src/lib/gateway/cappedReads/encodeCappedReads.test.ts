import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../GatewayError.ts';
import { CAPPED_READS_CODE } from './cappedReadsCode.ts';
import {
  CAPPED_READS_CODE_BYTES,
  type CappedRead,
  cappedReadBytes,
  encodeCappedReads,
  MAX_CAPPED_READS_BYTES,
} from './encodeCappedReads.ts';

const TARGET = '0x00112233445566778899AaBbCcDdEeFf00112233';
const target = TARGET.slice(2).toLowerCase();

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed;
};
const hex = (bytes: number) => `0x${'a5'.repeat(bytes)}`;

/** A random read: mostly calls with up to `maxData` bytes of data, some code and balance reads. */
function randomRead(maxData: number): CappedRead {
  const roll = random() % 10;
  if (roll === 0) return { kind: 'balance', target: TARGET };
  if (roll === 1) return { kind: 'code', target: TARGET, returnCap: random() % 30_000 };
  const data = hex(random() % (maxData + 1));
  return { kind: 'call', target: TARGET, data, gasCap: random() % 5_000_000, returnCap: random() % 30_000 };
}

function refusal(reads: readonly CappedRead[]): string {
  try {
    encodeCappedReads(reads);
  } catch (error) {
    if (isGatewayError(error, 'refused')) return error.message;
    throw error;
  }
  throw new Error('encoded');
}

describe('encodeCappedReads', () => {
  it('appends each read after the code, packed big-endian, in lower-case hex', () => {
    const reads: CappedRead[] = [
      { kind: 'call', target: TARGET, data: '0x70A08231', gasCap: 1_000_000, returnCap: 32 },
      { kind: 'code', target: TARGET, returnCap: 24_576 },
      { kind: 'balance', target: TARGET },
      { kind: 'call', target: TARGET, data: '0x', gasCap: 0, returnCap: 0xffff_ffff },
    ];
    expect(encodeCappedReads(reads)).toBe(
      [
        CAPPED_READS_CODE,
        `00${target}000f4240000000200000000470a08231`,
        `01${target}00006000`,
        `02${target}`,
        `00${target}00000000ffffffff00000000`,
      ].join(''),
    );
  });

  it('gives the code alone for no reads', () => {
    expect(encodeCappedReads([])).toBe(CAPPED_READS_CODE);
    expect(CAPPED_READS_CODE_BYTES).toBe((CAPPED_READS_CODE.length - 2) / 2);
    expect(CAPPED_READS_CODE).toMatch(/^0x[0-9a-f]+$/);
  });

  it('counts the bytes of each read exactly', () => {
    for (let run = 0; run < 200; run++) {
      const reads = Array.from({ length: random() % 6 }, () => randomRead(300));
      const bytes = reads.reduce((sum, read) => sum + cappedReadBytes(read), CAPPED_READS_CODE_BYTES);
      expect((encodeCappedReads(reads).length - 2) / 2, `run ${run}`).toBe(bytes);
    }
  });

  it('never passes the limit for reads packed by cappedReadBytes, and refuses one byte more', () => {
    for (let run = 0; run < 100; run++) {
      const reads: CappedRead[] = [];
      let bytes = CAPPED_READS_CODE_BYTES;
      for (;;) {
        const read = randomRead(run % 2 === 0 ? 4_000 : 600);
        if (bytes + cappedReadBytes(read) > MAX_CAPPED_READS_BYTES) break;
        reads.push(read);
        bytes += cappedReadBytes(read);
      }
      const data = encodeCappedReads(reads);
      expect((data.length - 2) / 2, `run ${run}`).toBe(bytes);
      expect(bytes).toBeLessThanOrEqual(MAX_CAPPED_READS_BYTES);
    }
    const room =
      MAX_CAPPED_READS_BYTES - CAPPED_READS_CODE_BYTES - cappedReadBytes({ kind: 'balance', target: TARGET });
    const fill = (extra: number): CappedRead[] => [
      { kind: 'call', target: TARGET, data: hex(room - 33 + extra), gasCap: 1, returnCap: 1 },
      { kind: 'balance', target: TARGET },
    ];
    expect((encodeCappedReads(fill(0)).length - 2) / 2).toBe(MAX_CAPPED_READS_BYTES);
    expect(refusal(fill(1))).toBe(
      `capped reads take ${MAX_CAPPED_READS_BYTES + 1} bytes, over the 49152 of EIP-3860`,
    );
  });

  it('refuses targets, data and caps it cannot encode, naming the read', () => {
    const call = (change: Partial<Extract<CappedRead, { kind: 'call' }>>): CappedRead[] => [
      { kind: 'balance', target: TARGET },
      { kind: 'call', target: TARGET, data: '0x', gasCap: 1, returnCap: 1, ...change },
    ];
    expect(refusal(call({ target: TARGET.slice(0, -2) }))).toBe(
      "capped read 1's target is not a 20-byte hex address",
    );
    for (const bad of [`${TARGET}00`, TARGET.slice(2), `0x${'g'.repeat(40)}`, ` ${TARGET}`]) {
      expect(refusal(call({ target: bad }))).toContain('target');
    }
    for (const bad of ['0x0', '0xzz', '70a08231', '0x70a0823', ' 0x']) {
      expect(refusal(call({ data: bad }))).toBe("capped read 1's data is not whole bytes of hex");
    }
    for (const bad of [-1, 1.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(refusal(call({ gasCap: bad }))).toBe(
        "capped read 1's gasCap is not a whole number from 0 to 4294967295",
      );
      expect(refusal(call({ returnCap: bad }))).toContain('returnCap');
      expect(refusal([{ kind: 'code', target: TARGET, returnCap: bad }])).toContain("read 0's returnCap");
    }
    expect(refusal([{ kind: 'balance', target: '0x' }])).toContain("read 0's target");
  });
});
