import { DurableObject } from 'cloudflare:workers';
import policy from 'gateway-policy';
import type { ChainShare } from '../lib/gateway/answer/pickShard.ts';
import { toWireOutcome, type WireOutcome } from '../lib/gateway/answer/wireOutcome.ts';
import { isGatewayError } from '../lib/gateway/GatewayError.ts';
import { LATEST_REUSE_MS, MAX_OBJECT_KEPT_BYTES } from '../lib/gateway/gatewayLimits.ts';
import { createReadMerger, type ReadMerger } from '../lib/gateway/merge/createReadMerger.ts';
import type { MergedOutcome, PreparedRead, ReadRequest } from '../lib/gateway/merge/readMergerTypes.ts';
import { parseGatewaySettings } from '../lib/gateway/settings/parseGatewaySettings.ts';
import {
  createUpstreamForwarder,
  type UpstreamForwarder,
} from '../lib/gateway/upstream/createUpstreamForwarder.ts';
import { parseUpstreams } from '../lib/gateway/upstream/parseUpstreams.ts';
import type { GatewayEnv } from './gatewayEnv.ts';

/** How often an active chain logs its figures (one line, no keys, no visitors' addresses or IPs). */
const LOG_EVERY_MS = 10_000;

/**
 * One chain's upstreams and merger, made again only when its share changes. The Worker variables they are made
 * from are fixed for an object's life: new ones come with a new deployment, which restarts every object.
 */
interface ChainReader {
  shareKey: string;
  forwarder: UpstreamForwarder;
  merger: ReadMerger;
}

/**
 * The Durable Object that reads one chain, or one shard of it (named by the chain id, and the shard after a
 * slash): every gateway isolate hands it the reads it could not answer from kept answers, and it makes the
 * upstream calls in its own context, merged and within its share of the chain's budget, then answers each
 * caller. All its callers share one context, so a result one caller's call brings may answer another's.
 */
export class ChainReads extends DurableObject<GatewayEnv> {
  #reader: ChainReader | undefined;
  #loggedAt = 0;

  /** Answers the reads (checked and planned by the Worker) of one request, in order; eth_chainId from the check. */
  async read(share: ChainShare, request: ReadRequest, reads: PreparedRead[]): Promise<WireOutcome[]> {
    const reader = this.#readerFor(share);
    const others = reads.filter((read) => read.method !== 'eth_chainId');
    const [chainIdOutcome, outcomes] = await Promise.all([
      others.length < reads.length ? this.#chainIdOutcome(reader, share.chainId) : undefined,
      reader.merger.read(others, request),
    ]);
    this.#log(share, reader);
    let next = 0;
    return reads.map((read) =>
      toWireOutcome(
        read.method === 'eth_chainId'
          ? (chainIdOutcome as MergedOutcome)
          : (outcomes[next++] as MergedOutcome),
      ),
    );
  }

  /** eth_chainId from the upstreams' chain-id check (made once per upstream for this object's life). */
  async #chainIdOutcome(reader: ChainReader, chainId: string): Promise<MergedOutcome> {
    try {
      await reader.forwarder.verify();
      return { outcome: { result: `0x${BigInt(chainId).toString(16)}` } };
    } catch (error) {
      if (isGatewayError(error)) return { outcome: error };
      throw error;
    }
  }

  #readerFor(share: ChainShare): ChainReader {
    // Called for every request, so keyed on the share alone: parsing the variables each time cost more than a
    // read's own merging.
    const shareKey = `${share.chainId}/${share.shard}/${share.callsPerSecond}`;
    if (this.#reader?.shareKey === shareKey) return this.#reader;
    const env = this.env as unknown as Record<string, unknown>;
    const settings = parseGatewaySettings(env);
    const chain = policy.chains[share.chainId];
    const upstreams = parseUpstreams(env, share.chainId, chain?.fallbackUpstreams ?? []);
    const forwarder = createUpstreamForwarder({
      chainId: Number(share.chainId),
      upstreams,
      timeoutMs: settings.upstreamTimeoutMs,
      fetch: (...args) => fetch(...args),
      callsPerSecond: share.callsPerSecond,
    });
    // The chain-id check goes first, so its place in the budget is booked before any read's wait is expected.
    forwarder.verify().catch(() => {});
    const merger = createReadMerger({
      chainId: share.chainId,
      multicall3: chain?.multicall3 ?? null,
      windowMs: settings.mergeWindowMs,
      forwarder,
      keepMs: LATEST_REUSE_MS,
      maxKeptBytes: MAX_OBJECT_KEPT_BYTES,
    });
    this.#reader = { shareKey, forwarder, merger };
    return this.#reader;
  }

  /** Logs the chain's figures at most every {@link LOG_EVERY_MS}: counts only, never a key, address or IP. */
  #log(share: ChainShare, reader: ChainReader): void {
    const at = Date.now();
    if (at - this.#loggedAt < LOG_EVERY_MS) return;
    this.#loggedAt = at;
    const stats = reader.merger.stats();
    const figures = Object.entries(stats).map(([name, value]) => `${name}=${value}`);
    const rate = Math.round(reader.forwarder.rate() * 100) / 100;
    const kept = Math.round(reader.merger.keptBytes() / 1024);
    const shard = share.shard === 0 ? '' : ` shard=${share.shard}`;
    console.log(
      `rpc-gateway chain=${share.chainId}${shard} rate=${rate}/s ${figures.join(' ')} keptKiB=${kept}`,
    );
  }
}
