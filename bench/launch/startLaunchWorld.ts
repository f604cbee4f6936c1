import { getAddress, hexlify, randomBytes } from 'ethers';
import { startTestWorld, type TestWorld } from '../../rig/chain/testWorld.ts';
import { testClaimsFiles } from '../../rig/claims/testClaimsLists.ts';
import { capturePageRead, toGatewayPanelConfig } from '../../rig/gateway/capturePageRead.ts';
import { type KeyedProxyProcess, startKeyedProxyProcess } from '../../rig/rpcProxy/startKeyedProxyProcess.ts';
import { TEST_CHAIN_IDS } from '../../rig/site/testSiteConfig.ts';
import { worldSiteConfig } from '../../rig/site/worldConfig.ts';
import type { GatewayPolicy } from '../../src/lib/gateway/policy/gatewayPolicyTypes.ts';
import { toGatewayPolicy } from '../../src/lib/gatewayPolicy/toGatewayPolicy.ts';
import { describeRead, type ReadShape, type ReadTemplate, toReadTemplate } from './readTemplate.ts';

/** The chain every visitor of the launch reads. */
export const LAUNCH_CHAIN_ID = 1;

/** Code that makes an address a contract's (STOP): the page then asks it a Safe's getters. */
const CONTRACT_CODE = '0x00';

/** The page's read of one kind of account, ready to replay, and what it is made of. */
export interface CapturedRead {
  template: ReadTemplate;
  shape: ReadShape;
}

/** What the bench's site config reads: its chains, and its entries of each kind over every chain. */
export interface ConfigShape {
  chains: number;
  tokens: number;
  nfts: number;
  governance: number;
  calls: number;
  priceFeeds: number;
  claimsLists: number;
  ensChainId: number | null;
}

/** The launch's world: the chains, the gateway's policy, the chain's node behind a key, the page's reads. */
export interface LaunchWorld {
  world: TestWorld;
  config: ConfigShape;
  policy: GatewayPolicy;
  /**
   * Chain 1's node behind a provider's key (in its path), in a process of its own: the upstream every rate limit
   * stands in front of.
   */
  keyed: KeyedProxyProcess;
  /** A new plain account's first visit. */
  plainRead: CapturedRead;
  /** A contract account's first visit: the same, then its Safe probes. */
  contractRead: CapturedRead;
  /** Sends one JSON-RPC body straight to chain 1's node and returns the answer's text. */
  askChain(body: string): Promise<string>;
  /** Places `code` at each of `addresses` on chain 1 (`anvil_setCode`). */
  setCode(addresses: readonly string[], code: string): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh random address, lower case. */
export const randomAddress = () => hexlify(randomBytes(20));

/**
 * Starts the tests' world on its three chains (tokens, NFTs, governance, the owner's calls, price feeds, claims
 * lists; ENS on chain 1), with the tests' site config as the bench's, and captures the page's own first-visit
 * read of chain 1 for a new plain account and for a contract account.
 */
export async function startLaunchWorld(): Promise<LaunchWorld> {
  const world = await startTestWorld({ chainIds: TEST_CHAIN_IDS });
  const chain = world.chain(LAUNCH_CHAIN_ID);
  const askChain = async (body: string) => {
    const answer = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return answer.text();
  };
  const setCode = async (addresses: readonly string[], code: string) => {
    for (const address of addresses) {
      await askChain(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [address, code] }),
      );
    }
  };
  const keyed = await startKeyedProxyProcess(chain.rpcUrl).catch(async (error) => {
    await world.stop();
    throw error;
  });
  try {
    const config = worldSiteConfig(world);
    const panel = toGatewayPanelConfig(config, testClaimsFiles());
    const capture = async (account: string): Promise<CapturedRead> => {
      const read = await capturePageRead(panel, LAUNCH_CHAIN_ID, getAddress(account), chain.rpcUrl);
      return { template: toReadTemplate(read), shape: describeRead(read.bodies) };
    };
    const plainRead = await capture(randomAddress());
    const contract = randomAddress();
    await setCode([contract], CONTRACT_CODE);
    const contractRead = await capture(contract);
    const stop = async () => {
      await keyed.stop();
      await world.stop();
    };
    const feeds = [...config.chains.map((entry) => entry.nativeCurrency), ...config.tokens].filter(
      (entry) => entry.priceFeed !== undefined,
    );
    const shape: ConfigShape = {
      chains: config.chains.length,
      tokens: config.tokens.length,
      nfts: config.nfts.length,
      governance: config.governance.length,
      calls: config.calls.length,
      priceFeeds: feeds.length,
      claimsLists: config.claims.length,
      ensChainId: config.ens === false ? null : config.ens.chainId,
    };
    const policy = toGatewayPolicy(config);
    return { world, config: shape, policy, keyed, plainRead, contractRead, askChain, setCode, stop };
  } catch (error) {
    await keyed.stop();
    await world.stop();
    throw error;
  }
}
