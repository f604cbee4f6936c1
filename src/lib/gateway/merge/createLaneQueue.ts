import type { ReadLane } from '../policy/planRead.ts';
import type { LaneLoad, LaneQueue, QueuedRead } from './readMergerTypes.ts';

const empty = (): LaneLoad => ({ reads: 0, gas: 0, execGas: 0, bytes: 0, answerBytes: 0 });

/** Adds (`sign` 1) or takes away (-1) what `read` adds to a call from `load`. */
function count(load: LaneLoad, added: LaneLoad, sign: 1 | -1): void {
  load.reads += sign * added.reads;
  load.gas += sign * added.gas;
  load.execGas += sign * added.execGas;
  load.bytes += sign * added.bytes;
  load.answerBytes += sign * added.answerBytes;
}

/** The reads waiting per client, and the order in which clients take their turns. */
interface Turns {
  clients: Map<string, QueuedRead[]>;
  order: string[];
  /** The index in `order` of the client whose turn it is. */
  next: number;
}

/** Takes reads one per client in turn while `fits` takes the next (the first is always taken). */
function takeInTurn(
  turns: Turns,
  fits: (taken: LaneLoad, read: QueuedRead) => boolean,
  measure: (read: QueuedRead) => LaneLoad,
) {
  const batch: QueuedRead[] = [];
  const taken = empty();
  while (turns.next < turns.order.length) {
    const client = turns.order[turns.next] as string;
    const own = turns.clients.get(client) as QueuedRead[];
    const read = own[0] as QueuedRead;
    if (batch.length > 0 && !fits(taken, read)) break;
    own.shift();
    turns.next++;
    batch.push(read);
    count(taken, measure(read), 1);
    if (own.length > 0) turns.order.push(client);
    else turns.clients.delete(client);
  }
  if (turns.next > 1024 && turns.next * 2 > turns.order.length) {
    turns.order = turns.order.slice(turns.next);
    turns.next = 0;
  }
  return batch;
}

/** Keeps the reads `keep` takes, in each client's queue and the sealed groups; returns the others. */
function sweepTurns(turns: Turns, sealed: QueuedRead[][], keep: (read: QueuedRead) => boolean) {
  const dropped: QueuedRead[] = [];
  const filter = (reads: QueuedRead[]) =>
    reads.filter((read) => {
      if (keep(read)) return true;
      dropped.push(read);
      return false;
    });
  const groups = sealed.map(filter).filter((group) => group.length > 0);
  for (const [client, own] of turns.clients) {
    const kept = filter(own);
    if (kept.length > 0) turns.clients.set(client, kept);
    else turns.clients.delete(client);
  }
  turns.order = turns.order.slice(turns.next).filter((client) => turns.clients.has(client));
  turns.next = 0;
  return { dropped, groups };
}

/**
 * Creates one lane's queue with fair turns between clients (a hashed key of each visitor's IP): a client with
 * many reads, or whose reads go again and again, gets one read into each call while others wait, so what one
 * client sends costs its own turn. `measure` gives what a read adds to a call of this lane; `onJoin` hears of
 * every read that joins it.
 */
export function createLaneQueue(
  lane: ReadLane | 'heavy',
  measure: (read: QueuedRead) => LaneLoad,
  onJoin: (read: QueuedRead) => void = () => {},
): LaneQueue {
  const turns: Turns = { clients: new Map(), order: [], next: 0 };
  let sealed: QueuedRead[][] = [];
  const load = empty();
  const join = (read: QueuedRead, front: boolean) => {
    onJoin(read);
    count(load, measure(read), 1);
    const own = turns.clients.get(read.client);
    if (!own) {
      turns.clients.set(read.client, [read]);
      turns.order.push(read.client);
    } else if (front) own.unshift(read);
    else own.push(read);
  };
  return {
    lane,
    load,
    measure,
    add: (read) => join(read, false),
    addFront: (read) => join(read, true),
    addSealed(reads, first = false) {
      for (const read of reads) {
        onJoin(read);
        count(load, measure(read), 1);
      }
      if (first) sealed.unshift(reads);
      else sealed.push(reads);
    },
    oldestQueuedAt() {
      const head = turns.clients.get(turns.order[turns.next] as string)?.[0];
      return Math.min(sealed[0]?.[0]?.queuedAt ?? Number.POSITIVE_INFINITY, head?.queuedAt ?? Infinity);
    },
    countOf: (client) => turns.clients.get(client)?.length ?? 0,
    clients: () => turns.clients.size,
    sealedReads: () => sealed.reduce((sum, group) => sum + group.length, 0),
    take(fits) {
      const group = sealed.shift() ?? takeInTurn(turns, fits, measure);
      for (const read of group) count(load, measure(read), -1);
      return group;
    },
    sweep(keep) {
      const { dropped, groups } = sweepTurns(turns, sealed, keep);
      sealed = groups;
      for (const read of dropped) count(load, measure(read), -1);
      return dropped;
    },
  };
}
