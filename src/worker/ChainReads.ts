import { DurableObject } from 'cloudflare:workers';
import policy from 'gateway-policy';
import type { RpcCall } from '../lib/gateway/policy/checkRpcCall.ts';
import { createReadMerger, type ReadMerger } from '../lib/gateway/merge/createReadMerger.ts';
import { createUpstreamForwarder, type UpstreamForwarder } from '../lib/gateway/upstream/createUpstreamForwarder.ts';
import { isGatewayError } from '../lib/gateway/GatewayError.ts';
import { LATEST_REUSE_MS, MAX_SHARED_RESULTS } from '../lib/gateway/gatewayLimits.ts';
import { parseGatewaySettings, parseUpstreamRps } from '../lib/gateway/settings/parseGatewaySettings.ts';
import { parseUpstreams } from '../lib/gateway/upstream/parseUpstreams.ts';
import type { ReadOutcome } from '../lib/gateway/answer/toRpcAnswer.ts';
import { toWireOutcome, type WireOutcome } from '../lib/gateway/answer/wireOutcome.ts';
import type { GatewayEnv } from './gatewayEnv.ts';

/** How often an active chain logs its figures (one line, no keys, no visitors' addresses or IPs). */
const LOG_EVERY_MS = 10_000;

/** One chain's upstreams and merger, made again only when its Worker variables change. */
interface ChainReader {
  settingsKey: string;
  forwarder: UpstreamForwarder;
  merger: ReadMerger;
}

/**
 * The Durable Object that reads one chain (named by its chain id): every gateway isolate hands it the reads
 * it could not answer from the location's cache, and it makes the upstream calls in its own context, merged
 * and within the chain's budget, then answers each caller. One object per chain is one budget, exact across
 * isolates and locations; all its callers share one context, so a result one caller's call brings may answer
 * another's.
 */
export class ChainReads extends DurableObject<GatewayEnv> {
  #reader: ChainReader | undefined;
  #loggedAt = 0;

  /** Answers the calls (allowed and canonical, checked by the Worker) of the chain `chainId`, in order. */
  async read(chainId: string, calls: RpcCall[]): Promise<WireOutcome[]> {
    const reader = this.#readerFor(chainId);
    const reads = calls.filter((call) => call.method !== 'eth_chainId');
    const [chainIdOutcome, outcomes] = await Promise.all([
      reads.length < calls.length ? this.#chainIdOutcome(reader, chainId) : undefined,
      reader.merger.read(reads),
    ]);
    this.#log(chainId, reader);
    let next = 0;
    return calls.map((call) =>
      toWireOutcome(
        call.method === 'eth_chainId' ? (chainIdOutcome as ReadOutcome) : (outcomes[next++] as ReadOutcome),
      ),
    );
  }

  /** eth_chainId from the upstreams' chain-id check (made once per upstream for this object's life). */
  async #chainIdOutcome(reader: ChainReader, chainId: string): Promise<ReadOutcome> {
    try {
      await reader.forwarder.verify();
      return { result: `0x${BigInt(chainId).toString(16)}` };
    } catch (error) {
      if (isGatewayError(error)) return error;
      throw error;
    }
  }

  #readerFor(chainId: string): ChainReader {
    const env = this.env as unknown as Record<string, unknown>;
    const settings = parseGatewaySettings(env);
    const upstreams = parseUpstreams(this.env, chainId, policy.chains[chainId]?.fallbackUpstreams ?? []);
    const rps = parseUpstreamRps(env, chainId);
    const settingsKey = JSON.stringify([chainId, upstreams, rps, settings]);
    if (this.#reader?.settingsKey === settingsKey) return this.#reader;
    const forwarder = createUpstreamForwarder({
      chainId: Number(chainId),
      upstreams,
      timeoutMs: settings.upstreamTimeoutMs,
      fetch: (...args) => fetch(...args),
      callsPerSecond: rps,
    });
    // The chain-id check goes first, so its place in the budget is booked before any read's wait is expected
    // (made with the first call instead, it would delay every read queued behind that call by one spacing
    // more than they were told). A failed check is made again with the next call.
    forwarder.verify().catch(() => {});
    const merger = createReadMerger({
      chainId,
      multicall3: policy.chains[chainId]?.multicall3 ?? null,
      windowMs: settings.mergeWindowMs,
      forwarder,
      keepMs: LATEST_REUSE_MS,
      maxKept: MAX_SHARED_RESULTS,
    });
    this.#reader = { settingsKey, forwarder, merger };
    return this.#reader;
  }

  /** Logs the chain's figures at most every {@link LOG_EVERY_MS}: counts only, never a key, address or IP. */
  #log(chainId: string, reader: ChainReader): void {
    const at = Date.now();
    if (at - this.#loggedAt < LOG_EVERY_MS) return;
    this.#loggedAt = at;
    const stats = reader.merger.stats();
    const figures = Object.entries(stats).map(([name, value]) => `${name}=${value}`);
    const rate = Math.round(reader.forwarder.rate() * 100) / 100;
    console.log(`rpc-gateway chain=${chainId} rate=${rate}/s ${figures.join(' ')}`);
  }
}
