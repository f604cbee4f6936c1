import { AppError, type ErrorInfo, toErrorInfo } from '../errors/AppError.ts';
import type { ClaimLeaf, ClaimListView, ClaimProbe, ClaimShard, ClaimStatus } from './claimTypes.ts';
import { compareBytes } from './compareBytes.ts';
import { readClaimLeaf } from './decodeClaimShard.ts';
import { verifyClaimShard } from './verifyClaimShard.ts';

/** A value read from the distributor, or why it could not be read. */
export type DistributorRead<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

/**
 * What the chain said about one list, in the chain's one read: its root and, when asked, its claimed getter:
 * true or false, or (a getter returning uint256, as 1inch's cumulative drops have it) the amount claimed.
 */
export interface ClaimChainRead {
  root: DistributorRead<string>;
  /** null when the read did not ask (the account's leaf was not known). */
  claimed: DistributorRead<boolean | bigint> | null;
}

const unverifiable = (listId: string, error: ErrorInfo): ClaimStatus => ({
  listId,
  state: 'unverifiable',
  error,
});

/** What each shard proved against each root it was checked against: a shard is proven once per root. */
const provenShards = new WeakMap<ClaimShard, Map<string, boolean>>();

/** {@link verifyClaimShard}, once for a shard and a root: refreshes and accounts of one shard ask again. */
function verifyOnce(shard: ClaimShard, root: string): boolean {
  let roots = provenShards.get(shard);
  if (!roots) {
    roots = new Map();
    provenShards.set(shard, roots);
  }
  let proven = roots.get(root);
  if (proven === undefined) {
    proven = verifyClaimShard(shard, root);
    roots.set(root, proven);
  }
  return proven;
}

/** The list's files do not prove what they say against the chain's root. */
const notProven = (listId: string) =>
  unverifiable(
    listId,
    toErrorInfo(new AppError('CLAIMS_PROOF_MISMATCH', { detail: { key: 'CLAIMS_NOT_PROVEN' } })),
  );

/**
 * Whether `leaf` says what the proof proved: its index and bytes are those of one of the shard's leaves, and
 * its account and amount are what those bytes read as. The proof covers the bytes only, never the decoded
 * values beside them.
 */
function isProvenLeaf(shard: ClaimShard, leaf: ClaimLeaf): boolean {
  const proven = shard.leaves.find(
    (candidate) =>
      candidate.index === leaf.index &&
      compareBytes(candidate.accountBytes, leaf.accountBytes) === 0 &&
      compareBytes(candidate.amountBytes, leaf.amountBytes) === 0,
  );
  if (!proven) return false;
  const read = readClaimLeaf(proven.index, proven.accountBytes, proven.amountBytes);
  return leaf.account.toLowerCase() === read.account && leaf.amount === read.amount;
}

/**
 * Where an account stands with one list, proven against the chain. The distributor's root must be the list's
 * own (else nothing on the list can be trusted to match it), a shard must prove to that root, and the
 * account's leaf must be one the shard proved, before its amount is shown: any failure, of the files, the
 * read or the proof, is `unverifiable`, which never offers the claim link. "Not on this list" needs the roots
 * to agree too. An amount claimed so far below the leaf's amount leaves the account eligible for the rest.
 * Whether claiming is open is a matter of the list's window and the time it is looked at ({@link judgeClaimWindow}).
 */
export function checkClaim(
  list: Pick<ClaimListView, 'id' | 'root'>,
  probe: ClaimProbe,
  read: ClaimChainRead,
): ClaimStatus {
  const listId = list.id;
  if (!read.root.ok) return unverifiable(listId, read.root.error);
  const root = read.root.value.toLowerCase();
  if (root !== list.root.toLowerCase()) {
    return unverifiable(
      listId,
      toErrorInfo(
        new AppError('CLAIMS_ROOT_MISMATCH', {
          detail: { key: 'CLAIMS_ROOTS', values: { chainRoot: root, listRoot: list.root } },
        }),
      ),
    );
  }
  if (probe.kind === 'pending') return { listId, state: 'checking' };
  if (probe.kind === 'failed') return unverifiable(listId, probe.error);
  if (probe.kind === 'absent') return { listId, state: 'notListed' };
  if (!verifyOnce(probe.shard, root)) return notProven(listId);
  const leaf = probe.leaf;
  if (leaf === null) return { listId, state: 'notListed' };
  if (!isProvenLeaf(probe.shard, leaf)) return notProven(listId);
  if (read.claimed === null) return { listId, state: 'checking' };
  if (!read.claimed.ok) return unverifiable(listId, read.claimed.error);
  const claimed = read.claimed.value;
  const claimedSoFar = typeof claimed === 'bigint' ? claimed : 0n;
  if (claimed === true || claimedSoFar >= leaf.amount) {
    return { listId, state: 'claimed', amount: leaf.amount, index: leaf.index };
  }
  return { listId, state: 'eligible', amount: leaf.amount, index: leaf.index, claimedSoFar };
}
