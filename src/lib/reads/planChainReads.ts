import { FunctionFragment, Interface } from 'ethers';
import type { DistributorRead } from '../claims/checkClaim.ts';
import type { ClaimListView, ClaimProbe } from '../claims/claimTypes.ts';
import { ACCOUNT_ARGUMENT } from '../config/checkCallEntry.ts';
import type {
  CallConfig,
  ChainConfig,
  GovernanceConfig,
  NftConfig,
  PriceFeedConfig,
  TokenConfig,
} from '../config/siteConfigSchema.ts';
import { toErrorInfo } from '../errors/AppError.ts';
import type { CallOutcome } from '../rpc/toCallOutcome.ts';
import { aggregatorV3, erc20, nft, safe, votes } from './contractAbis.ts';
import {
  type Decoded,
  decodeShortText,
  decodeWord,
  expectWords,
  type WordType,
  wordAs,
} from './decodeCallResult.ts';
import type {
  CallReading,
  FeedReading,
  GovernancePosition,
  NftHolding,
  NftTokenBalance,
  SequencerReading,
} from './readTypes.ts';
import type { SafeProbes } from './toAccountKind.ts';

/** The longest token name or symbol shown; longer ones read from the chain are cut. */
export const MAX_TOKEN_NAME_LENGTH = 60;
const MAX_SYMBOL_LENGTH = 12;

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

/** What the static files said about the account, per claims list id, when the read was planned. */
export type ClaimProbes = ReadonlyMap<string, ClaimProbe>;

/** One claims list's part of a chain read: what its files said, and the distributor's root and claimed getters. */
export interface ClaimReading {
  list: ClaimListView;
  probe: ClaimProbe;
  root: DistributorRead<string>;
  /** null when not asked: the account's leaf was not known when the read was planned. */
  claimed: DistributorRead<boolean | bigint> | null;
}

/** One call inside the chain's single `aggregate3`. */
export interface SubCall {
  target: string;
  callData: string;
}

/** A token balance as read, before the native balance joins it. */
export interface TokenReading {
  token: TokenConfig;
  balance: Decoded<bigint>;
  /** The on-chain name, for a token the config leaves unnamed. */
  name: string | null;
}

/** Every entry of one chain, read from the outcomes of its sub-calls. */
export interface ChainSections {
  tokens: TokenReading[];
  nfts: NftHolding[];
  governance: GovernancePosition[];
  calls: CallReading[];
  feeds: FeedReading[];
  sequencer: SequencerReading | null;
  claims: ClaimReading[];
  /** The account's answers to a Safe's getters: what tells a Safe, and whether its code must be read. */
  safeProbes: SafeProbes;
}

/** The sub-calls of one chain, and how to read their outcomes back (same order) into sections. */
export interface ChainReadPlan {
  calls: SubCall[];
  interpret(outcomes: readonly CallOutcome[]): ChainSections;
}

/** Reads the outcome at a fixed place of the list. */
type Slot = (outcomes: readonly CallOutcome[]) => CallOutcome | undefined;

/** The error part of a read value, for a section entry: null when it was read. */
const errorOf = (decoded: Decoded<unknown>) => (decoded.ok ? null : toErrorInfo(decoded.error));
/** The value of a read, or null. */
const decodedValue = <T>(decoded: Decoded<T>): T | null => (decoded.ok ? decoded.value : null);
/** A read value for a claims check: the value, or its error as plain data. */
const toDistributorRead = <T>(decoded: Decoded<T>): DistributorRead<T> =>
  decoded.ok ? decoded : { ok: false, error: toErrorInfo(decoded.error) };

/** Every distinct price feed configured on `chainId` (for native currencies and tokens of any chain). */
export function feedsOnChain(config: ReadConfig, chainId: number): PriceFeedConfig[] {
  const feeds = [
    ...config.chains.map((chain) => chain.nativeCurrency.priceFeed),
    ...config.tokens.map((token) => token.priceFeed),
  ].filter((feed): feed is PriceFeedConfig => feed?.chainId === chainId);
  return feeds.filter((feed, index) => feeds.findIndex((other) => other.address === feed.address) === index);
}

