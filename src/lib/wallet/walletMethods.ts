/**
 * The only EIP-1193 methods this page may send to a wallet (docs/guarantees.md): connection and chain methods
 * and read-only queries. Anything that signs, sends, or asks the wallet to hold or grant something is absent.
 */
export const ALLOWED_WALLET_METHODS = [
  'eth_requestAccounts',
  'eth_accounts',
  'eth_chainId',
  'net_version',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
  'wallet_getCapabilities',
  'eth_getBalance',
  'eth_call',
  'eth_blockNumber',
] as const;

/** Wallet events the page listens to. */
export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const;

/** True when `method` is on the read-only allowlist. */
export function isAllowedWalletMethod(method: string): boolean {
  return (ALLOWED_WALLET_METHODS as readonly string[]).includes(method);
}
