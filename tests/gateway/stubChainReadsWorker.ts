import { DurableObject } from 'cloudflare:workers';
import type { ChainShare } from '../../src/lib/gateway/answer/pickShard.ts';
import type { WireOutcome } from '../../src/lib/gateway/answer/wireOutcome.ts';
import type { PreparedRead } from '../../src/lib/gateway/merge/readMergerTypes.ts';

/**
 * The gateway's own Worker, with a stand-in for the chain's Durable Object that fails as each chain tells it:
 * chain 1 throws (an error of the object's own code), chain 2 is overloaded (the flags Cloudflare's runtime
 * sets), chain 3 fails once in a way Cloudflare says to retry, chain 4 resets itself once, chain 5 never
 * answers. What does not fail answers every read `0x1`. For tests/gateway/objectFailures.test.ts.
 */
export { default } from '../../src/worker/rpcGateway.ts';

/** Failures already made, per chain, in this isolate. */
const failed = new Map<string, number>();

/** An Error with the flags Cloudflare's runtime puts on a failed call to a Durable Object. */
function flagged(message: string, flags: { retryable?: boolean; overloaded?: boolean }): Error {
  return Object.assign(new Error(message), flags);
}

export class ChainReads extends DurableObject {
  /** Fails or answers as chain `share.chainId` tells it (see the module's comment). */
  async read(share: ChainShare, _request: unknown, reads: PreparedRead[]): Promise<WireOutcome[]> {
    const times = failed.get(share.chainId) ?? 0;
    failed.set(share.chainId, times + 1);
    if (share.chainId === '1') throw new Error('the stand-in object failed');
    if (share.chainId === '2')
      throw flagged('Durable Object is overloaded', { overloaded: true, retryable: true });
    if (share.chainId === '3' && times === 0) throw flagged('transient', { retryable: true });
    if (share.chainId === '4' && times === 0) this.ctx.abort('reset by the test');
    if (share.chainId === '5') return new Promise(() => {});
    return reads.map(() => ({ result: '0x1' }));
  }
}
