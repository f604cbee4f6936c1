import type { ErrorInfo } from '../errors/AppError.ts';

/**
 * A distribution's entries by index (entry i has index i), in columns so a million of them stay compact: who
 * may claim (20 address bytes each), their checksummed addresses, and how much (base units).
 */
export interface ClaimColumns {
  count: number;
  /** `count` × 20 address bytes. */
  accounts: Uint8Array;
  /** Checksummed addresses, as merkle-distributor writes them. */
  checksummed: string[];
  amounts: bigint[];
}

/** merkle-distributor's tree over a distribution: leaves sorted bytewise, pairs hashed in byte order. */
export interface ClaimsTree {
  /** Leaf position → entry index. */
  order: Uint32Array;
  /** Layer 0 (the leaves, in order) up to the root: layer j holds ceil(count / 2^j) hashes of 32 bytes. */
  layers: Uint8Array[];
  root: Uint8Array;
}

/**
 * How a list is cut into static files: index files by the first `prefixDigits` hex digits of the address,
 * and shards that are whole subtrees of 2^`shardHeight` leaves.
 */
export interface ShardLayout {
  prefixDigits: number;
  shardHeight: number;
  indexFiles: number;
  shards: number;
  /** Bytes of the largest index file and of the largest shard: together, the most one check fetches. */
  maxIndexBytes: number;
  maxShardBytes: number;
}

/** A list made ready for the site: its root, and the static files that let a page check any account. */
export interface BuiltClaimsList {
  /** A hash of every file's path and bytes: the list's files live under `/claims/<id>/`. */
  id: string;
  /** The Merkle root, 0x hex. */
  root: string;
  entries: number;
  tokenTotal: bigint;
  layout: ShardLayout;
  /** Path below `/claims/<id>/` → bytes. */
  files: Map<string, Uint8Array>;
}

/** One leaf of a shard, as the page reads it. */
export interface ClaimLeaf {
  index: number;
  /** The address, 0x and lower-case hex. */
  account: string;
  amount: bigint;
  /** The bytes the leaf hash is made of: the address and the amount as stored (big-endian). */
  accountBytes: Uint8Array;
  amountBytes: Uint8Array;
}

/** A shard: a subtree's leaves in leaf order, and the proof of its root up to the list's root. */
export interface ClaimShard {
  leaves: ClaimLeaf[];
  proof: Uint8Array[];
}

/** What the list's static files say about one account, before the chain is asked. */
export type ClaimProbe =
  | { kind: 'pending' }
  /** The index has no entry that could be this account. */
  | { kind: 'absent' }
  /** The shard that would hold the account; `leaf` is the account's own, or null when it is not there. */
  | { kind: 'shard'; shard: ClaimShard; leaf: ClaimLeaf | null }
  | { kind: 'failed'; error: ErrorInfo };

/** One claims list as the page knows it: the owner's entry, and where its files are. */
export interface ClaimListView {
  /** The entry's own key, `<chainId>:<distributor>` (two entries may share one file). */
  id: string;
  /** The list's files are under `/claims/<filesId>/` (a hash of their content). */
  filesId: string;
  chainId: number;
  distributor: string;
  name: string;
  symbol: string;
  decimals: number;
  claimUrl: string;
  /** Unix seconds, or null when the owner gave none. */
  opensAt: number | null;
  closesAt: number | null;
  /** The list's Merkle root as built, 0x hex. */
  root: string;
  /** Hex digits of the address that name its index file. */
  prefixDigits: number;
}

/** Whether claiming is open at the chain's latest block, by the list's `opensAt` and `closesAt`. */
export type ClaimWindow = 'open' | 'notYetOpen' | 'closed';

/** Where an account stands with one list, proven against the chain, or why that cannot be said. */
export type ClaimStatus = { listId: string } & (
  | { state: 'checking' }
  | { state: 'notListed' }
  | { state: 'eligible'; amount: bigint; index: number; window: ClaimWindow }
  | { state: 'claimed'; amount: bigint; index: number }
  | { state: 'unverifiable'; error: ErrorInfo }
);

/** One thing wrong with a list file: where (a line, an address, a field) and the rule it breaks. */
export interface ListIssue {
  where: string;
  problem: string;
}

/** What the page needs to know of a built list (the build hands it to the page, one per config entry). */
export interface ClaimsListSummary {
  id: string;
  root: string;
  prefixDigits: number;
  entries: number;
}
