import { bytesToHex } from '@noble/hashes/utils.js';
import { AppError } from '../errors/AppError.ts';
import { CLAIM_FILES_VERSION, SHARD_HEADER_BYTES } from './claimLimits.ts';
import type { ClaimLeaf, ClaimShard } from './claimTypes.ts';

/** A file that is not what its name says: CLAIMS_FILE_FAILED with what is wrong. */
const malformed = (details: string) => new AppError('CLAIMS_FILE_FAILED', { details });

/**
 * Reads a shard file: the proof of its subtree's root, then its leaves (index, address, amount) in leaf
 * order. Nothing here is trusted yet: `verifyClaimShard` proves the leaves against the chain's root. Throws
 * CLAIMS_FILE_FAILED for a file that is not a well-formed shard.
 */
export function decodeClaimShard(file: Uint8Array): ClaimShard {
  if (file.length < SHARD_HEADER_BYTES || file[0] !== CLAIM_FILES_VERSION) {
    throw malformed('The shard is not in a format this page reads.');
  }
  const indexBytes = file[1] ?? 0;
  const count = ((file[2] ?? 0) << 8) | (file[3] ?? 0);
  const steps = file[4] ?? 0;
  if (indexBytes < 1 || indexBytes > 6 || count < 1) throw malformed('The shard has an impossible header.');
  let offset = SHARD_HEADER_BYTES + steps * 32;
  if (offset > file.length) throw malformed('The shard ends inside its proof.');
  const proof = Array.from({ length: steps }, (_, step) =>
    file.slice(SHARD_HEADER_BYTES + step * 32, SHARD_HEADER_BYTES + step * 32 + 32),
  );
  const leaves: ClaimLeaf[] = [];
  for (let leaf = 0; leaf < count; leaf++) {
    const amountAt = offset + indexBytes + 20;
    const amountLength = file[amountAt] ?? 0;
    const end = amountAt + 1 + amountLength;
    if (amountLength < 1 || amountLength > 32 || end > file.length) {
      throw malformed(`The shard ends inside leaf ${leaf + 1} of ${count}.`);
    }
    let index = 0;
    for (let byte = 0; byte < indexBytes; byte++) index = index * 256 + (file[offset + byte] ?? 0);
    const accountBytes = file.slice(offset + indexBytes, amountAt);
    const amountBytes = file.slice(amountAt + 1, end);
    leaves.push({
      index,
      account: `0x${bytesToHex(accountBytes)}`,
      amount: BigInt(`0x${bytesToHex(amountBytes)}`),
      accountBytes,
      amountBytes,
    });
    offset = end;
  }
  if (offset !== file.length) throw malformed('The shard has bytes after its last leaf.');
  return { leaves, proof };
}
