import { AbiCoder, dataSlice, FunctionFragment, getAddress, id } from 'ethers';
import { describe, expect, it } from 'vitest';
import { worldContractAddress, worldTokenAddress, worldTokens } from '../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../rig/chain/worldAccounts.ts';
import { type WorldContractKey, worldContracts } from '../../../rig/chain/worldContracts.ts';
import { buildTestLists } from '../../../rig/claims/builtTestLists.ts';
import { TEST_CHAIN_IDS, TEST_CHAINS, testSiteConfigInput } from '../../../rig/site/testSiteConfig.ts';
import { resolveSiteConfig } from '../config/resolveSiteConfig.ts';
import type { SubCall } from './collectSubCalls.ts';
import { planChainReads, type ReadConfig } from './planChainReads.ts';
import type { ClaimProbes } from './planClaimReads.ts';

const ALICE = worldAccounts.alice.address;
const config = resolveSiteConfig(testSiteConfigInput, {});
const { claimLists, probesOf } = buildTestLists(config);
const readConfig: ReadConfig = { ...config, claimLists };

/** What alice's claims files say, per list. */
const aliceProbes = (): Promise<ClaimProbes> => probesOf(ALICE);

/** The world's name for an address on `chainId`. */
function nameOf(chainId: number, address: string): string {
  const wanted = getAddress(address);
  if (wanted === ALICE) return 'alice';
  const token = worldTokens.find((candidate) => worldTokenAddress(chainId, candidate.key) === wanted);
  if (token) return token.key;
  const contract = worldContracts.find(
    (candidate) => worldContractAddress(chainId, candidate.key as WorldContractKey) === wanted,
  );
  return contract?.key ?? wanted;
}

const SIGNATURES = [
  'balanceOf(address)',
  'balanceOf(address,uint256)',
  'name()',
  'symbol()',
  'decimals()',
  'getVotes(address)',
  'delegates(address)',
  'latestRoundData()',
  'getThreshold()',
  'getOwners()',
  ...config.calls.map((call) => FunctionFragment.from(call.signature).format('sighash')),
  ...claimLists.flatMap((list) =>
    [list.rootGetter, list.claimedGetter].map((getter) => FunctionFragment.from(getter).format('sighash')),
  ),
];

/** A sub-call as `target.function(arguments)`, with the world's names for addresses. */
function describeCall(chainId: number, call: SubCall): string {
  const signature = SIGNATURES.find((candidate) => id(candidate).slice(0, 10) === call.callData.slice(0, 10));
  if (!signature) return `${nameOf(chainId, call.target)}.${call.callData}`;
  const fragment = FunctionFragment.from(signature);
  const args = AbiCoder.defaultAbiCoder().decode(fragment.inputs, dataSlice(call.callData, 4));
  const shown = [...args].map((arg) =>
    typeof arg === 'string' && arg.startsWith('0x') ? nameOf(chainId, arg) : String(arg),
  );
  return `${nameOf(chainId, call.target)}.${fragment.name}(${shown.join(', ')})`;
}

/** A contract's code (a reverting one): the account is asked a Safe's getters only when its code is a contract's. */
const CONTRACT_CODE = '0x60006000fd';

/** The sub-calls planned for alice on `chainId` (her code as known: `code`), each as `target.function(arguments)`. */
const planned = (chainId: number, probes?: ClaimProbes, code: string | undefined = CONTRACT_CODE) =>
  planChainReads(readConfig, chainId, ALICE, probes, code).calls.map((call) => describeCall(chainId, call));

