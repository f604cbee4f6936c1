import { describe, expect, it } from 'vitest';
import type { ChainSnapshot, Holding } from '../reads/readTypes.ts';
import { computeUsdValues, holdingKey } from './computeUsdValues.ts';

const NOW = 1_800_000_000n;
const ETH_USD = '0x0000000000000000000000000000000000000E70';
const TOKEN_USD = '0x0000000000000000000000000000000000000701';
const TOKEN = '0x000000000000000000000000000000000000Beef';
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 };

const config = {
  chains: [
    {
      id: 1,
      nativeCurrency: { ...ether, priceFeed: { chainId: 1, address: ETH_USD, maxAgeSeconds: 86_400 } },
    },
    // An L2 whose ETH is priced by the feed on chain 1, and whose own feed needs its sequencer.
    {
      id: 10,
      nativeCurrency: { ...ether, priceFeed: { chainId: 1, address: ETH_USD, maxAgeSeconds: 86_400 } },
      sequencerUptimeFeed: '0x0000000000000000000000000000000000005E0',
    },
  ],
  tokens: [
    { chainId: 10, address: TOKEN, priceFeed: { chainId: 10, address: TOKEN_USD, maxAgeSeconds: 86_400 } },
  ],
};

const holding = (chainId: number, token: string, raw: bigint, decimals = 18): Holding => ({
  chainId,
  token,
  symbol: 'X',
  name: 'X',
  decimals,
  raw,
  error: null,
});

function snapshot(chainId: number, parts: Partial<ChainSnapshot>): ChainSnapshot {
  return {
    chainId,
    status: 'ok',
    blockNumber: 1n,
    blockTimestamp: NOW,
    account: null,
    claimWindows: [],
    holdings: [],
    nfts: [],
    governance: [],
    calls: [],
    feeds: [],
    sequencer: null,
    claims: [],
    error: null,
    ...parts,
  };
}

const ethFeed = {
  chainId: 1,
  address: ETH_USD,
  answer: 2000_00000000n,
  decimals: 8,
  updatedAt: NOW - 30n,
  error: null,
};
const chain1 = snapshot(1, { holdings: [holding(1, 'native', 2n * 10n ** 18n)], feeds: [ethFeed] });

describe('computeUsdValues', () => {
  it('values each holding, per chain and in total, with a feed read on another chain than its asset', () => {
    const chain10 = snapshot(10, {
      holdings: [holding(10, 'native', 5n * 10n ** 17n), holding(10, TOKEN, 3_000000n, 6)],
      feeds: [
        {
          chainId: 10,
          address: TOKEN_USD,
          answer: 1_00000000n,
          decimals: 8,
          updatedAt: NOW - 10n,
          error: null,
        },
      ],
      sequencer: { answer: 0n, startedAt: NOW - 7_200n, error: null },
    });
    const usd = computeUsdValues(config, { 1: chain1, 10: chain10 });
    expect(usd.holdings.get(holdingKey({ chainId: 1, token: 'native' }))).toEqual({
      kind: 'value',
      cents: 4000_00n,
      dust: false,
      ageSeconds: 30n,
    });
    expect(usd.holdings.get(holdingKey({ chainId: 10, token: 'native' }))).toMatchObject({ cents: 1000_00n });
    expect(usd.holdings.get(holdingKey({ chainId: 10, token: TOKEN }))).toMatchObject({ cents: 3_00n });
    expect(usd.chains.get(10)).toEqual({ cents: 1003_00n, unavailable: 0, pending: false, priced: 2 });
    expect(usd.total).toEqual({ cents: 5003_00n, unavailable: 0, pending: false, priced: 3 });
  });

  it('leaves a holding out of the totals when its price cannot be used, and counts it only if held', () => {
    const restarted = snapshot(10, {
      holdings: [holding(10, 'native', 10n ** 18n), holding(10, TOKEN, 0n, 6)],
      feeds: [
        { chainId: 10, address: TOKEN_USD, answer: 1_00000000n, decimals: 8, updatedAt: NOW, error: null },
      ],
      sequencer: { answer: 0n, startedAt: NOW - 600n, error: null },
    });
    const usd = computeUsdValues(config, { 1: chain1, 10: restarted });
    // ETH on chain 10 is priced on chain 1 (no sequencer there); the token's feed is on the restarted L2.
    expect(usd.holdings.get(holdingKey({ chainId: 10, token: 'native' }))).toMatchObject({ cents: 2000_00n });
    expect(usd.holdings.get(holdingKey({ chainId: 10, token: TOKEN }))).toMatchObject({
      kind: 'unavailable',
      error: { code: 'SEQUENCER_RESTARTED' },
    });
    expect(usd.chains.get(10)).toMatchObject({ cents: 2000_00n, unavailable: 0 });
    const held = snapshot(10, { ...restarted, holdings: [holding(10, TOKEN, 1n, 6)] });
    expect(computeUsdValues(config, { 1: chain1, 10: held }).total).toMatchObject({
      cents: 4000_00n,
      unavailable: 1,
    });
  });

  it('marks dust, says when a value is still being read, and skips balances that failed', () => {
    const dust = snapshot(1, { holdings: [holding(1, 'native', 1n)], feeds: [ethFeed] });
    expect(computeUsdValues(config, { 1: dust, 10: null }).holdings.get('1:native')).toMatchObject({
      cents: 0n,
      dust: true,
    });
    const waiting = snapshot(10, { holdings: [holding(10, 'native', 1n)] });
    const usd = computeUsdValues(config, { 10: waiting });
    expect(usd.holdings.get('10:native')).toEqual({ kind: 'pending' });
    expect(usd.total.pending).toBe(true);
    const failed = snapshot(1, { holdings: [{ ...holding(1, 'native', 0n), raw: null }], feeds: [ethFeed] });
    expect(computeUsdValues(config, { 1: failed }).holdings.size).toBe(0);
  });
});
