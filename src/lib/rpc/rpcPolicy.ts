/** How hard to try one RPC endpoint before moving to the chain's next one. */
export interface RpcPolicy {
  /** Per attempt, in milliseconds. */
  timeoutMs: number;
  /** Attempts after the first on the same endpoint. */
  retries: number;
  /** Wait before the first retry; doubled for each further one. */
  backoffMs: number;
}

/** 8 s per attempt, 2 retries with backoff, then the next RPC URL (docs/product.md, "How it reads"). */
export const DEFAULT_RPC_POLICY: RpcPolicy = { timeoutMs: 8_000, retries: 2, backoffMs: 500 };
