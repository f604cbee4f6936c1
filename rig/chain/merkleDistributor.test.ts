import { readFileSync } from 'node:fs';
import { Contract, isError, JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DistributionJson } from '../../src/lib/claimsBuild/toDistribution.ts';
import { HARBOR_AIRDROP_AMOUNTS, testClaimsLists } from '../claims/testClaimsLists.ts';
import { sendAndConfirm } from './confirmTransaction.ts';
import { deployContract } from './deployContract.ts';
import { loadArtifact } from './loadArtifact.ts';
import { startTestWorld, type TestWorld, worldContractAddress } from './testWorld.ts';
import { worldAccounts } from './worldAccounts.ts';

/** merkle-distributor's own test expectation for the first three dev accounts (src/lib/claimsBuild/fixtures). */
const UNISWAP_FIXTURE = JSON.parse(
  readFileSync(
    new URL('../../src/lib/claimsBuild/fixtures/three-dev-accounts.json', import.meta.url),
    'utf8',
  ),
) as DistributionJson;

const CHAIN_ID = 10;
let world: TestWorld;
let provider: JsonRpcProvider;
let signer: NonceManager;

beforeAll(async () => {
  world = await startTestWorld({ chainIds: [CHAIN_ID], ensChainId: null });
  provider = new JsonRpcProvider(world.chain(CHAIN_ID).rpcUrl, CHAIN_ID, {
    staticNetwork: true,
    cacheTimeout: -1,
  });
  signer = new NonceManager(new Wallet(worldAccounts.mallory.privateKey, provider));
}, 60_000);

afterAll(async () => {
  provider?.destroy();
  await world?.stop();
});

/** The name of the custom error a call reverts with (as a static call: a failed send would skip a nonce). */
async function revertName(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return isError(error, 'CALL_EXCEPTION') ? (error.revert?.name ?? 'no revert data') : 'did not revert';
}

const send = sendAndConfirm;

describe('TestMerkleDistributor', () => {
  it("pays every claim of merkle-distributor's own test expectation exactly once, and refuses a wrong proof", async () => {
    const token = await deployContract(signer, 'TestToken', ['Token', 'TKN', 0]);
    const distributor = await deployContract(signer, 'TestMerkleDistributor', [
      await token.getAddress(),
      UNISWAP_FIXTURE.merkleRoot,
    ]);
    await send(token, 'mint', await distributor.getAddress(), BigInt(UNISWAP_FIXTURE.tokenTotal));
    const [first, second] = Object.entries(UNISWAP_FIXTURE.claims);
    if (!first || !second) throw new Error('the fixture has three claims');
    expect(
      await revertName(
        distributor
          .getFunction('claim')
          .staticCall(first[1].index, first[0], first[1].amount, second[1].proof),
      ),
    ).toBe('InvalidProof');
    for (const [account, { index, amount, proof }] of Object.entries(UNISWAP_FIXTURE.claims)) {
      expect(await distributor.getFunction('isClaimed')(index)).toBe(false);
      await send(distributor, 'claim', index, account, amount, proof);
      expect(await distributor.getFunction('isClaimed')(index)).toBe(true);
      expect(await token.getFunction('balanceOf')(account)).toBe(BigInt(amount));
      expect(
        await revertName(distributor.getFunction('claim').staticCall(index, account, amount, proof)),
      ).toBe('AlreadyClaimed');
    }
    expect(await token.getFunction('balanceOf')(await distributor.getAddress())).toBe(0n);
  });

  it("holds the world's Harbor airdrop: its root, bob's claim, and alice's claim with the generated proof", async () => {
    const { harbor } = testClaimsLists();
    const address = worldContractAddress(CHAIN_ID, 'harborAirdrop');
    const distributor = new Contract(address, loadArtifact('TestMerkleDistributor').abi, signer);
    expect(await distributor.getFunction('merkleRoot')()).toBe(harbor.merkleRoot);
    const claimOf = (account: string) => {
      const claim = harbor.claims[account];
      if (!claim) throw new Error(`${account} is not on the list`);
      return claim;
    };
    expect(await distributor.getFunction('isClaimed')(claimOf(worldAccounts.bob.address).index)).toBe(true);
    const alice = claimOf(worldAccounts.alice.address);
    expect(await distributor.getFunction('isClaimed')(alice.index)).toBe(false);
    await send(distributor, 'claim', alice.index, worldAccounts.alice.address, alice.amount, alice.proof);
    const token = new Contract(
      String(await distributor.getFunction('token')()),
      loadArtifact('TestToken').abi,
      provider,
    );
    expect(await token.getFunction('balanceOf')(worldAccounts.alice.address)).toBe(
      HARBOR_AIRDROP_AMOUNTS.alice,
    );
    expect(BigInt(alice.amount)).toBe(HARBOR_AIRDROP_AMOUNTS.alice);
  });
});
