import { type RateLimitedUpstreamOptions, startRateLimitedUpstream } from './startRateLimitedUpstream.ts';

/**
 * The child process of `startRateLimitedUpstreamProcess`: a rate-limited upstream of its own, told what to do
 * over Node's IPC channel (`log`, `reset`, `stop`), which first sends its URL.
 */
const options = JSON.parse(process.argv[2] ?? '{}') as Omit<RateLimitedUpstreamOptions, 'now'>;
const upstream = await startRateLimitedUpstream(options);
process.send?.({ type: 'ready', url: upstream.url });
process.on('message', async (message: { id: number; type: 'log' | 'reset' | 'stop' }) => {
  if (message.type === 'log') process.send?.({ id: message.id, requests: upstream.requests });
  if (message.type === 'reset') {
    upstream.reset();
    process.send?.({ id: message.id });
  }
  if (message.type === 'stop') {
    await upstream.stop();
    process.send?.({ id: message.id });
    process.disconnect();
  }
});
process.on('disconnect', () => {
  void upstream.stop().then(() => process.exit(0));
});
