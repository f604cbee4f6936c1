/** `/rpc/<chainId>`: a decimal chain id without leading zeros and nothing after it. */
const RPC_PATH = /^\/rpc\/([1-9][0-9]{0,15})$/;

/** The chain id (decimal string) named by a gateway path, or null when the path is not `/rpc/<chainId>`. */
export function parseRpcPath(pathname: string): string | null {
  return RPC_PATH.exec(pathname)?.[1] ?? null;
}
