/** EIP-681's form of an account on a chain, as wallets scan it: `ethereum:<address>@<chainId>`. */
export function toEip681Uri(address: string, chainId: number): string {
  return `ethereum:${address}@${chainId}`;
}
