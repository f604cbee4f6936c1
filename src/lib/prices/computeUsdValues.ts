import type { ChainConfig, PriceFeedConfig, TokenConfig } from '../config/siteConfigSchema.ts';
import type { ErrorInfo } from '../errors/AppError.ts';
import type { ChainSnapshot, Holding } from '../reads/readTypes.ts';
import { evaluatePrice } from './evaluatePrice.ts';
import { usdCents } from './usdCents.ts';

/** A holding's USD value: in cents with its price's age, unavailable (and why), or still being read. */
export type HoldingUsd =
  | { kind: 'value'; cents: bigint; dust: boolean; ageSeconds: bigint }
  | { kind: 'unavailable'; error: ErrorInfo }
  | { kind: 'pending' };

/** A sum of USD values, and how many held assets it leaves out because their price is unavailable. */
export interface UsdTotal {
  cents: bigint;
  /** Holdings with a balance whose price could not be used: left out of `cents`. */
  unavailable: number;
  /** A value still being read: the total may grow. */
  pending: boolean;
  /** Holdings valued in `cents`. */
  priced: number;
}

/** USD values for every priced holding, per chain, and across chains. */
export interface UsdSummary {
  /** By {@link holdingKey}; holdings without a configured feed are absent. */
  holdings: Map<string, HoldingUsd>;
  chains: Map<number, UsdTotal>;
  total: UsdTotal;
}

/** The config the USD values need: which feed prices each asset, and which chains have a sequencer feed. */
export type UsdConfig = {
  chains: readonly Pick<ChainConfig, 'id' | 'nativeCurrency' | 'sequencerUptimeFeed'>[];
  tokens: readonly Pick<TokenConfig, 'chainId' | 'address' | 'priceFeed'>[];
};

/** The key of a holding in {@link UsdSummary.holdings}: `<chainId>:<token address or native>`. */
export const holdingKey = (holding: Pick<Holding, 'chainId' | 'token'>) =>
  `${holding.chainId}:${holding.token}`;

const emptyTotal = (): UsdTotal => ({ cents: 0n, unavailable: 0, pending: false, priced: 0 });

/** Adds one holding's value to a total. */
function addTo(total: UsdTotal, value: HoldingUsd, held: boolean): void {
  if (value.kind === 'pending') total.pending = true;
  else if (value.kind === 'unavailable') total.unavailable += held ? 1 : 0;
  else {
    total.cents += value.cents;
    total.priced += 1;
  }
}

/**
 * Values every holding that has a USD price feed configured, from the chain snapshots read so far (a feed is
 * read on its own chain, which may differ from its asset's): cents per holding, summed per chain and in
 * total. A holding whose price cannot be used (see evaluatePrice) is left out of the sums and counted.
 */
export function computeUsdValues(
  config: UsdConfig,
  snapshots: Readonly<Record<number, ChainSnapshot | null>>,
): UsdSummary {
  const feedOf = (holding: Holding): PriceFeedConfig | undefined =>
    holding.token === 'native'
      ? config.chains.find((chain) => chain.id === holding.chainId)?.nativeCurrency.priceFeed
      : config.tokens.find((token) => token.chainId === holding.chainId && token.address === holding.token)
          ?.priceFeed;
  const hasSequencer = (chainId: number) =>
    config.chains.some((chain) => chain.id === chainId && chain.sequencerUptimeFeed !== undefined);

  const summary: UsdSummary = { holdings: new Map(), chains: new Map(), total: emptyTotal() };
  for (const chain of config.chains) {
    const snapshot = snapshots[chain.id] ?? null;
    const chainTotal = emptyTotal();
    summary.chains.set(chain.id, chainTotal);
    if (snapshot?.status !== 'ok') continue;
    for (const holding of snapshot.holdings) {
      const feed = feedOf(holding);
      if (!feed || holding.raw === null) continue;
      const price = evaluatePrice(feed, snapshots[feed.chainId] ?? null, hasSequencer(feed.chainId));
      const value: HoldingUsd =
        price === null
          ? { kind: 'pending' }
          : price.ok
            ? {
                kind: 'value',
                cents: usdCents(holding.raw, holding.decimals, price.answer, price.decimals),
                dust: false,
                ageSeconds: price.ageSeconds,
              }
            : { kind: 'unavailable', error: price.error };
      if (value.kind === 'value') value.dust = value.cents === 0n && holding.raw > 0n;
      summary.holdings.set(holdingKey(holding), value);
      addTo(chainTotal, value, holding.raw > 0n);
      addTo(summary.total, value, holding.raw > 0n);
    }
  }
  return summary;
}
