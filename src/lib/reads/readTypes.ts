import type { ErrorInfo } from '../errors/AppError.ts';

/** One balance the page shows: native (`token: 'native'`) or an ERC-20, raw `bigint` or a per-token error. */
export interface Holding {
  chainId: number;
  token: 'native' | string;
  symbol: string;
  name: string;
  decimals: number;
  raw: bigint | null;
  error: ErrorInfo | null;
}

/** What one chain said about an account at one block, or why it could not say. */
export interface ChainSnapshot {
  chainId: number;
  status: 'ok' | 'error';
  blockNumber: bigint | null;
  holdings: Holding[];
  error: ErrorInfo | null;
}
