import { startKeyedProxy } from './startKeyedProxy.ts';

/**
 * The child process of `startKeyedProxyProcess`: a keyed proxy of its own in front of the target its argument
 * names, which sends its URL, key and host over Node's IPC channel and stops when told (`stop`) or orphaned.
 */
const proxy = await startKeyedProxy(process.argv[2] ?? '');
process.send?.({ type: 'ready', url: proxy.url, key: proxy.key, host: proxy.host });
process.on('message', async (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  await proxy.stop();
  process.disconnect();
});
process.on('disconnect', () => {
  void proxy.stop().then(() => process.exit(0));
});
