import { Interface } from 'ethers';

/** The part of Multicall3 the reads use: one `aggregate3` carrying the block, the native balance and every entry. */
export const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/** ERC-20 reads: balances, and the name, symbol and decimals the config leaves to the chain. */
export const erc20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
]);

/** ERC-721's balance (the same selector as ERC-20's) and ERC-1155's balance of one token id. */
export const nft = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
]);

/** ERC-5805 (OpenZeppelin Votes): voting power and delegate. */
export const votes = new Interface([
  'function getVotes(address account) view returns (uint256)',
  'function delegates(address account) view returns (address)',
]);

/** Chainlink AggregatorV3: the latest round and the answer's decimals (also an L2 sequencer uptime feed). */
export const aggregatorV3 = new Interface([
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
  'function decimals() view returns (uint8)',
]);

/** A Safe's owners and threshold: answered by a Safe (and its proxies), by nothing else one meets by chance. */
export const safe = new Interface([
  'function getThreshold() view returns (uint256)',
  'function getOwners() view returns (address[])',
]);
