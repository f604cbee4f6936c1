import { describe, expect, it } from 'vitest';
import { createReadGate } from './createReadGate.ts';

/** A read whose answer the test releases by hand, and the signal it was given. */
interface PendingRead {
  key: number;
  target: string;
  signal: AbortSignal;
  answer(value: string): void;
}

function setUp() {
  const reads: PendingRead[] = [];
  const delivered: string[] = [];
  const gate = createReadGate<string>(
    (key, target, signal) => new Promise((resolve) => reads.push({ key, target, signal, answer: resolve })),
    (key, target, result) => delivered.push(`${key}:${target}:${result}`),
  );
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { gate, reads, delivered, flush };
}

describe('createReadGate', () => {
  it('skips a tick while that chain still has a read in flight, and not on other chains', async () => {
    const { gate, reads, delivered, flush } = setUp();
    gate.request(1, 'alice', 'replace');
    gate.request(1, 'alice', 'tick');
    gate.request(1, 'alice', 'tick');
    gate.request(2, 'alice', 'tick');
    expect(reads.map((read) => read.key)).toEqual([1, 2]);
    reads[0]?.answer('block 10');
    await flush();
    gate.request(1, 'alice', 'tick');
    expect(reads.map((read) => read.key)).toEqual([1, 2, 1]);
    expect(delivered).toEqual(['1:alice:block 10']);
  });

  it('cancels the read in flight on a replacement, and drops its late answer', async () => {
    const { gate, reads, delivered, flush } = setUp();
    gate.request(1, 'alice', 'replace');
    gate.request(1, 'bob', 'replace');
    expect(reads[0]?.signal.aborted).toBe(true);
    expect(reads[1]?.signal.aborted).toBe(false);
    reads[1]?.answer('bob at block 11');
    reads[0]?.answer('alice at block 10');
    await flush();
    expect(delivered).toEqual(['1:bob:bob at block 11']);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const { gate, reads, delivered, flush } = setUp();
    gate.request(1, 'alice', 'replace');
    gate.request(1, 'alice', 'replace');
    reads[1]?.answer('block 12');
    await flush();
    reads[0]?.answer('block 11');
    await flush();
    expect(delivered).toEqual(['1:alice:block 12']);
  });

  it('drops everything in flight when cancelled, and starts afresh afterwards', async () => {
    const { gate, reads, delivered, flush } = setUp();
    gate.request(1, 'alice', 'replace');
    gate.request(2, 'alice', 'replace');
    gate.cancelAll();
    expect(reads.every((read) => read.signal.aborted)).toBe(true);
    for (const read of reads) read.answer('late');
    gate.request(1, 'alice', 'tick');
    reads[2]?.answer('fresh');
    await flush();
    expect(delivered).toEqual(['1:alice:fresh']);
  });
});
