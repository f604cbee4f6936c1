import type { PriceFeedConfig } from '../config/siteConfigSchema.ts';
import {
  AppError,
  type ErrorDetail,
  type ErrorInfo,
  type PlainErrorCode,
  toErrorInfo,
} from '../errors/AppError.ts';
import type { ChainSnapshot } from '../reads/readTypes.ts';

/** How long an L2 sequencer must have been up again before its prices are used (Chainlink's advice). */
const SEQUENCER_GRACE_SECONDS = 3_600n;
/** How far ahead of the chain's clock a feed's update time may be before it is taken as broken. */
const FUTURE_TOLERANCE_SECONDS = 300n;

/** A price the page may use, with how old it is; or why it may not. */
export type Price =
  | { ok: true; answer: bigint; decimals: number; ageSeconds: bigint }
  | { ok: false; error: ErrorInfo };

/** A refusal coded from the catalogue, with what happened as its detail. */
const refuse = (code: PlainErrorCode, detail?: ErrorDetail): Price => ({
  ok: false,
  error: toErrorInfo(new AppError(code, detail === undefined ? {} : { detail })),
});

/**
 * Judges a USD price feed's latest round, read on the feed's own chain (`snapshot`), for use: not from a
 * failing feed or chain, not while that chain's sequencer (when `sequencerConfigured`) is down or up for less
 * than an hour, not zero or negative, not older than the feed's `maxAgeSeconds` by that chain's block time.
 * Returns null while the feed's chain has not been read yet.
 */
export function evaluatePrice(
  feed: PriceFeedConfig,
  snapshot: ChainSnapshot | null,
  sequencerConfigured: boolean,
): Price | null {
  if (snapshot === null) return null;
  if (snapshot.status === 'error' || snapshot.blockTimestamp === null) return refuse('PRICE_CHAIN_FAILED');
  const now = snapshot.blockTimestamp;
  if (sequencerConfigured) {
    const sequencer = snapshot.sequencer;
    if (!sequencer || sequencer.error || sequencer.answer === null || sequencer.startedAt === null) {
      return refuse('SEQUENCER_FEED_FAILED', sequencer?.error?.detail);
    }
    if (sequencer.answer === 1n) return refuse('SEQUENCER_DOWN');
    if (sequencer.answer !== 0n || sequencer.startedAt === 0n) {
      return refuse('SEQUENCER_FEED_FAILED', { key: 'SEQUENCER_STATUS_UNKNOWN' });
    }
    if (now - sequencer.startedAt < SEQUENCER_GRACE_SECONDS) {
      const span = { seconds: now - sequencer.startedAt, style: 'span' } as const;
      return refuse('SEQUENCER_RESTARTED', { key: 'SEQUENCER_UP_FOR', values: { span } });
    }
  }
  const reading = snapshot.feeds.find((candidate) => candidate.address === feed.address);
  if (
    !reading ||
    reading.error ||
    reading.answer === null ||
    reading.decimals === null ||
    reading.updatedAt === null
  ) {
    return { ok: false, error: reading?.error ?? toErrorInfo(new AppError('PRICE_FEED_FAILED')) };
  }
  if (reading.answer <= 0n) return refuse('PRICE_NOT_POSITIVE');
  if (reading.updatedAt === 0n || reading.updatedAt > now + FUTURE_TOLERANCE_SECONDS) {
    return refuse('PRICE_FEED_FAILED', { key: 'FEED_TIME_INVALID' });
  }
  const ageSeconds = now > reading.updatedAt ? now - reading.updatedAt : 0n;
  if (ageSeconds > BigInt(feed.maxAgeSeconds)) {
    return refuse('PRICE_STALE', {
      key: 'PRICE_AGE',
      values: {
        age: { seconds: ageSeconds, style: 'ago' },
        maxAge: { seconds: BigInt(feed.maxAgeSeconds), style: 'span' },
      },
    });
  }
  return { ok: true, answer: reading.answer, decimals: reading.decimals, ageSeconds };
}
