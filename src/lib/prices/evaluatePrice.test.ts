import { describe, expect, it } from 'vitest';
import type { ChainSnapshot, FeedReading, SequencerReading } from '../reads/readTypes.ts';
import { evaluatePrice } from './evaluatePrice.ts';

const NOW = 1_800_000_000n;
const FEED = { chainId: 10, address: '0x0000000000000000000000000000000000000Fee', maxAgeSeconds: 86_400 };

/** A snapshot of chain 10 at NOW carrying one reading of FEED and, optionally, a sequencer status. */
function snapshotWith(
  reading: Partial<FeedReading>,
  sequencer: SequencerReading | null = null,
): ChainSnapshot {
  return {
    chainId: 10,
    status: 'ok',
    blockNumber: 1n,
    blockTimestamp: NOW,
    account: null,
    claimWindows: [],
    holdings: [],
    nfts: [],
    governance: [],
    calls: [],
    feeds: [
      {
        chainId: 10,
        address: FEED.address,
        answer: 2000_00000000n,
        decimals: 8,
        updatedAt: NOW - 60n,
        error: null,
        ...reading,
      },
    ],
    sequencer,
    claims: [],
    error: null,
  };
}
const up = (since: bigint): SequencerReading => ({ answer: 0n, startedAt: since, error: null });

describe('evaluatePrice', () => {
  it('uses a fresh positive price, with its age by the chain’s clock', () => {
    expect(evaluatePrice(FEED, snapshotWith({}), false)).toEqual({
      ok: true,
      answer: 2000_00000000n,
      decimals: 8,
      ageSeconds: 60n,
    });
  });

  it('uses a price exactly maxAgeSeconds old, not one a second older', () => {
    expect(evaluatePrice(FEED, snapshotWith({ updatedAt: NOW - 86_400n }), false)).toMatchObject({
      ok: true,
    });
    expect(evaluatePrice(FEED, snapshotWith({ updatedAt: NOW - 86_401n }), false)).toMatchObject({
      ok: false,
      error: {
        code: 'PRICE_STALE',
        detail: { key: 'PRICE_AGE', values: { age: { seconds: 86_401n, style: 'ago' } } },
      },
    });
  });

  it('honours a feed’s own, shorter maxAgeSeconds', () => {
    const strict = { ...FEED, maxAgeSeconds: 3_600 };
    expect(evaluatePrice(strict, snapshotWith({ updatedAt: NOW - 7_200n }), false)).toMatchObject({
      ok: false,
      error: {
        code: 'PRICE_STALE',
        detail: {
          key: 'PRICE_AGE',
          values: { age: { seconds: 7_200n, style: 'ago' }, maxAge: { seconds: 3_600n, style: 'span' } },
        },
      },
    });
  });

  const refusals: [string, ChainSnapshot, boolean, string][] = [
    ['a negative answer', snapshotWith({ answer: -1n }), false, 'PRICE_NOT_POSITIVE'],
    ['a zero answer', snapshotWith({ answer: 0n }), false, 'PRICE_NOT_POSITIVE'],
    ['an update time of 0', snapshotWith({ updatedAt: 0n }), false, 'PRICE_FEED_FAILED'],
    [
      'an update time an hour in the future',
      snapshotWith({ updatedAt: NOW + 3_600n }),
      false,
      'PRICE_FEED_FAILED',
    ],
    [
      'a feed that failed',
      snapshotWith({
        answer: null,
        error: { code: 'PRICE_FEED_FAILED', detail: { key: 'CALL_REVERTED' } },
      }),
      false,
      'PRICE_FEED_FAILED',
    ],
    [
      'a chain that failed',
      { ...snapshotWith({}), status: 'error', blockTimestamp: null },
      false,
      'PRICE_CHAIN_FAILED',
    ],
    [
      'a sequencer that is down',
      snapshotWith({}, { answer: 1n, startedAt: NOW - 10n, error: null }),
      true,
      'SEQUENCER_DOWN',
    ],
    ['a sequencer up again for 59 minutes', snapshotWith({}, up(NOW - 3_540n)), true, 'SEQUENCER_RESTARTED'],
    ['a sequencer up again just now', snapshotWith({}, up(NOW)), true, 'SEQUENCER_RESTARTED'],
    [
      'a sequencer with no start time (invalid round)',
      snapshotWith({}, up(0n)),
      true,
      'SEQUENCER_FEED_FAILED',
    ],
    [
      'a sequencer status of 2',
      snapshotWith({}, { answer: 2n, startedAt: 1n, error: null }),
      true,
      'SEQUENCER_FEED_FAILED',
    ],
    [
      'a sequencer feed that failed',
      snapshotWith({}, { answer: null, startedAt: null, error: { code: 'SEQUENCER_FEED_FAILED' } }),
      true,
      'SEQUENCER_FEED_FAILED',
    ],
    [
      'a configured sequencer feed missing from the read',
      snapshotWith({}, null),
      true,
      'SEQUENCER_FEED_FAILED',
    ],
  ];
  it.each(refusals)('refuses %s', (_name, snapshot, sequencer, code) => {
    expect(evaluatePrice(FEED, snapshot, sequencer)).toMatchObject({ ok: false, error: { code } });
  });

  it('uses the price once the sequencer has been up for an hour', () => {
    expect(evaluatePrice(FEED, snapshotWith({}, up(NOW - 3_600n)), true)).toMatchObject({ ok: true });
  });

  it('has nothing to say while the feed’s chain is still being read', () => {
    expect(evaluatePrice(FEED, null, true)).toBeNull();
  });
});
