import type { RpcCall } from '../policy/checkRpcCall.ts';

/** JSON with object keys sorted at every depth, so equal values always give the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key under which one chain's identical reads are shared: the chain id and the canonical JSON of the
 * method and params (never the caller's id).
 */
export function canonicalRpcKey(chainId: string, call: RpcCall): string {
  return `${chainId}:${canonicalJson([call.method, call.params])}`;
}
