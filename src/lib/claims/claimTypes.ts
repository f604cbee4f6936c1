import type { ErrorInfo } from '../errors/AppError.ts';

/** How a list's tree is made: Uniswap's merkle-distributor, or OpenZeppelin's `StandardMerkleTree`. */
export type ClaimsFormat = 'merkle-distributor' | 'openzeppelin';

/**
 * The values of an OpenZeppelin leaf, as `StandardMerkleTree`'s `leafEncoding` names them: account and amount,
 * or (Sablier's MerkleInstant and MerkleLL) index, account and amount.
 */
export type LeafEncoding = 'address,uint256' | 'uint256,address,uint256' | 'uint256,address,uint128';

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

/** One leaf of a shard, as the page reads it. */
export interface ClaimLeaf {
  /** The leaf's index; null when its values have none (OpenZeppelin's account, amount). */
  index: number | null;
  /** The address, 0x and lower-case hex. */
  account: string;
  amount: bigint;
  /** The bytes the leaf hash is made of: the address and the amount as stored (big-endian). */
  accountBytes: Uint8Array;
  amountBytes: Uint8Array;
}

/** Where a shard of an OpenZeppelin tree sits in OpenZeppelin's array of nodes, and what its leaves hold. */
export interface StandardShardPlace {
  encoding: LeafEncoding;
  /** Leaves of the whole tree, n: the array holds 2n − 1 nodes and its last n are the leaves. */
  treeLeaves: number;
  /** The array index of the shard's subtree root. */
  node: number;
}

/**
 * A shard: a subtree's leaves in leaf order, and the proof of its root up to the list's root. `standard` is
 * set for a subtree of OpenZeppelin's array (its leaves are the subtree's leaves by ascending array index).
 */
export interface ClaimShard {
  leaves: ClaimLeaf[];
  proof: Uint8Array[];
  standard?: StandardShardPlace;
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
  /** The distributor's root getter, a human-readable ABI signature (no arguments, returns bytes32). */
  rootGetter: string;
  /** Its claimed getter: takes the account (address) or the leaf's index (uint256), returns bool or uint256. */
  claimedGetter: string;
  /** Hex digits of the address that name its index file. */
  prefixDigits: number;
}

/** Whether claiming is open at the chain's latest block, by the list's `opensAt` and `closesAt`. */
export type ClaimWindow = 'open' | 'notYetOpen' | 'closed';

/** Where an account stands with one list, proven against the chain, or why that cannot be said. */
export type ClaimStatus = { listId: string } & (
  | { state: 'checking' }
  | { state: 'notListed' }
  /** `claimedSoFar`: what a distributor counting amounts says was already claimed (0 for a yes/no one). */
  | { state: 'eligible'; amount: bigint; index: number | null; window: ClaimWindow; claimedSoFar: bigint }
  | { state: 'claimed'; amount: bigint; index: number | null }
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
