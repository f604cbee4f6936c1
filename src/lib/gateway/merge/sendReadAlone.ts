import { GatewayError } from '../GatewayError.ts';
import type { MergerState, QueuedRead } from './readMergerTypes.ts';
import { requeueRateLimited } from './requeueRateLimited.ts';
import { settleRead } from './settleRead.ts';
import { toGatewayError } from '../toGatewayError.ts';

/** Sends one read upstream as its own call and answers it; an upstream's 429 puts it back in the queue. */
export async function sendReadAlone(state: MergerState, entry: QueuedRead): Promise<void> {
  const sentAt = state.now();
  state.stats.upstreamCalls++;
  try {
    const [answer] = await state.forwarder.send([entry.read.call]);
    settleRead(
      state,
      entry,
      answer ?? new GatewayError('badResponse', 'the upstream sent no answer'),
      sentAt,
    );
  } catch (error) {
    const failure = toGatewayError(error);
    if (failure.code === 'rateLimited') requeueRateLimited(state, { entries: [entry], sealed: true });
    else settleRead(state, entry, failure);
  }
}