/** Whether a described call is a claims list's claimed getter. */
const isClaimedGetter = (call: string) => /\.(isClaimed|hasClaimed|claimedAmount)\(/.test(call);

describe('planChainReads', () => {
  it('plans each kind of read in a fixed order: tokens, NFTs, governance, custom calls, feeds, claims, Safe probes, sequencer', async () => {
    const probes = await aliceProbes();
    expect(planned(TEST_CHAINS.ethereum.id, probes)).toEqual([
      'tusd.balanceOf(alice)',
      'tst.balanceOf(alice)',
      'tst.name()',
      'max.balanceOf(alice)',
      'names.balanceOf(alice)',
      'items.balanceOf(alice, 1)',
      'items.balanceOf(alice, 2)',
      'items.balanceOf(alice, 3)',
      'hostile3.balanceOf(alice)',
      'dao.balanceOf(alice)',
      'dao.getVotes(alice)',
      'dao.delegates(alice)',
      'dao.decimals()',
      'dao.symbol()',
      'vault.sharesOf(alice)',
      'vault.isMember(alice)',
      'vault.beneficiaryOf(alice)',
      'vault.unlockTime(alice)',
      'vault.stakeCount(alice)',
      'vault.rewardFor(alice, 7)',
      'vault.paused()',
      'hostile5.sharesOf(alice)',
      'hostile7.isMember(alice)',
      'ethUsd.latestRoundData()',
      'ethUsd.decimals()',
      'tusdUsd.latestRoundData()',
      'tusdUsd.decimals()',
      'tstUsd.latestRoundData()',
      'tstUsd.decimals()',
      'stale.latestRoundData()',
      'stale.decimals()',
      'earlyDrop.merkleRoot()',
      'earlyDrop.isClaimed(1)',
      'sablierCampaign.MERKLE_ROOT()',
      'sablierCampaign.hasClaimed(0)',
      'alice.getThreshold()',
      'alice.getOwners()',
    ]);
    expect(planned(TEST_CHAINS.optimism.id, probes)).toEqual([
      'dust.balanceOf(alice)',
      'reverting.balanceOf(alice)',
      'hostile6.balanceOf(alice)',
      'hostile6.getVotes(alice)',
      'hostile6.delegates(alice)',
      'hostile6.decimals()',
      'hostile6.symbol()',
      'negative.latestRoundData()',
      'negative.decimals()',
      'harborAirdrop.merkleRoot()',
      'harborAirdrop.isClaimed(1472)',
      'alice.getThreshold()',
      'alice.getOwners()',
      'sequencerUp.latestRoundData()',
    ]);
    expect(planned(TEST_CHAINS.base.id, probes)).toEqual([
      'whole.balanceOf(alice)',
      'vault.stakeCount(alice)',
      'ethUsd.latestRoundData()',
      'ethUsd.decimals()',
      'tusdUsd.latestRoundData()',
      'tusdUsd.decimals()',
      'communityDrop.merkleRoot()',
      'communityDrop.claimedAmount(alice)',
      'alice.getThreshold()',
      'alice.getOwners()',
      'sequencerRestarted.latestRoundData()',
    ]);
  });

  it('asks the account itself nothing unless its code is known to be a contract’s: only the config’s contracts are called', async () => {
    const probes = await aliceProbes();
    const delegations = ['11', 'ab'].map((byte) => `0xef0100${byte.repeat(20)}`);
    for (const chainId of TEST_CHAIN_IDS) {
      const asContract = planned(chainId, probes);
      const withoutProbes = asContract.filter((call) => !call.startsWith('alice.'));
      expect(asContract.filter((call) => call.startsWith('alice.'))).toEqual([
        'alice.getThreshold()',
        'alice.getOwners()',
      ]);
      // Not read yet, no code (a plain account), or an EIP-7702 delegation to anything.
      for (const code of [undefined, '0x', ...delegations]) {
        const calls = planChainReads(readConfig, chainId, ALICE, probes, code).calls;
        expect(
          calls.map((call) => getAddress(call.target)),
          `${code}`,
        ).not.toContain(ALICE);
        expect(calls.map((call) => describeCall(chainId, call))).toEqual(withoutProbes);
      }
    }
  });

  it("asks no claimed getter while the account's files are not known, and nothing else changes", async () => {
    const probes = await aliceProbes();
    for (const chainId of TEST_CHAIN_IDS) {
      expect(planned(chainId)).toEqual(planned(chainId, probes).filter((call) => !isClaimedGetter(call)));
    }
  });
});
