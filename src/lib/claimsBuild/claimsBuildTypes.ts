import type { LeafEncoding } from '../claims/claimTypes.ts';

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

/** A list's entries for OpenZeppelin's tree: the columns, the leaf encoding and, when it has one, each index. */
export interface StandardColumns extends ClaimColumns {
  encoding: LeafEncoding;
  /** Each entry's index (Sablier's leaves), or null for account, amount leaves. */
  indexes: number[] | null;
}

/** OpenZeppelin's `StandardMerkleTree` as one array: node i's children are 2i + 1 and 2i + 2; the last n are leaves. */
export interface StandardTree {
  /** (2n − 1) × 32 bytes. */
  nodes: Uint8Array;
  /** Entry → the array index of its leaf. */
  nodeOf: Uint32Array;
  root: Uint8Array;
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
  /** An OpenZeppelin list's leaf encoding; null for merkle-distributor's (index, account, amount) leaves. */
  encoding: LeafEncoding | null;
  layout: ShardLayout;
  /** Path below `/claims/<id>/` → bytes. */
  files: Map<string, Uint8Array>;
}

/** One thing wrong with a list file: where (a line, an address, a field) and the rule it breaks. */
export interface ListIssue {
  where: string;
  problem: string;
}
