import { Interface } from 'ethers';

/** The part of Multicall3 the reads use: one `aggregate3` carrying the block number, native and token balances. */
export const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/** ERC-20's `balanceOf`, and `name` for tokens the config leaves unnamed: the only token calls the page makes. */
export const erc20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function name() view returns (string)',
]);
