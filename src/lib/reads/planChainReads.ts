import type { ClaimListView } from '../claims/claimTypes.ts';
import type {
  CallConfig,
  ChainConfig,
  GovernanceConfig,
  NftConfig,
  PriceFeedConfig,
  TokenConfig,
} from '../config/siteConfigSchema.ts';
import type { CallOutcome } from '../rpc/toCallOutcome.ts';
import { collectSubCalls, type SubCall } from './collectSubCalls.ts';
import { type ClaimProbes, type ClaimReading, planClaimReads } from './planClaimReads.ts';
import { planCustomCallReads } from './planCustomCallReads.ts';
import { planFeedReads } from './planFeedReads.ts';
import { planGovernanceReads } from './planGovernanceReads.ts';
import { planNftReads } from './planNftReads.ts';
import { planSafeProbes } from './planSafeProbes.ts';
import { planSequencerRead } from './planSequencerRead.ts';
import { planTokenReads, type TokenReading } from './planTokenReads.ts';
import type {
  CallReading,
  FeedReading,
  GovernancePosition,
  NftHolding,
  SequencerReading,
} from './readTypes.ts';
import type { SafeProbes } from './toAccountKind.ts';

/** What the reads of one site need from its config. */
export type ReadConfig = {
  chains: readonly Pick<ChainConfig, 'id' | 'nativeCurrency' | 'sequencerUptimeFeed'>[];
  tokens: readonly TokenConfig[];
  nfts: readonly NftConfig[];
  governance: readonly GovernanceConfig[];
  calls: readonly CallConfig[];
  /** Claims lists as the page knows them (none when left out). */
  claimLists?: readonly ClaimListView[];
};

/** Every entry of one chain, read from the outcomes of its sub-calls. */
export interface ChainSections {
  tokens: TokenReading[];
  nfts: NftHolding[];
  governance: GovernancePosition[];
  calls: CallReading[];
  feeds: FeedReading[];
  sequencer: SequencerReading | null;
  claims: ClaimReading[];
  /** The account's answers to a Safe's getters, when it is known to be a contract (else null): what tells a Safe. */
  safeProbes: SafeProbes | null;
}

/** The sub-calls of one chain, and how to read their outcomes back (same order) into sections. */
export interface ChainReadPlan {
  calls: SubCall[];
  interpret(outcomes: readonly CallOutcome[]): ChainSections;
}

/** Every distinct price feed configured on `chainId` (for native currencies and tokens of any chain). */
export function feedsOnChain(config: ReadConfig, chainId: number): PriceFeedConfig[] {
  const feeds = [
    ...config.chains.map((chain) => chain.nativeCurrency.priceFeed),
    ...config.tokens.map((token) => token.priceFeed),
  ].filter((feed): feed is PriceFeedConfig => feed?.chainId === chainId);
  return feeds.filter((feed, index) => feeds.findIndex((other) => other.address === feed.address) === index);
}

/**
 * Plans every read of `account` on one chain as sub-calls of a single Multicall3 `aggregate3`, one planner per
 * kind of read, in this order: tokens, NFTs, governance, the owner's custom calls, the price feeds read on this
 * chain, the claims lists' getters (`probes` tell which account leaves are known), the account's Safe probes
 * (only when its code, as known before the read, is a contract's: `accountCode`, undefined while unread) and the
 * sequencer uptime feed. Each sub-call fails alone: `interpret` turns a revert or malformed data into that
 * entry's error.
 */
export function planChainReads(
  config: ReadConfig,
  chainId: number,
  account: string,
  probes: ClaimProbes = new Map(),
  accountCode?: string,
): ChainReadPlan {
  const { calls, add } = collectSubCalls();
  const on = <T extends { chainId: number }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.chainId === chainId);
  const tokens = planTokenReads(on(config.tokens), account, add);
  const nfts = planNftReads(on(config.nfts), account, add);
  const governance = planGovernanceReads(chainId, on(config.governance), account, add);
  const custom = planCustomCallReads(chainId, on(config.calls), account, add);
  const feeds = planFeedReads(chainId, feedsOnChain(config, chainId), add);
  const claims = planClaimReads(on(config.claimLists ?? []), account, probes, add);
  const safeProbes = planSafeProbes(account, accountCode, add);
  const sequencerFeed = config.chains.find((chain) => chain.id === chainId)?.sequencerUptimeFeed;
  const sequencer = planSequencerRead(sequencerFeed, add);
  return {
    calls,
    interpret: (outcomes) => ({
      tokens: tokens(outcomes),
      nfts: nfts(outcomes),
      governance: governance(outcomes),
      calls: custom(outcomes),
      feeds: feeds(outcomes),
      sequencer: sequencer(outcomes),
      safeProbes: safeProbes(outcomes),
      claims: claims(outcomes),
    }),
  };
}
