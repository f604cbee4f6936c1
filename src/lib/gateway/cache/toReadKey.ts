import type { RpcCall } from '../policy/checkRpcCall.ts';

/**
 * The key under which one chain's identical reads are shared: the chain id, the method and its parameters in
 * the gateway's canonical form (lower-case hex, `{ to, data }`, block tag written out), never the caller's id.
 * Only for checked calls: their parameters are hex strings, one call object and the tag, so joining them is
 * unambiguous, and far cheaper than JSON for a read with kilobytes of calldata.
 */
export function toReadKey(chainId: string, call: RpcCall): string {
  const [first, ...rest] = call.params;
  const head =
    typeof first === 'object' && first !== null
      ? `${(first as { to: string }).to}|${(first as { data: string }).data}`
      : String(first ?? '');
  return `${chainId}|${call.method}|${head}|${rest.join('|')}`;
}
