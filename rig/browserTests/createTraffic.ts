import { act } from 'react';
import { inject, onTestFinished, vi } from 'vitest';
import type { PanelConfig } from '../../src/lib/config/toPanelConfig.ts';
import { type AccountReader, createAccountReader } from '../../src/lib/reads/createAccountReader.ts';
import type { ChainSnapshot } from '../../src/lib/reads/readTypes.ts';

/**
 * What a hook awaits that a test can steer: loading the reader, a chain read, an ENS profile lookup, and a
 * claims file fetched from the page's origin.
 */
export type Step = 'load' | 'read' | 'profile' | 'file';

/**
 * What becomes of a call: `pass` goes through as it is; `hold` waits until the test releases it, then goes on; `fail` fails as the real
 * thing does (a read or lookup through a reader of closed ports, a module or a file that cannot load);
 * `truncate` serves a file cut in half.
 */
export type Fate = 'pass' | 'hold' | 'fail' | 'truncate';

/** A chain read as the reader was asked for it: the chain, its accounts (each with its claims probes), the signal. */
export type ReadCall = {
  chainId: number;
  accounts: Parameters<AccountReader['readChain']>[1];
  signal: AbortSignal | undefined;
};

/** A claims file as the page asked for it: its path, and whether it skipped the browser's cache. */
export type FileCall = { path: string; reload: boolean };

/** The readers a {@link createTraffic} goes through: the real one, and one whose every call fails. */
export interface TrafficReaders {
  reader: AccountReader;
  /** A reader of the same config whose chains' RPC URLs point at a closed port. */
  broken: AccountReader;
}

/** Waits for the browser's next task (a message, which fake timers leave alone), so I/O and renders go on. */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Waits until `check` passes, letting what is in flight go on and React render between tries (10 s at most).
 * Unlike `vi.waitFor`, it leaves fake timers where they are.
 */
export async function until(check: () => void): Promise<void> {
  const deadline = performance.now() + 10_000;
  for (;;) {
    await act(nextTask);
    try {
      return check();
    } catch (error) {
      if (performance.now() > deadline) throw error;
    }
  }
}

/**
 * Fresh readers of `config`: one reading the local chains, and one whose chains all point at a closed port,
 * trying each once, briefly.
 */
export function readersOf(config: PanelConfig): TrafficReaders {
  const closed = inject('closedRpcUrl');
  return {
    reader: createAccountReader(config),
    broken: createAccountReader(
      { ...config, chains: config.chains.map((chain) => ({ ...chain, rpcUrls: [closed] })) },
      { timeoutMs: 2_000, retries: 0, backoffMs: 0 },
    ),
  };
}

/**
 * Wraps real readers of the local chains, and the page's fetch of claims files, so that a test can see each
 * call, hold one back and release it to set the order things finish in, or make one fail. `load` is the
 * hook's `loadReader`. `settled` waits, inside `act`, until nothing started is still in flight (held calls
 * count once released).
 */
export function createTraffic({ reader, broken }: TrafficReaders) {
  const inFlight: Promise<unknown>[] = [];
  const fates: Record<Step, Fate[]> = { load: [], read: [], profile: [], file: [] };
  const held: Record<Step, ((fate: Fate) => void)[]> = { load: [], read: [], profile: [], file: [] };
  const calls = { load: 0, reads: [] as ReadCall[], profiles: [] as string[], files: [] as FileCall[] };

  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.push(promise);
    return promise;
  };

  const call = <T>(step: Step, work: (fate: Fate | undefined) => Promise<T>): Promise<T> => {
    const fate = fates[step].shift();
    if (fate !== 'hold') return track(work(fate));
    return new Promise<Fate>((resolve) => held[step].push(resolve)).then((later) => track(work(later)));
  };

  const wrapped: AccountReader = {
    ...reader,
    readChain: (chainId, accounts, signal): Promise<ChainSnapshot[]> => {
      calls.reads.push({ chainId, accounts, signal });
      return call('read', (fate) => (fate === 'fail' ? broken : reader).readChain(chainId, accounts, signal));
    },
    lookupProfile: (address) => {
      calls.profiles.push(address);
      return call('profile', (fate) => (fate === 'fail' ? broken : reader).lookupProfile(address));
    },
  };

  const realFetch = globalThis.fetch;
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.pathname.startsWith('/claims/')) return realFetch(input, init);
    calls.files.push({ path: url.pathname, reload: init?.cache === 'reload' });
    return call('file', async (fate) => {
      if (fate === 'fail') throw new TypeError('Failed to fetch');
      const response = await realFetch(input, init);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const body = fate === 'truncate' ? bytes.slice(0, Math.floor(bytes.length / 2)) : bytes;
      const served = new Response(body, { status: response.status, headers: response.headers });
      // Reading the body is the fetch's last step that is not a microtask: `settled` waits for it too.
      served.arrayBuffer = () => track(Response.prototype.arrayBuffer.call(served));
      return served;
    });
  });
  onTestFinished(() => fetchSpy.mockRestore());

  /** Until a whole round (what was in flight, then React's renders and effects) starts nothing new. */
  const settled = async () => {
    let seen: number;
    do {
      seen = inFlight.length;
      await act(async () => {
        await Promise.allSettled(inFlight);
        await nextTask();
      });
    } while (inFlight.length !== seen);
  };

  return {
    load: () =>
      call('load', async (fate) => {
        calls.load++;
        if (fate === 'fail') throw new TypeError('Failed to fetch dynamically imported module');
        return wrapped;
      }),
    calls,
    /** What becomes of the next calls of `step`, in order. */
    plan(step: Step, ...next: Fate[]) {
      fates[step].push(...next);
    },
    /** How many calls of `step` are held now. */
    heldCount: (step: Step) => held[step].length,
    /** Lets the oldest held call of `step` go on (as `fate` says), and waits until what follows is done. */
    async release(step: Step, fate: Fate = 'pass') {
      held[step].shift()?.(fate);
      await settled();
    },
    /** Counts `promise` as in flight, for `settled`. */
    track,
    settled,
    until,
  };
}

/** A {@link createTraffic}: what a test steers a hook's reads and files with. */
export type Traffic = ReturnType<typeof createTraffic>;
