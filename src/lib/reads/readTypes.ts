import type { ClaimStatus, ClaimWindow } from '../claims/claimTypes.ts';
import type { CallFormat } from '../config/checkCallEntry.ts';
import type { ErrorInfo } from '../errors/AppError.ts';
import type { AccountKind } from './toAccountKind.ts';

/** One balance the page shows: native (`token: 'native'`) or an ERC-20, raw `bigint` or a per-token error. */
export interface Holding {
  chainId: number;
  token: 'native' | string;
  symbol: string;
  name: string;
  decimals: number;
  raw: bigint | null;
  error: ErrorInfo | null;
}

/** How many of one ERC-1155 token id the account holds, or why it could not be read. */
export interface NftTokenBalance {
  tokenId: string;
  raw: bigint | null;
  error: ErrorInfo | null;
}

/** An NFT collection: the ERC-721 balance, or the balance of each configured ERC-1155 token id. */
export interface NftHolding {
  chainId: number;
  address: string;
  name: string;
  standard: 'erc721' | 'erc1155';
  /** ERC-721: how many tokens the account owns; null when it could not be read (see `error`). */
  count: bigint | null;
  /** ERC-1155: one balance per configured token id; empty for ERC-721. */
  tokens: NftTokenBalance[];
  error: ErrorInfo | null;
}

/** Where the account stands with an ERC-5805 (Votes) token: balance, voting power and delegate. */
export interface GovernancePosition {
  chainId: number;
  token: string;
  name: string;
  symbol: string | null;
  decimals: number | null;
  balance: bigint | null;
  votes: bigint | null;
  /** The delegate's checksummed address; the zero address when the account has not delegated. */
  delegate: string | null;
  error: ErrorInfo | null;
}

/** The value of one of the owner's custom calls: a number, a bool or an address, as its format reads it. */
export interface CallReading {
  chainId: number;
  address: string;
  label: string;
  format: CallFormat;
  value: bigint | boolean | string | null;
  error: ErrorInfo | null;
}

/** A Chainlink feed's latest round as read on its chain, or why it could not be read. */
export interface FeedReading {
  chainId: number;
  address: string;
  answer: bigint | null;
  decimals: number | null;
  updatedAt: bigint | null;
  error: ErrorInfo | null;
}

/** A Chainlink L2 sequencer uptime feed: up (`answer` 0) or down (1), and since when (`startedAt`). */
export interface SequencerReading {
  answer: bigint | null;
  startedAt: bigint | null;
  error: ErrorInfo | null;
}

/** What one chain said about an account at one block, or why it could not say. */
export interface ChainSnapshot {
  chainId: number;
  status: 'ok' | 'error';
  blockNumber: bigint | null;
  /** The block's timestamp (unix seconds): the clock prices are judged fresh or stale by. */
  blockTimestamp: bigint | null;
  holdings: Holding[];
  nfts: NftHolding[];
  governance: GovernancePosition[];
  calls: CallReading[];
  /** Every price feed configured on this chain (for assets of any chain). */
  feeds: FeedReading[];
  /** This chain's sequencer uptime feed, when one is configured. */
  sequencer: SequencerReading | null;
  /** Where the account stands with each claims list on this chain (cannot be verified when the read failed). */
  claims: ClaimStatus[];
  /** When claiming each list of this chain opens and closes (the config's alone when the read failed). */
  claimWindows: ClaimWindow[];
  /** What kind of account it is on this chain; null when that could not be read. */
  account: AccountKind | null;
  error: ErrorInfo | null;
}
