import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Contract,
  JsonRpcProvider,
  keccak256,
  NonceManager,
  type Signer,
  toQuantity,
  toUtf8Bytes,
  Wallet,
} from 'ethers';
import type { ClaimsFormat } from '../../src/lib/claims/claimTypes.ts';
import { buildClaimsTree } from '../../src/lib/claimsBuild/buildClaimsTree.ts';
import { buildStandardTree } from '../../src/lib/claimsBuild/buildStandardTree.ts';
import type { ClaimColumns } from '../../src/lib/claimsBuild/claimsBuildTypes.ts';
import { parseClaimsCsv } from '../../src/lib/claimsBuild/parseClaimsCsv.ts';
import { parseDistributionJson } from '../../src/lib/claimsBuild/parseDistributionJson.ts';
import { parseStandardTreeDump } from '../../src/lib/claimsBuild/parseStandardTreeDump.ts';
import type { PriceFeedConfig, SiteConfig } from '../../src/lib/config/siteConfigSchema.ts';
import { cloneTokenAt } from './cloneTokenAt.ts';
import { sendAndConfirm } from './confirmTransaction.ts';
import { deployContract } from './deployContract.ts';
import { delegateAs } from './deployProjectContracts.ts';
import { type ContractName, loadArtifact } from './loadArtifact.ts';
import { startTestWorld, type TestWorld } from './testWorld.ts';
import { worldAccounts } from './worldAccounts.ts';

/** A configured token as it answers on the stand-in chain. */
export interface StandInToken {
  chainId: number;
  address: string;
  symbol: string;
  decimals: number;
  /** alice's balance; bob holds a tenth of it, everyone else none. */
  alice: bigint;
}

/** A configured claims list as its stand-in distributor answers: with the list's own root, nothing claimed. */
export interface StandInClaims {
  name: string;
  symbol: string;
  decimals: number;
  /** What alice may claim, or null when she is not on the list. */
  alice: bigint | null;
}

/** A test world whose chains answer for every contract of one site config. */
export interface StandInWorld extends TestWorld {
  tokens: StandInToken[];
  claims: StandInClaims[];
}

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * A claims list's root and alice's amount, from `listFiles` or the project's file at its configured path, in
 * the entry's format (an OpenZeppelin dump, or a CSV made into OpenZeppelin's tree; else merkle-distributor's).
 */
async function readList(file: string, format: ClaimsFormat, listFiles: Readonly<Record<string, string>>) {
  const text = listFiles[file] ?? (await readFile(join(ROOT, file), 'utf8'));
  const csv = file.toLowerCase().endsWith('.csv');
  let entries: ClaimColumns;
  let root: Uint8Array;
  if (format === 'openzeppelin' && !csv) {
    const dump = parseStandardTreeDump(text, file);
    entries = dump.entries;
    root = dump.tree.root;
  } else if (format === 'openzeppelin') {
    entries = parseClaimsCsv(text, file);
    root = buildStandardTree({ ...entries, encoding: 'address,uint256', indexes: null }).root;
  } else {
    entries = csv ? parseClaimsCsv(text, file) : parseDistributionJson(text, file).entries;
    root = buildClaimsTree(entries).root;
  }
  const at = entries.checksummed.indexOf(worldAccounts.alice.address);
  return {
    root: `0x${Buffer.from(root).toString('hex')}`,
    alice: at === -1 ? null : (entries.amounts[at] ?? null),
  };
}

/** The key deploying stand-in contracts before they are copied to the config's addresses. */
const STAND_IN_DEPLOYER_KEY = keccak256(toUtf8Bytes('edge-wallet-landing/stand-ins/deployer'));
/** The USD price every stand-in feed answers: $1 with 8 decimals, fresh. */
export const STAND_IN_PRICE = 1_00000000n;
/** How many ERC-721 tokens, and of each configured ERC-1155 id, alice holds in a stand-in collection. */
export const STAND_IN_NFTS = 2n;

/** alice's balance of a stand-in token: 1,234.5 whole units (1,234 for a token without decimals). */
function standInBalance(decimals: number): bigint {
  const unit = 10n ** BigInt(decimals);
  return 1234n * unit + unit / 2n;
}

/** Puts a copy of `source`'s code at `target` and connects to it there (constructor state is not copied). */
async function codeAt(
  provider: JsonRpcProvider,
  signer: Signer,
  source: Contract,
  name: ContractName,
  target: string,
) {
  await provider.send('anvil_setCode', [target, await provider.getCode(await source.getAddress())]);
  return new Contract(target, loadArtifact(name).abi, signer);
}

const send = sendAndConfirm;

/**
 * Starts local chains standing in for every chain of `config` (any owner's config, not only the tests' own):
 * one anvil per chain id, seeded with the test world (accounts, ENS on the config's ENS chain), Multicall3 at
 * the configured address, and every configured contract answering at its real address: tokens as ERC-20s with
 * the configured decimals (alice holds {@link standInBalance}), NFT collections (alice holds 2 of each),
 * governance tokens (alice holds 100 and votes with them), price feeds (a fresh $1), sequencer feeds (up for a
 * day), custom calls (every one answers 1) and claims distributors (each with its list's root, read from
 * `listFiles` or the project, nothing claimed yet).
 */
