import { bytesToHex } from '@noble/hashes/utils.js';
import { AppError, type DetailValuesArgs, errorDetail } from '../errors/AppError.ts';
import type { DetailCode } from '../errors/detailCodes.ts';
import {
  CLAIM_FILES_VERSION,
  CLAIM_INDEX_MAX_BYTES,
  SHARD_HEADER_BYTES,
  STANDARD_SHARD_HEADER_BYTES,
  STANDARD_SHARD_VERSION,
} from './claimLimits.ts';
import type { ClaimLeaf, ClaimShard, LeafEncoding } from './claimTypes.ts';
import { LEAF_ENCODING_CODES } from './leafEncodingCodes.ts';
import { subtreeLeaves } from './standardSubtree.ts';

/** A file that is not what its name says: CLAIMS_FILE_FAILED with what is wrong. */
const malformed = <Key extends DetailCode>(key: Key, ...values: DetailValuesArgs<Key>) =>
  new AppError('CLAIMS_FILE_FAILED', { detail: errorDetail(key, ...values) });

/** A leaf as its bytes read: the account in lower-case hex, the amount a big-endian integer. */
export function readClaimLeaf(
  index: number | null,
  accountBytes: Uint8Array,
  amountBytes: Uint8Array,
): ClaimLeaf {
  return {
    index,
    account: `0x${bytesToHex(accountBytes)}`,
    amount: BigInt(`0x${bytesToHex(amountBytes)}`),
    accountBytes,
    amountBytes,
  };
}

/** A big-endian number of `bytes` bytes at `offset`. */
function readNumber(file: Uint8Array, offset: number, bytes: number): number {
  let value = 0;
  for (let byte = 0; byte < bytes; byte++) value = value * 256 + (file[offset + byte] ?? 0);
  return value;
}

/**
 * The leaves and proof after a shard's header: `steps` proof hashes, then `count` records of an index
 * (`indexBytes`, none when 0), 20 address bytes, an amount length and the amount.
 */
function readBody(file: Uint8Array, headerBytes: number, indexBytes: number, count: number, steps: number) {
  let offset = headerBytes + steps * 32;
  if (offset > file.length) throw malformed('CLAIMS_SHARD_PROOF_CUT');
  const proof = Array.from({ length: steps }, (_, step) =>
    file.slice(headerBytes + step * 32, headerBytes + step * 32 + 32),
  );
  const leaves: ClaimLeaf[] = [];
  for (let leaf = 0; leaf < count; leaf++) {
    const amountAt = offset + indexBytes + 20;
    const amountLength = file[amountAt] ?? 0;
    const end = amountAt + 1 + amountLength;
    if (amountLength < 1 || amountLength > 32 || end > file.length) {
      throw malformed('CLAIMS_SHARD_LEAF_CUT', { leaf: leaf + 1, leaves: count });
    }
    const index = indexBytes === 0 ? null : readNumber(file, offset, indexBytes);
    // Beyond 2^53 − 1 an index is no longer exact as a number: no build writes one.
    if (index !== null && index > Number.MAX_SAFE_INTEGER) throw malformed('CLAIMS_SHARD_FORMAT');
    leaves.push(
      readClaimLeaf(index, file.slice(offset + indexBytes, amountAt), file.slice(amountAt + 1, end)),
    );
    offset = end;
  }
  if (offset !== file.length) throw malformed('CLAIMS_SHARD_TRAILING');
  return { leaves, proof };
}

/**
 * Reads a shard file: the proof of its subtree's root, then its leaves (index, address, amount) in leaf
 * order; a version 2 shard (OpenZeppelin's tree) says first where its subtree sits in the tree's array and how
 * its leaves are encoded. Nothing here is trusted yet: `verifyClaimShard` proves the leaves against the
 * chain's root. Throws CLAIMS_FILE_FAILED for a file that is not a well-formed shard.
 */
export function decodeClaimShard(file: Uint8Array): ClaimShard {
  if (file[0] === STANDARD_SHARD_VERSION && file.length >= STANDARD_SHARD_HEADER_BYTES) {
    return decodeStandardShard(file);
  }
  if (file.length < SHARD_HEADER_BYTES || file[0] !== CLAIM_FILES_VERSION) {
    throw malformed('CLAIMS_SHARD_FORMAT');
  }
  const indexBytes = file[1] ?? 0;
  const count = readNumber(file, 2, 2);
  if (indexBytes < 1 || indexBytes > CLAIM_INDEX_MAX_BYTES || count < 1)
    throw malformed('CLAIMS_SHARD_HEADER');
  return readBody(file, SHARD_HEADER_BYTES, indexBytes, count, file[4] ?? 0);
}

/** A version 2 shard: a subtree of OpenZeppelin's array, its leaves those below its root by array index. */
function decodeStandardShard(file: Uint8Array): ClaimShard {
  const encoding: LeafEncoding | undefined = LEAF_ENCODING_CODES[file[1] ?? 255];
  const indexBytes = file[2] ?? 0;
  const treeLeaves = readNumber(file, 3, 4);
  const node = readNumber(file, 7, 4);
  const count = readNumber(file, 11, 2);
  const withIndex = encoding !== 'address,uint256';
  if (
    encoding === undefined ||
    (withIndex ? indexBytes < 1 || indexBytes > CLAIM_INDEX_MAX_BYTES : indexBytes !== 0) ||
    treeLeaves < 1 ||
    node >= 2 * treeLeaves - 1 ||
    count < 1 ||
    count !== subtreeLeaves(node, treeLeaves, count).length
  ) {
    throw malformed('CLAIMS_SHARD_HEADER');
  }
  const body = readBody(file, STANDARD_SHARD_HEADER_BYTES, indexBytes, count, file[13] ?? 0);
  return { ...body, standard: { encoding, treeLeaves, node } };
}
