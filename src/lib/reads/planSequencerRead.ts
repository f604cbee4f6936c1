import type { CallOutcome } from '../rpc/toCallOutcome.ts';
import type { AddSubCall, ReadBack } from './collectSubCalls.ts';
import { aggregatorV3 } from './contractAbis.ts';
import { errorOf, expectWords } from './decodeCallResult.ts';
import type { SequencerReading } from './readTypes.ts';

/** Plans the L2 sequencer uptime feed's `latestRoundData()`, when the chain has one; null otherwise. */
export function planSequencerRead(
  feed: string | undefined,
  add: AddSubCall,
): ReadBack<SequencerReading | null> {
  const round = feed ? add(feed, aggregatorV3.encodeFunctionData('latestRoundData')) : null;
  return (outcomes) => (round ? toSequencerReading(round(outcomes)) : null);
}

/** A sequencer uptime feed's status (answer 0 up, 1 down) and since when. */
function toSequencerReading(outcome: CallOutcome | undefined): SequencerReading {
  const words = expectWords(outcome, 5, 'SEQUENCER_FEED_FAILED');
  if (!words.ok) return { answer: null, startedAt: null, error: errorOf(words) };
  return { answer: BigInt.asIntN(256, words.value[1] ?? 0n), startedAt: words.value[2] ?? 0n, error: null };
}