export async function startStandInWorld(
  config: SiteConfig,
  { listFiles = {} }: { listFiles?: Readonly<Record<string, string>> } = {},
): Promise<StandInWorld> {
  const world = await startTestWorld({
    chainIds: config.chains.map((chain) => chain.id),
    ensChainId: config.ens === false ? null : config.ens.chainId,
  });
  const feeds: PriceFeedConfig[] = [
    ...config.chains.map((chain) => chain.nativeCurrency.priceFeed),
    ...config.tokens.map((token) => token.priceFeed),
  ].filter((feed): feed is PriceFeedConfig => feed !== undefined);
  try {
    const tokens: StandInToken[] = [];
    const claims: StandInClaims[] = [];
    for (const chain of config.chains) {
      const { rpcUrl } = world.chain(chain.id);
      const provider = new JsonRpcProvider(rpcUrl, chain.id, { staticNetwork: true, cacheTimeout: -1 });
      try {
        if (chain.multicall3 !== false) {
          await provider.send('anvil_setCode', [
            chain.multicall3,
            loadArtifact('Multicall3').deployedBytecode,
          ]);
        }
        const deployer = new NonceManager(new Wallet(STAND_IN_DEPLOYER_KEY, provider));
        await provider.send('anvil_setBalance', [await deployer.getAddress(), toQuantity(10n ** 21n)]);
        const { alice, bob } = { alice: worldAccounts.alice.address, bob: worldAccounts.bob.address };
        const now = BigInt((await provider.getBlock('latest'))?.timestamp ?? 0);
        const on = <T extends { chainId: number }>(entries: readonly T[]) =>
          entries.filter((entry) => entry.chainId === chain.id);

        for (const token of on(config.tokens)) {
          const amount = standInBalance(token.decimals);
          const source = await deployContract(deployer, 'TestToken', [
            token.symbol,
            token.symbol,
            token.decimals,
          ]);
          await send(source, 'mint', alice, amount);
          await send(source, 'mint', bob, amount / 10n);
          await cloneTokenAt(rpcUrl, await source.getAddress(), token.address, [alice, bob]);
          tokens.push({ ...token, alice: amount });
        }
        if (on(config.nfts).length > 0) {
          const erc721 = await deployContract(deployer, 'TestNft721', ['Stand-in', 'SI']);
          const erc1155 = await deployContract(deployer, 'TestNft1155', []);
          for (const nft of on(config.nfts)) {
            if (nft.standard === 'erc721') {
              const contract = await codeAt(provider, deployer, erc721, 'TestNft721', nft.address);
              for (let id = 1n; id <= STAND_IN_NFTS; id++) await send(contract, 'mint', alice, id);
            } else {
              const contract = await codeAt(provider, deployer, erc1155, 'TestNft1155', nft.address);
              for (const id of nft.tokenIds) await send(contract, 'mint', alice, BigInt(id), STAND_IN_NFTS);
            }
          }
        }
        for (const entry of on(config.governance)) {
          const source = await deployContract(deployer, 'TestVotes', ['Stand-in votes', 'SIV', 18]);
          await cloneTokenAt(rpcUrl, await source.getAddress(), entry.token, []);
          const votes = new Contract(entry.token, loadArtifact('TestVotes').abi, deployer);
          await send(votes, 'mint', alice, 100n * 10n ** 18n);
          await delegateAs(deployer, entry.token, alice, alice);
        }
        const chainFeeds = feeds.filter((feed) => feed.chainId === chain.id);
        if (chainFeeds.length > 0 || chain.sequencerUptimeFeed) {
          const priced = await deployContract(deployer, 'TestAggregator', [8, 'Stand-in / USD']);
          const uptime = await deployContract(deployer, 'TestAggregator', [0, 'Stand-in uptime']);
          for (const feed of chainFeeds) {
            const contract = await codeAt(provider, deployer, priced, 'TestAggregator', feed.address);
            await send(contract, 'setRound', STAND_IN_PRICE, now - 60n, now - 60n);
          }
          if (chain.sequencerUptimeFeed) {
            const contract = await codeAt(
              provider,
              deployer,
              uptime,
              'TestAggregator',
              chain.sequencerUptimeFeed,
            );
            await send(contract, 'setRound', 0n, now - 86_400n, now - 86_400n);
          }
        }
        if (on(config.calls).length > 0) {
          const answer = await deployContract(deployer, 'StandInAnswer', []);
          for (const call of on(config.calls))
            await codeAt(provider, deployer, answer, 'StandInAnswer', call.address);
        }
        for (const entry of on(config.claims)) {
          const list = await readList(entry.file, entry.format, listFiles);
          if (entry.format === 'openzeppelin') {
            // Its getters are the owner's to name; the stand-in answers any, its root in storage slot 0.
            const distributor = await deployContract(deployer, 'StandInDistributor', [list.root]);
            await codeAt(provider, deployer, distributor, 'StandInDistributor', entry.distributor);
            await provider.send('anvil_setStorageAt', [entry.distributor, toQuantity(0), list.root]);
            claims.push({
              name: entry.name,
              symbol: entry.symbol,
              decimals: entry.decimals,
              alice: list.alice,
            });
            continue;
          }
          const token = await deployContract(deployer, 'TestToken', [
            entry.symbol,
            entry.symbol,
            entry.decimals,
          ]);
          const distributor = await deployContract(deployer, 'TestMerkleDistributor', [
            await token.getAddress(),
            list.root,
          ]);
          // The root is immutable, so it lives in the code copied to the configured address.
          await codeAt(provider, deployer, distributor, 'TestMerkleDistributor', entry.distributor);
          claims.push({
            name: entry.name,
            symbol: entry.symbol,
            decimals: entry.decimals,
            alice: list.alice,
          });
        }
      } finally {
        provider.destroy();
      }
    }
    return { ...world, tokens, claims };
  } catch (error) {
    await world.stop();
    throw error;
  }
}
