import { describe, expect, it } from 'vitest';
import { createLaneQueue } from './createLaneQueue.ts';
import type { QueuedRead } from './readMergerTypes.ts';

const read = (client: string, key: string, queuedAt = 0) =>
  ({ client, key, queuedAt, gas: 10, answerBytes: 1 }) as unknown as QueuedRead;
const queue = () =>
  createLaneQueue('merged', (entry) => ({ reads: 1, gas: entry.gas, execGas: 0, bytes: 1, answerBytes: 1 }));
const keys = (reads: QueuedRead[]) => reads.map((entry) => entry.key);

describe('createLaneQueue', () => {
  it('takes one read of each client in turn, while they fit', () => {
    const lane = queue();
    for (const key of ['a1', 'a2', 'a3']) lane.add(read('a', key));
    lane.add(read('b', 'b1'));
    lane.add(read('c', 'c1'));
    expect(keys(lane.take((load) => load.reads < 4))).toEqual(['a1', 'b1', 'c1', 'a2']);
    expect(keys(lane.take(() => true))).toEqual(['a3']);
    expect(lane.load).toEqual({ reads: 0, gas: 0, execGas: 0, bytes: 0, answerBytes: 0 });
  });

  it("puts a read sent again before its client's others, without moving the client ahead of anyone", () => {
    const lane = queue();
    lane.add(read('a', 'a1'));
    lane.add(read('b', 'b1'));
    lane.addFront(read('c', 'c0'));
    lane.addFront(read('a', 'a0'));
    expect(keys(lane.take(() => true))).toEqual(['a0', 'b1', 'c0', 'a1']);
  });

  it('sends sealed groups first, as they are; a group an upstream sent back before the others', () => {
    const lane = queue();
    lane.add(read('a', 'a1'));
    lane.addSealed([read('x', 'x1'), read('y', 'y1')]);
    lane.addSealed([read('z', 'z1')], true);
    expect(keys(lane.take(() => true))).toEqual(['z1']);
    expect(keys(lane.take(() => true))).toEqual(['x1', 'y1']);
    expect(keys(lane.take(() => true))).toEqual(['a1']);
  });

  it('sweeps what it is told to drop, and counts clients and their reads', () => {
    const lane = queue();
    lane.add(read('a', 'a1', 5));
    lane.add(read('a', 'a2', 6));
    lane.add(read('b', 'b1', 7));
    expect([lane.clients(), lane.countOf('a'), lane.oldestQueuedAt()]).toEqual([2, 2, 5]);
    expect(keys(lane.sweep((entry) => entry.key !== 'a1'))).toEqual(['a1']);
    expect([lane.countOf('a'), lane.load.reads, lane.oldestQueuedAt()]).toEqual([1, 2, 6]);
  });
});
