import { bytesToHex } from '@noble/hashes/utils.js';
import { AppError } from '../errors/AppError.ts';
import type { DetailCode } from '../errors/detailCodes.ts';
import type { MessageValues } from '../i18n/messageTypes.ts';
import { CLAIM_FILES_VERSION, SHARD_HEADER_BYTES } from './claimLimits.ts';
import type { ClaimLeaf, ClaimShard } from './claimTypes.ts';

/** A file that is not what its name says: CLAIMS_FILE_FAILED with what is wrong. */
const malformed = (key: DetailCode, values?: MessageValues) =>
  new AppError('CLAIMS_FILE_FAILED', { detail: values ? { key, values } : { key } });

/** A leaf as its bytes read: the account in lower-case hex, the amount a big-endian integer. */
export function readClaimLeaf(index: number, accountBytes: Uint8Array, amountBytes: Uint8Array): ClaimLeaf {
  return {
    index,
    account: `0x${bytesToHex(accountBytes)}`,
    amount: BigInt(`0x${bytesToHex(amountBytes)}`),
    accountBytes,
    amountBytes,
  };
}

/**
 * Reads a shard file: the proof of its subtree's root, then its leaves (index, address, amount) in leaf
 * order. Nothing here is trusted yet: `verifyClaimShard` proves the leaves against the chain's root. Throws
 * CLAIMS_FILE_FAILED for a file that is not a well-formed shard.
 */
export function decodeClaimShard(file: Uint8Array): ClaimShard {
  if (file.length < SHARD_HEADER_BYTES || file[0] !== CLAIM_FILES_VERSION) {
    throw malformed('CLAIMS_SHARD_FORMAT');
  }
  const indexBytes = file[1] ?? 0;
  const count = ((file[2] ?? 0) << 8) | (file[3] ?? 0);
  const steps = file[4] ?? 0;
  if (indexBytes < 1 || indexBytes > 6 || count < 1) throw malformed('CLAIMS_SHARD_HEADER');
  let offset = SHARD_HEADER_BYTES + steps * 32;
  if (offset > file.length) throw malformed('CLAIMS_SHARD_PROOF_CUT');
  const proof = Array.from({ length: steps }, (_, step) =>
    file.slice(SHARD_HEADER_BYTES + step * 32, SHARD_HEADER_BYTES + step * 32 + 32),
  );
  const leaves: ClaimLeaf[] = [];
  for (let leaf = 0; leaf < count; leaf++) {
    const amountAt = offset + indexBytes + 20;
    const amountLength = file[amountAt] ?? 0;
    const end = amountAt + 1 + amountLength;
    if (amountLength < 1 || amountLength > 32 || end > file.length) {
      throw malformed('CLAIMS_SHARD_LEAF_CUT', { leaf: leaf + 1, leaves: count });
    }
    let index = 0;
    for (let byte = 0; byte < indexBytes; byte++) index = index * 256 + (file[offset + byte] ?? 0);
    leaves.push(
      readClaimLeaf(index, file.slice(offset + indexBytes, amountAt), file.slice(amountAt + 1, end)),
    );
    offset = end;
  }
  if (offset !== file.length) throw malformed('CLAIMS_SHARD_TRAILING');
  return { leaves, proof };
}
