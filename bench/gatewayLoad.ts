import { Interface } from 'ethers';
import type { GatewayPolicy } from '../src/lib/gateway/policy/gatewayPolicyTypes.ts';

/** What the gateway benches share: the page's refresh of one account, and how their figures are summed up. */

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);
const erc20 = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function name() view returns (string)',
]);

/** The part of a test chain a refresh reads: its Multicall3 and its tokens. */
export interface RefreshedChain {
  multicall3: string;
  tokens: readonly { address: string }[];
}

/**
 * The page's refresh of one account on one chain, as a JSON-RPC request: one aggregate3 eth_call of the block
 * number, the native balance, and every token's balance and name.
 */
export function pageRefresh(chain: RefreshedChain, holder: string, id = 1) {
  return {
    jsonrpc: '2.0',
    id,
    method: 'eth_call',
    params: [
      {
        to: chain.multicall3,
        data: multicall3.encodeFunctionData('aggregate3', [
          [
            [chain.multicall3, true, multicall3.encodeFunctionData('getBlockNumber')],
            [chain.multicall3, true, multicall3.encodeFunctionData('getEthBalance', [holder])],
            ...chain.tokens.flatMap((token) => [
              [token.address, true, erc20.encodeFunctionData('balanceOf', [holder])],
              [token.address, true, erc20.encodeFunctionData('name')],
            ]),
          ],
        ]),
      },
      'latest',
    ],
  };
}

/** A gateway policy for chain 1 that allows exactly what {@link pageRefresh} reads. */
export function refreshPolicy(chain: RefreshedChain): GatewayPolicy {
  return {
    chains: {
      '1': {
        fallbackUpstreams: [],
        targets: [chain.multicall3, ...chain.tokens.map((token) => token.address)].map((a) =>
          a.toLowerCase(),
        ),
        multicall3: chain.multicall3.toLowerCase(),
        anyTargetSelectors: [],
        noArgumentSelectors: [],
        untrustedTargets: [],
        multicallBlockNumber: true,
      },
    },
  };
}

/** The nearest-rank percentile: the smallest value with at least `p`% of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;
}

/** A figure rounded to two decimals. */
export const round = (value: number) => Math.round(value * 100) / 100;
