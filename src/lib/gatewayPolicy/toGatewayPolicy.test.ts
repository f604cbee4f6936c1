import { id } from 'ethers';
import { describe, expect, it } from 'vitest';
import { worldContractAddress, worldTokenAddress } from '../../../rig/chain/testWorld.ts';
import { TEST_CHAINS, testSiteConfigInput } from '../../../rig/site/testSiteConfig.ts';
import { resolveSiteConfig } from '../config/resolveSiteConfig.ts';
import { ENS_CONTRACTS } from '../ens/ensContracts.ts';
import { toGatewayPolicy } from './toGatewayPolicy.ts';

const { ethereum, optimism, base } = TEST_CHAINS;
const config = resolveSiteConfig(testSiteConfigInput, {});
const policy = toGatewayPolicy(config);
const lower = (address: string) => address.toLowerCase();

describe('toGatewayPolicy', () => {
  it('serves every configured chain, falling back to the config’s RPC URLs', () => {
    expect(Object.keys(policy.chains)).toEqual(config.chains.map((chain) => String(chain.id)));
    expect(policy.chains[ethereum.id]?.fallbackUpstreams).toEqual(config.chains[0]?.rpcUrls);
  });

  it('lets eth_call reach exactly what the page reads on each chain', () => {
    const ethereumTargets = policy.chains[ethereum.id]?.targets ?? [];
    for (const address of [
      '0xcA11bde05977b3631167028862bE2a173976CA11',
      worldTokenAddress(ethereum.id, 'tusd'),
      worldContractAddress(ethereum.id, 'names'),
      worldContractAddress(ethereum.id, 'items'),
      worldContractAddress(ethereum.id, 'dao'),
      worldContractAddress(ethereum.id, 'vault'),
      worldContractAddress(ethereum.id, 'ethUsd'),
      ENS_CONTRACTS.universalResolver,
      ENS_CONTRACTS.registry,
    ]) {
      expect(ethereumTargets).toContain(lower(address));
    }
    // Optimism's ETH is priced by the feed on Ethereum: that feed is read there, not on Optimism.
    expect(policy.chains[optimism.id]?.targets).not.toContain(
      lower(worldContractAddress(ethereum.id, 'ethUsd')),
    );
    expect(policy.chains[optimism.id]?.targets).toContain(
      lower(worldContractAddress(optimism.id, 'sequencerUp')),
    );
    expect(policy.chains[base.id]?.targets).not.toContain(lower(ENS_CONTRACTS.universalResolver));
    // A claims list's distributor, on its own chain only: its reads go inside aggregate3.
    expect(policy.chains[optimism.id]?.targets).toContain(
      lower(worldContractAddress(optimism.id, 'harborAirdrop')),
    );
    expect(ethereumTargets).toContain(lower(worldContractAddress(ethereum.id, 'earlyDrop')));
    expect(ethereumTargets).not.toContain(lower(worldContractAddress(ethereum.id, 'harborAirdrop')));
    expect(policy.chains[ethereum.id]?.multicall3).toBe(lower('0xcA11bde05977b3631167028862bE2a173976CA11'));
  });

  it("allows the resolver reads ethers makes on the ENS chain only, and a Safe's two getters on every chain", () => {
    const selector = (signature: string) => id(signature).slice(0, 10);
    const safeGetters = [selector('getThreshold()'), selector('getOwners()')];
    expect(policy.chains[ethereum.id]?.anyTargetSelectors).toContain(selector('text(bytes32,string)'));
    expect(policy.chains[ethereum.id]?.anyTargetSelectors).toContain(selector('addr(bytes32)'));
    expect(policy.chains[ethereum.id]?.anyTargetSelectors).toEqual(expect.arrayContaining(safeGetters));
    expect(policy.chains[optimism.id]?.anyTargetSelectors).toEqual(safeGetters);
  });

  it('marks the ENS contracts untrusted (they call any resolver), and nothing else', () => {
    expect(policy.chains[ethereum.id]?.untrustedTargets).toEqual(Object.values(ENS_CONTRACTS).map(lower));
    expect(policy.chains[optimism.id]?.untrustedTargets).toEqual([]);
  });

  it("lets Arbitrum's chains read ArbSys for their own block number, never answered from block.number", () => {
    const arbitrum = toGatewayPolicy(
      resolveSiteConfig(
        {
          ...testSiteConfigInput,
          chains: [
            ...testSiteConfigInput.chains,
            { ...testSiteConfigInput.chains[0], id: 42161, name: 'Arbitrum One' },
          ],
        } as typeof testSiteConfigInput,
        {},
      ),
    );
    expect(arbitrum.chains['42161']).toMatchObject({ multicallBlockNumber: false });
    expect(arbitrum.chains['42161']?.targets).toContain('0x0000000000000000000000000000000000000064');
    expect(arbitrum.chains[ethereum.id]).toMatchObject({ multicallBlockNumber: true });
    expect(arbitrum.chains[ethereum.id]?.targets).not.toContain('0x0000000000000000000000000000000000000064');
  });

  it('forwards nothing for a site in direct mode', () => {
    expect(toGatewayPolicy({ ...config, rpcGateway: false })).toEqual({ chains: {} });
  });
});
