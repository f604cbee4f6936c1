/** JSON-RPC error codes with which nodes (and providers) say "too many requests". */
export const RATE_LIMIT_CODES: readonly number[] = [-32005, -32016, 429];