/**
 * Plans every read of `account` on one chain as sub-calls of a single Multicall3 `aggregate3`: each token's
 * balance (and name, when the config leaves it out), each NFT collection, each governance token (balance,
 * votes, delegate, symbol, decimals), each custom call, each price feed read on this chain, the sequencer
 * uptime feed, and for each claims list its distributor's root getter (`merkleRoot()` by default) and, once
 * `probes` know the account's leaf, its claimed getter with the account or the leaf's index (`isClaimed(index)`
 * for merkle-distributor's lists by default), both as the list's entry names them, and the account's own
 * `getThreshold()` and `getOwners()` (a Safe answers them). Each sub-call fails alone: `interpret` turns a
 * revert or malformed data into that entry's error.
 */
export function planChainReads(
  config: ReadConfig,
  chainId: number,
  account: string,
  probes: ClaimProbes = new Map(),
): ChainReadPlan {
  const calls: SubCall[] = [];
  const add = (target: string, callData: string): Slot => {
    const index = calls.push({ target, callData }) - 1;
    return (outcomes) => outcomes[index];
  };
  const on = <T extends { chainId: number }>(entries: readonly T[]) =>
    entries.filter((entry) => entry.chainId === chainId);

  const tokens = on(config.tokens).map((token) => ({
    token,
    balance: add(token.address, erc20.encodeFunctionData('balanceOf', [account])),
    name: token.name === undefined ? add(token.address, erc20.encodeFunctionData('name')) : null,
  }));
  const nfts = on(config.nfts).map((entry) => ({
    entry,
    slots:
      entry.standard === 'erc721'
        ? [add(entry.address, nft.encodeFunctionData('balanceOf(address)', [account]))]
        : entry.tokenIds.map((id) =>
            add(entry.address, nft.encodeFunctionData('balanceOf(address,uint256)', [account, id])),
          ),
  }));
  const governance = on(config.governance).map((entry) => ({
    entry,
    balance: add(entry.token, erc20.encodeFunctionData('balanceOf', [account])),
    votes: add(entry.token, votes.encodeFunctionData('getVotes', [account])),
    delegate: add(entry.token, votes.encodeFunctionData('delegates', [account])),
    decimals: add(entry.token, erc20.encodeFunctionData('decimals')),
    symbol: add(entry.token, erc20.encodeFunctionData('symbol')),
  }));
  const custom = on(config.calls).map((entry) => {
    const fragment = FunctionFragment.from(entry.signature);
    const args = entry.args.map((arg) => (arg === ACCOUNT_ARGUMENT ? account : arg));
    const callData = new Interface([fragment]).encodeFunctionData(fragment, args);
    return {
      entry,
      type: (fragment.outputs[0]?.type ?? 'uint256') as WordType,
      slot: add(entry.address, callData),
    };
  });
  const feeds = feedsOnChain(config, chainId).map((feed) => ({
    feed,
    round: add(feed.address, aggregatorV3.encodeFunctionData('latestRoundData')),
    decimals: add(feed.address, aggregatorV3.encodeFunctionData('decimals')),
  }));
  const claimLists = on(config.claimLists ?? []).map((list) => {
    const probe = probes.get(list.id) ?? { kind: 'pending' };
    const leaf = probe.kind === 'shard' ? probe.leaf : null;
    const rootGetter = FunctionFragment.from(list.rootGetter);
    const claimedGetter = FunctionFragment.from(list.claimedGetter);
    const byAccount = claimedGetter.inputs[0]?.type === 'address';
    const argument = byAccount ? account : leaf?.index;
    return {
      list,
      probe,
      root: add(list.distributor, new Interface([rootGetter]).encodeFunctionData(rootGetter)),
      claimed:
        leaf && argument !== null && argument !== undefined
          ? add(
              list.distributor,
              new Interface([claimedGetter]).encodeFunctionData(claimedGetter, [argument]),
            )
          : null,
      claimedType: (claimedGetter.outputs[0]?.type === 'uint256' ? 'uint256' : 'bool') as WordType,
    };
  });
  const probeThreshold = add(account, safe.encodeFunctionData('getThreshold'));
  const probeOwners = add(account, safe.encodeFunctionData('getOwners'));
  const sequencerFeed = config.chains.find((chain) => chain.id === chainId)?.sequencerUptimeFeed;
  const sequencer = sequencerFeed
    ? add(sequencerFeed, aggregatorV3.encodeFunctionData('latestRoundData'))
    : null;

  return {
    calls,
    interpret: (outcomes) => ({
      tokens: tokens.map(({ token, balance, name }) => ({
        token,
        balance: decodeWord<bigint>(balance(outcomes), 'uint256', 'TOKEN_CALL_FAILED'),
        name: name ? decodeShortText(name(outcomes), MAX_TOKEN_NAME_LENGTH) : null,
      })),
      nfts: nfts.map(({ entry, slots }) => toNftHolding(entry, slots, outcomes)),
      governance: governance.map((planned): GovernancePosition => {
        const read = {
          balance: decodeWord<bigint>(planned.balance(outcomes), 'uint256', 'ENTRY_CALL_FAILED'),
          votes: decodeWord<bigint>(planned.votes(outcomes), 'uint256', 'ENTRY_CALL_FAILED'),
          delegate: decodeWord<string>(planned.delegate(outcomes), 'address', 'ENTRY_CALL_FAILED'),
          decimals: decodeWord<bigint>(planned.decimals(outcomes), 'uint8', 'ENTRY_CALL_FAILED'),
        };
        const failed = Object.values(read).find((decoded) => !decoded.ok);
        return {
          chainId,
          token: planned.entry.token,
          name: planned.entry.name,
          symbol: decodeShortText(planned.symbol(outcomes), MAX_SYMBOL_LENGTH),
          decimals: read.decimals.ok ? Number(read.decimals.value) : null,
          balance: decodedValue(read.balance),
          votes: decodedValue(read.votes),
          delegate: decodedValue(read.delegate),
          error: failed ? errorOf(failed) : null,
        };
      }),
      calls: custom.map(({ entry, type, slot }) => {
        const decoded = decodeWord(slot(outcomes), type, 'ENTRY_CALL_FAILED');
        return {
          chainId,
          address: entry.address,
          label: entry.label,
          format: entry.format,
          value: decodedValue(decoded),
          error: errorOf(decoded),
        };
      }),
      feeds: feeds.map(({ feed, round, decimals }) =>
        toFeedReading(chainId, feed.address, round, decimals, outcomes),
      ),
      sequencer: sequencer ? toSequencerReading(sequencer(outcomes)) : null,
      safeProbes: { threshold: probeThreshold(outcomes), owners: probeOwners(outcomes) },
      claims: claimLists.map(({ list, probe, root, claimed, claimedType }) => {
        const word = expectWords(root(outcomes), 1, 'CLAIMS_READ_FAILED');
        return {
          list,
          probe,
          root: toDistributorRead<string>(
            word.ok ? { ok: true, value: `0x${(word.value[0] ?? 0n).toString(16).padStart(64, '0')}` } : word,
          ),
          claimed: claimed
            ? toDistributorRead(
                decodeWord<boolean | bigint>(claimed(outcomes), claimedType, 'CLAIMS_READ_FAILED'),
              )
            : null,
        };
      }),
    }),
  };
}

