import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { killWithParent } from '../process/killWithParent.ts';
import { findAnvilBinary } from './findAnvilBinary.ts';

/** Options for {@link startAnvil}; `port` defaults to one the OS picks, state paths map to anvil's flags. */
export type AnvilOptions = {
  chainId: number;
  port?: number;
  blockTime?: number;
  loadState?: string;
  dumpState?: string;
  startupTimeoutMs?: number;
};

/** A running anvil node on 127.0.0.1; `stop()` terminates it and resolves once the process has exited. */
export type AnvilNode = {
  chainId: number;
  port: number;
  rpcUrl: string;
  pid: number;
  stop(): Promise<void>;
};

const listeningLine = /Listening on 127\.0\.0\.1:(\d+)/;

function anvilArgs(options: AnvilOptions): string[] {
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(options.port ?? 0),
    '--chain-id',
    String(options.chainId),
  ];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.loadState !== undefined) args.push('--load-state', options.loadState);
  if (options.dumpState !== undefined) args.push('--dump-state', options.dumpState);
  return args;
}

async function answersChainId(rpcUrl: string, chainId: number): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    const body = (await response.json()) as { result?: string };
    return Number(body.result) === chainId;
  } catch {
    return false;
  }
}

/**
 * Starts anvil on 127.0.0.1 (port 0 lets the OS choose, so there are no collisions), reads the bound
 * port from anvil's "Listening on" line and waits until it answers `eth_chainId`.
 */
export async function startAnvil(options: AnvilOptions): Promise<AnvilNode> {
  const child = spawn(findAnvilBinary(), anvilArgs(options), { stdio: ['ignore', 'pipe', 'pipe'] });
  const dismissWatchdog = child.pid === undefined ? async () => {} : killWithParent(child.pid);
  let output = '';
  let port = 0;
  const collect = (chunk: string) => {
    if (port === 0) {
      output = (output + chunk).slice(-8000);
      port = Number(listeningLine.exec(output)?.[1] ?? 0);
    }
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    const done = () => {
      exited = true;
      resolve();
    };
    child.once('exit', done);
    child.once('error', (error) => {
      output += String(error);
      done();
    });
  }).then(dismissWatchdog);
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (!exited) child.kill('SIGTERM');
      const forceKill = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exit;
      clearTimeout(forceKill);
    })();
    return stopping;
  };
  const deadline = Date.now() + (options.startupTimeoutMs ?? 15_000);
  while (!exited && Date.now() < deadline) {
    const rpcUrl = `http://127.0.0.1:${port}`;
    if (port !== 0 && (await answersChainId(rpcUrl, options.chainId))) {
      return { chainId: options.chainId, port, rpcUrl, pid: child.pid ?? 0, stop };
    }
    await sleep(10);
  }
  await stop();
  throw new Error(
    `anvil (chain ${options.chainId}) did not start: ${output.trim().slice(-2000) || 'timeout'}`,
  );
}
