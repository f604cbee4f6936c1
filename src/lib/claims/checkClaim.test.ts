import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { buildClaimsList } from '../claimsBuild/buildClaimsList.ts';
import { type ClaimChainRead, checkClaim } from './checkClaim.ts';
import type { ClaimLeaf, ClaimProbe } from './claimTypes.ts';
import { lookupClaimProbe } from './lookupClaimProbe.ts';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const built = buildClaimsList({
  file: 'list.csv',
  text: `${ALICE},1250\n0x70997970c51812dc3a010c7d01b50e0d17dc79c8,300\n0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc,7`,
  label: 'list.csv',
});
const list = {
  id: `1:0x${'d1'.repeat(20)}`,
  filesId: built.id,
  root: built.root,
  prefixDigits: built.layout.prefixDigits,
};
/** What the list's files say about `account`, each file fetched afresh as the network gives it: new bytes. */
const probeOf = (account: string) =>
  lookupClaimProbe(list, account, async (path) => {
    const file = built.files.get(path.replace(`/claims/${built.id}/`, ''));
    if (!file) throw new Error(`no ${path}`);
    return new Uint8Array(file);
  });
const read = (claimed: boolean | bigint | null, root = built.root): ClaimChainRead => ({
  root: { ok: true, value: root },
  claimed: claimed === null ? null : { ok: true, value: claimed },
});

describe('checkClaim', () => {
  it('shows the proven amount: eligible and not claimed, or claimed', async () => {
    const probe = await probeOf(ALICE);
    expect(checkClaim(list, probe, read(false))).toEqual({
      listId: list.id,
      state: 'eligible',
      amount: 1250n,
      index: expect.any(Number),
      claimedSoFar: 0n,
    });
    expect(checkClaim(list, probe, read(true))).toMatchObject({ state: 'claimed', amount: 1250n });
    expect(checkClaim(list, probe, read(null))).toEqual({ listId: list.id, state: 'checking' });
  });

  it('reads a claimed amount (a getter returning uint256): partly claimed stays eligible for the rest', async () => {
    const probe = await probeOf(ALICE);
    expect(checkClaim(list, probe, read(0n))).toMatchObject({ state: 'eligible', claimedSoFar: 0n });
    expect(checkClaim(list, probe, read(400n))).toMatchObject({
      state: 'eligible',
      amount: 1250n,
      claimedSoFar: 400n,
    });
    expect(checkClaim(list, probe, read(1250n))).toMatchObject({ state: 'claimed', amount: 1250n });
    // A cumulative drop's counter may pass an older list's amount: nothing is left of this one.
    expect(checkClaim(list, probe, read(5000n))).toMatchObject({ state: 'claimed', amount: 1250n });
  });

  it('says "not on this list" only when the chain holds this list’s root', async () => {
    const stranger = await probeOf(`0x${'5'.repeat(40)}`);
    expect(checkClaim(list, stranger, read(null))).toEqual({ listId: list.id, state: 'notListed' });
    const other = `0x${'ab'.repeat(32)}`;
    expect(checkClaim(list, stranger, read(null, other))).toMatchObject({
      state: 'unverifiable',
      error: {
        code: 'CLAIMS_ROOT_MISMATCH',
        detail: { key: 'CLAIMS_ROOTS', values: expect.objectContaining({ chainRoot: other }) },
      },
    });
  });

  it('never offers a claim it cannot prove: a root changed on chain, a tampered shard, a failed file or read', async () => {
    const probe = await probeOf(ALICE);
    expect(checkClaim(list, probe, read(false, `0x${'cd'.repeat(32)}`))).toMatchObject({
      state: 'unverifiable',
      error: { code: 'CLAIMS_ROOT_MISMATCH' },
    });
    if (probe.kind !== 'shard' || !probe.leaf) throw new Error('alice is on the list');
    const proofMismatch = { state: 'unverifiable', error: { code: 'CLAIMS_PROOF_MISMATCH' } };
    // The shard and its proof intact, the account's leaf claims more than its proven bytes say.
    const { leaf } = probe;
    const leafOf = (changes: Partial<ClaimLeaf>): ClaimProbe => ({ ...probe, leaf: { ...leaf, ...changes } });
    expect(checkClaim(list, leafOf({}), read(false))).toMatchObject({ state: 'eligible', amount: 1250n });
    expect(checkClaim(list, leafOf({ amount: 10n ** 24n }), read(false))).toMatchObject(proofMismatch);
    // Bytes that read as the inflated amount, but not the ones the shard proved; another leaf's index.
    const inflated = leafOf({ amount: 10n ** 24n, amountBytes: hexToBytes((10n ** 24n).toString(16)) });
    expect(checkClaim(list, inflated, read(false))).toMatchObject(proofMismatch);
    expect(checkClaim(list, leafOf({ index: (leaf.index ?? 0) + 1 }), read(false))).toMatchObject(
      proofMismatch,
    );
    // Another account's address, as a string alone or as bytes too.
    const other = '5'.repeat(40);
    for (const changes of [
      { account: `0x${other}` },
      { account: `0x${other}`, accountBytes: hexToBytes(other) },
    ]) {
      expect(checkClaim(list, leafOf(changes), read(false))).toMatchObject(proofMismatch);
    }
    // A shard whose bytes were changed after it was built no longer proves to the root.
    const tampered = await probeOf(ALICE);
    if (tampered.kind !== 'shard' || !tampered.leaf) throw new Error('alice is on the list');
    tampered.leaf.amountBytes.set([0x99], 0);
    expect(checkClaim(list, tampered, read(false))).toMatchObject(proofMismatch);
    const failed: ClaimProbe = { kind: 'failed', error: { code: 'CLAIMS_FILE_FAILED' } };
    expect(checkClaim(list, failed, read(null))).toMatchObject({
      state: 'unverifiable',
      error: { code: 'CLAIMS_FILE_FAILED' },
    });
    const reverted = { code: 'CLAIMS_READ_FAILED' as const, detail: { key: 'CALL_REVERTED' as const } };
    expect(checkClaim(list, failed, { ...read(null), root: { ok: false, error: reverted } })).toMatchObject({
      state: 'unverifiable',
      error: reverted,
    });
    const fresh = await probeOf(ALICE);
    expect(checkClaim(list, fresh, { ...read(null), claimed: { ok: false, error: reverted } })).toMatchObject(
      {
        state: 'unverifiable',
        error: reverted,
      },
    );
  });

  it('waits (checking) while the files still load', () => {
    expect(checkClaim(list, { kind: 'pending' }, read(null))).toEqual({
      listId: list.id,
      state: 'checking',
    });
  });
});
