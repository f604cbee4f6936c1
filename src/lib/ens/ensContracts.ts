/**
 * The ENS contracts ethers 6.17 reads on Ethereum mainnet: the Universal Resolver (names, primary names,
 * resolver lookups) and the registry (the older path). Upgrade ethers with a look at these.
 */
export const ENS_CONTRACTS = {
  universalResolver: '0xeEeEEEeE14D718C2B47D9923Deab1335E144EeEe',
  registry: '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e',
} as const;

/**
 * The resolver functions ethers may call on a name's own resolver, whose address only the chain knows: the
 * record reads (address, text, content hash, name), ENSIP-10's `resolve`, and `supportsInterface`.
 */
export const ENS_RESOLVER_FUNCTIONS = [
  'supportsInterface(bytes4)',
  'resolve(bytes,bytes)',
  'addr(bytes32)',
  'addr(bytes32,uint256)',
  'text(bytes32,string)',
  'contenthash(bytes32)',
  'name(bytes32)',
] as const;
