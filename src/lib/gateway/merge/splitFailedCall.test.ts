import { describe, expect, it } from 'vitest';
import { resendAlone, splitFailedCall } from './splitFailedCall.ts';

/** A queue holding one unsealed group still waiting to go. */
const queueAfter = () => [{ entries: ['later'], sealed: false }];

describe('splitFailedCall', () => {
  it('puts the reads back at the head as two sealed halves, the larger first', () => {
    const queue = queueAfter();
    splitFailedCall(queue, ['a', 'b', 'c', 'd', 'e']);
    expect(queue).toEqual([
      { entries: ['a', 'b', 'c'], sealed: true },
      { entries: ['d', 'e'], sealed: true },
      { entries: ['later'], sealed: false },
    ]);
  });

  it('sends a single read alone and leaves the queue as it is without reads', () => {
    const queue = queueAfter();
    splitFailedCall(queue, []);
    expect(queue).toEqual(queueAfter());
    splitFailedCall(queue, ['a']);
    expect(queue).toEqual([{ entries: ['a'], sealed: true }, ...queueAfter()]);
  });
});

describe('resendAlone', () => {
  it('puts each read back at the head in a sealed group of its own, in order', () => {
    const queue = queueAfter();
    resendAlone(queue, ['a', 'b']);
    expect(queue).toEqual([
      { entries: ['a'], sealed: true },
      { entries: ['b'], sealed: true },
      { entries: ['later'], sealed: false },
    ]);
  });
});