/** An NFT entry from its sub-calls: one ERC-721 balance, or one balance per ERC-1155 token id. */
function toNftHolding(entry: NftConfig, slots: Slot[], outcomes: readonly CallOutcome[]): NftHolding {
  const base = { chainId: entry.chainId, address: entry.address, name: entry.name, standard: entry.standard };
  if (entry.standard === 'erc721') {
    const count = decodeWord<bigint>(slots[0]?.(outcomes), 'uint256', 'ENTRY_CALL_FAILED');
    return { ...base, count: decodedValue(count), tokens: [], error: errorOf(count) };
  }
  const tokens: NftTokenBalance[] = entry.tokenIds.map((tokenId, index) => {
    const raw = decodeWord<bigint>(slots[index]?.(outcomes), 'uint256', 'ENTRY_CALL_FAILED');
    return { tokenId, raw: decodedValue(raw), error: errorOf(raw) };
  });
  const allFailed = tokens.every((token) => token.error !== null);
  return { ...base, count: null, tokens, error: allFailed ? (tokens[0]?.error ?? null) : null };
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

/** A sequencer uptime feed's status (answer 0 up, 1 down) and since when. */
function toSequencerReading(outcome: CallOutcome | undefined): SequencerReading {
  const words = expectWords(outcome, 5, 'SEQUENCER_FEED_FAILED');
  if (!words.ok) return { answer: null, startedAt: null, error: errorOf(words) };
  return { answer: BigInt.asIntN(256, words.value[1] ?? 0n), startedAt: words.value[2] ?? 0n, error: null };
}
