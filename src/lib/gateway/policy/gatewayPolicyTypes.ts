/**
 * What the RPC gateway lets through for one chain. The build generates it from the site config (the gateway
 * only reads it), so the page's reads and the Worker's allowlist have one source.
 */
export interface GatewayChainPolicy {
  /** Used when the Worker has no RPC_UPSTREAMS_<chainId> variable: the config's rpcUrls. */
  fallbackUpstreams: string[];
  /** Lower-case 0x addresses an eth_call may target (Multicall3, the config's contracts and feeds, ENS contracts). */
  targets: string[];
  /** Lower-case Multicall3 address, or null: an eth_call to it must be aggregate3 (0x82ad56cb) or one of the read
   * helpers (getEthBalance 0x4d2301cc, getBlockNumber 0x42cbb15c, getCurrentBlockTimestamp 0x0f28c97d,
   * getChainId 0x3408e470), and every inner target of aggregate3 must be in `targets` (Multicall3 itself included). */
  multicall3: string | null;
  /** 4-byte selectors (lower-case 0x…) that may be called on ANY target on this chain, alone or inside aggregate3: a
   * Safe's getThreshold() and getOwners() (asked of the account in view), and on the ENS chain the resolver reads
   * (ethers looks up a name's resolver, whose address is not known at build time). */
  anyTargetSelectors: string[];
  /** Of `anyTargetSelectors`, those that take no arguments (a Safe's getters): called with exactly their 4 bytes,
   * so a call cannot carry more to make every read of it a distinct one. */
  noArgumentSelectors: string[];
  /** Targets among `targets` whose code calls on into contracts outsiders control (the ENS contracts, which call
   * whatever resolver a name has): their reads are treated like calls to any address. */
  untrustedTargets: string[];
  /** False where Multicall3's `getBlockNumber()` (`block.number`) is not the chain's own block number (Arbitrum,
   * where it is an approximate L1 number): there `eth_blockNumber` is never answered from a merged call. */
  multicallBlockNumber: boolean;
}

/** The gateway's whole policy: one entry per chain id (decimal string) the page reads. */
export interface GatewayPolicy {
  chains: Record<string, GatewayChainPolicy>;
}
