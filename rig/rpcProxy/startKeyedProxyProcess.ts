import { fork } from 'node:child_process';
import { join } from 'node:path';
import { killWithParent } from '../process/killWithParent.ts';
import type { KeyedProxy } from './startKeyedProxy.ts';

/** A keyed proxy in a process of its own: its URL, key and host (its request log stays in its process). */
export type KeyedProxyProcess = Omit<KeyedProxy, 'requests'>;

/**
 * Starts `startKeyedProxy` in front of `target` in a child process of its own, so that a busy load generator
 * (which plays the visitors in this process) does not hold up the upstream's answers. Ends with this process.
 */
export async function startKeyedProxyProcess(target: string): Promise<KeyedProxyProcess> {
  const child = fork(join(import.meta.dirname, 'keyedProxyChild.ts'), [target], {
    execArgv: ['--experimental-strip-types', '--no-warnings'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const dismissWatchdog = child.pid === undefined ? async () => {} : killWithParent(child.pid);
  const ready = await new Promise<{ url: string; key: string; host: string }>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`keyed proxy exited early (${code})`)));
    child.on('message', (message: { type?: string; url?: string; key?: string; host?: string }) => {
      if (message.type === 'ready' && message.url && message.key && message.host) {
        resolve({ url: message.url, key: message.key, host: message.host });
      }
    });
  });
  let stopping: Promise<void> | undefined;
  return {
    ...ready,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null) {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.send({ type: 'stop' });
          await exited;
        }
        await dismissWatchdog();
      })();
      return stopping;
    },
  };
}
