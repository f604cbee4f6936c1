import type { PriceFeedConfig } from '../config/siteConfigSchema.ts';
import type { CallOutcome } from '../rpc/toCallOutcome.ts';
import type { AddSubCall, ReadBack, Slot } from './collectSubCalls.ts';
import { aggregatorV3 } from './contractAbis.ts';
import { decodedValue, decodeWord, errorOf, expectWords, wordAs } from './decodeCallResult.ts';
import type { FeedReading } from './readTypes.ts';

/** Plans each price feed's `latestRoundData()` and `decimals()` on `chainId`. */
export function planFeedReads(
  chainId: number,
  feeds: readonly PriceFeedConfig[],
  add: AddSubCall,
): ReadBack<FeedReading[]> {
  const planned = feeds.map((feed) => ({
    feed,
    round: add(feed.address, aggregatorV3.encodeFunctionData('latestRoundData')),
    decimals: add(feed.address, aggregatorV3.encodeFunctionData('decimals')),
  }));
  return (outcomes) =>
    planned.map(({ feed, round, decimals }) =>
      toFeedReading(chainId, feed.address, round, decimals, outcomes),
    );
}

/** A feed's latest round (five words) and decimals, checked for shape. */
function toFeedReading(
  chainId: number,
  address: string,
  round: Slot,
  decimals: Slot,
  outcomes: readonly CallOutcome[],
): FeedReading {
  const words = expectWords(round(outcomes), 5, 'PRICE_FEED_FAILED');
  const places = decodeWord<bigint>(decimals(outcomes), 'uint8', 'PRICE_FEED_FAILED');
  const answer = words.ok ? wordAs(words.value[1] ?? 0n, 'int256') : words;
  const updatedAt = words.ok ? wordAs(words.value[3] ?? 0n, 'uint256') : words;
  const failed = [words, places, answer, updatedAt].find((decoded) => !decoded.ok);
  if (failed) {
    return { chainId, address, answer: null, decimals: null, updatedAt: null, error: errorOf(failed) };
  }
  return {
    chainId,
    address,
    answer: decodedValue(answer) as bigint,
    decimals: Number(decodedValue(places)),
    updatedAt: decodedValue(updatedAt) as bigint,
    error: null,
  };
}
