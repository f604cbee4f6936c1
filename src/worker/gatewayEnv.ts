import type { ChainShare } from '../lib/gateway/answer/pickShard.ts';
import type { WireOutcome } from '../lib/gateway/answer/wireOutcome.ts';
import type { PreparedRead, ReadRequest } from '../lib/gateway/merge/readMergerTypes.ts';

/** The Workers Rate Limiting binding (`[[ratelimits]]`). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** A stub of the chain's Durable Object: its `read` runs in the object, over RPC. */
export interface ChainReadsStub {
  read(share: ChainShare, request: ReadRequest, reads: PreparedRead[]): Promise<WireOutcome[]>;
}

/** The `CHAIN_READS` Durable Object namespace binding: one object per chain, by name. */
export interface ChainReadsNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): ChainReadsStub;
}

/** The Worker's environment: the limiter, the chains' Durable Objects, tunables and upstreams per chain. */
export type GatewayEnv = {
  RPC_RATE_LIMITER: RateLimitBinding;
  CHAIN_READS: ChainReadsNamespace;
  /** Must equal the limiter's period (10 or 60): sent as Retry-After. */
  RPC_RATE_LIMIT_PERIOD_S?: string;
  /** Per-upstream timeout override in milliseconds (at most 8000). */
  RPC_UPSTREAM_TIMEOUT_MS?: string;
  /** How long reads wait to merge (milliseconds, at most 200; 0 turns merging off). */
  RPC_MERGE_WINDOW_MS?: string;
  /** Comma-separated upstream URLs of one chain; secrets in production (`wrangler secret put`). */
  [upstreams: `RPC_UPSTREAMS_${string}`]: string | undefined;
  /** Upstream JSON-RPC calls per second one chain may use. */
  [rps: `RPC_UPSTREAM_RPS_${string}`]: string | undefined;
  /** How many objects one chain's reads are spread over. */
  [shards: `RPC_READ_SHARDS_${string}`]: string | undefined;
};
