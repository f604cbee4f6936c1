import type { ErrorInfo } from '../errors/AppError.ts';

/** How a list's tree is made: Uniswap's merkle-distributor, or OpenZeppelin's `StandardMerkleTree`. */
export type ClaimsFormat = 'merkle-distributor' | 'openzeppelin';

/**
 * The values of an OpenZeppelin leaf, as `StandardMerkleTree`'s `leafEncoding` names them: account and amount,
 * or (Sablier's MerkleInstant and MerkleLL) index, account and amount.
 */
export type LeafEncoding = 'address,uint256' | 'uint256,address,uint256' | 'uint256,address,uint128';

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
  /** Its deadline getter (takes nothing, returns when claiming ends in unix seconds), or null when it has none. */
  deadlineGetter: string | null;
  /** Hex digits of the address that name its index file. */
  prefixDigits: number;
}

/** Whether claiming a list is open at a given time. */
export type ClaimWindowState = 'open' | 'notYetOpen' | 'closed';

/**
 * When claiming a list opens and closes (unix seconds; null: no such bound), as the chain read found it: the
 * close from the distributor's deadline getter when it has one and it answered (0 there: it never closes),
 * else the config's `closesAt`.
 */
export interface ClaimWindow {
  listId: string;
  opensAt: number | null;
  closesAt: number | null;
  /** Where `closesAt` comes from. */
  closesFrom: 'chain' | 'config';
  /** The chain's deadline and the config's `closesAt` disagree: the chain's is used, and the owner warned. */
  differsFromConfig: boolean;
}

/** Where an account stands with one list, proven against the chain, or why that cannot be said. */
export type ClaimStatus = { listId: string } & (
  | { state: 'checking' }
  | { state: 'notListed' }
  /** `claimedSoFar`: what a distributor counting amounts says was already claimed (0 for a yes/no one). */
  | { state: 'eligible'; amount: bigint; index: number | null; claimedSoFar: bigint }
  | { state: 'claimed'; amount: bigint; index: number | null }
  | { state: 'unverifiable'; error: ErrorInfo }
);

/** What the page needs to know of a built list (the build hands it to the page, one per config entry). */
export interface ClaimsListSummary {
  id: string;
  root: string;
  prefixDigits: number;
  entries: number;
  /** An OpenZeppelin list's leaf encoding; null for merkle-distributor's: what the claimed getter defaults by. */
  encoding: LeafEncoding | null;
}
