import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { Contract, isError, JsonRpcProvider, NonceManager, Wallet } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClaimsList } from '../../src/lib/claimsBuild/buildClaimsList.ts';
import { resolveSiteConfig } from '../../src/lib/config/resolveSiteConfig.ts';
import {
  COMMUNITY_DROP_ALICE_CLAIMED,
  COMMUNITY_DROP_AMOUNTS,
  COMMUNITY_DROP_FILE,
  testStandardFiles,
  testStandardLists,
} from '../claims/testClaimsLists.ts';
import { testSiteConfigInput } from '../site/testSiteConfig.ts';
import { sendAndConfirm } from './confirmTransaction.ts';
import { deployContract } from './deployContract.ts';
import { startStandInWorld } from './startStandInWorld.ts';
import { startTestWorld, type TestWorld, worldContractAddress } from './testWorld.ts';
import { worldAccounts } from './worldAccounts.ts';

const CHAIN_ID = 8453;
const { alice, bob, empty, mallory } = worldAccounts;
let world: TestWorld;
let provider: JsonRpcProvider;
let signer: NonceManager;

beforeAll(async () => {
  world = await startTestWorld({ chainIds: [CHAIN_ID], ensChainId: null });
  provider = new JsonRpcProvider(world.chain(CHAIN_ID).rpcUrl, CHAIN_ID, {
    staticNetwork: true,
    cacheTimeout: -1,
  });
  signer = new NonceManager(new Wallet(mallory.privateKey, provider));
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

describe("distributors compiled from OpenZeppelin's MerkleProof", () => {
  it('(account, amount): pays in parts with proofs from StandardMerkleTree, counts them, refuses a wrong proof', async () => {
    const values: [string, string][] = [
      [alice.address, '100'],
      [bob.address, '250'],
      [empty.address, '42'],
    ];
    const tree = StandardMerkleTree.of(values, ['address', 'uint256']);
    const token = await deployContract(signer, 'TestToken', ['Token', 'TKN', 0]);
    const drop = await deployContract(signer, 'TestStandardDistributor', [
      await token.getAddress(),
      tree.root,
    ]);
    await send(token, 'mint', await drop.getAddress(), 392n);
    expect(await drop.getFunction('merkleRoot')()).toBe(tree.root);
    const claim = drop.getFunction('claim');
    expect(await revertName(claim.staticCall(alice.address, 100n, 40n, tree.getProof(1)))).toBe(
      'InvalidProof',
    );
    expect(await revertName(claim.staticCall(alice.address, 101n, 40n, tree.getProof(0)))).toBe(
      'InvalidProof',
    );
    await send(drop, 'claim', alice.address, 100n, 40n, tree.getProof(0));
    expect(await drop.getFunction('claimedAmount')(alice.address)).toBe(40n);
    expect(await drop.getFunction('hasClaimed')(alice.address)).toBe(false);
    expect(await revertName(claim.staticCall(alice.address, 100n, 61n, tree.getProof(0)))).toBe(
      'NothingLeft',
    );
    await send(drop, 'claim', alice.address, 100n, 60n, tree.getProof(0));
    expect(await drop.getFunction('hasClaimed')(alice.address)).toBe(true);
    expect(await token.getFunction('balanceOf')(alice.address)).toBe(100n);
  });

  it("(index, recipient, uint128 amount), Sablier's leaves: MERKLE_ROOT() and hasClaimed(index), once each", async () => {
    const values: [string, string, string][] = [
      ['0', alice.address, '7'],
      ['1', bob.address, '3'],
      ['2', mallory.address, '11'],
    ];
    const tree = StandardMerkleTree.of(values, ['uint256', 'address', 'uint128']);
    const token = await deployContract(signer, 'TestToken', ['Token', 'TKN', 0]);
    const campaign = await deployContract(signer, 'TestSablierDistributor', [
      await token.getAddress(),
      tree.root,
    ]);
    await send(token, 'mint', await campaign.getAddress(), 21n);
    expect(await campaign.getFunction('MERKLE_ROOT')()).toBe(tree.root);
    const claim = campaign.getFunction('claim');
    expect(await revertName(claim.staticCall(1n, bob.address, 4n, tree.getProof(1)))).toBe('InvalidProof');
    await send(campaign, 'claim', 1n, bob.address, 3n, tree.getProof(1));
    expect(await campaign.getFunction('hasClaimed')(1n)).toBe(true);
    expect(await campaign.getFunction('hasClaimed')(0n)).toBe(false);
    expect(await revertName(claim.staticCall(1n, bob.address, 3n, tree.getProof(1)))).toBe('AlreadyClaimed');
  });

  it("the world's community drop and campaign: the tests' lists, their roots as the build makes them, claims made", async () => {
    const files = testStandardFiles();
    const { community, sablier } = testStandardLists();
    const built = buildClaimsList({
      file: COMMUNITY_DROP_FILE,
      text: files[COMMUNITY_DROP_FILE] ?? '',
      label: COMMUNITY_DROP_FILE,
      format: 'openzeppelin',
    });
    expect(built.root).toBe(community.root);
    const drop = new Contract(
      worldContractAddress(CHAIN_ID, 'communityDrop'),
      [
        'function merkleRoot() view returns (bytes32)',
        'function claimedAmount(address) view returns (uint256)',
      ],
      provider,
    );
    expect(await drop.getFunction('merkleRoot')()).toBe(community.root);
    expect(await drop.getFunction('claimedAmount')(alice.address)).toBe(COMMUNITY_DROP_ALICE_CLAIMED);
    expect(await drop.getFunction('claimedAmount')(bob.address)).toBe(COMMUNITY_DROP_AMOUNTS.bob);
    const campaign = new Contract(
      worldContractAddress(CHAIN_ID, 'sablierCampaign'),
      ['function MERKLE_ROOT() view returns (bytes32)', 'function hasClaimed(uint256) view returns (bool)'],
      provider,
    );
    expect(await campaign.getFunction('MERKLE_ROOT')()).toBe(sablier.root);
    expect(await campaign.getFunction('hasClaimed')(1n)).toBe(true);
    expect(await campaign.getFunction('hasClaimed')(0n)).toBe(false);
  });
});

describe('the stand-in distributor of an owner’s OpenZeppelin list', () => {
  it('answers the getters the entry names with the list’s root, and nothing claimed', async () => {
    const config = resolveSiteConfig(testSiteConfigInput);
    const standIn = await startStandInWorld(
      {
        ...config,
        tokens: [],
        nfts: [],
        governance: [],
        calls: [],
        claims: config.claims.filter((entry) => entry.format === 'openzeppelin'),
      },
      { listFiles: testStandardFiles() },
    );
    try {
      const { community, sablier } = testStandardLists();
      // By chain: the campaign on Ethereum, the drop on Base.
      expect(standIn.claims.map((list) => [list.name, list.alice])).toEqual([
        ['Sablier campaign', 7n],
        ['Community drop', COMMUNITY_DROP_AMOUNTS.alice],
      ]);
      for (const [entry, root] of [
        [config.claims[2], community.root],
        [config.claims[3], sablier.root],
      ] as const) {
        if (!entry?.claimed)
          throw new Error('the tests’ config has four lists, the last two naming their getters');
        const chain = new JsonRpcProvider(standIn.chain(entry.chainId).rpcUrl, entry.chainId, {
          staticNetwork: true,
        });
        try {
          const getters = new Contract(entry.distributor, [entry.root, entry.claimed], chain);
          const [rootGetter, claimedGetter] = getters.interface.fragments.map((fragment) =>
            fragment.format(),
          );
          expect(await getters.getFunction(rootGetter ?? '')()).toBe(root);
          const argument = entry.claimed.includes('(address)') ? alice.address : 0n;
          expect(await getters.getFunction(claimedGetter ?? '')(argument)).toBeFalsy();
        } finally {
          chain.destroy();
        }
      }
    } finally {
      await standIn.stop();
    }
  }, 120_000);
});
