import { act } from 'react';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { renderHook } from '../../../rig/browserTests/renderHook.tsx';
import { DEV_ACCOUNTS } from '../../../rig/chain/devAccounts.ts';
import { MAX_WATCHED_ACCOUNTS } from '../../lib/config/limits.ts';
import { type AccountReader, createAccountReader } from '../../lib/reads/createAccountReader.ts';
import { useWatchMode } from './useWatchMode.ts';

const config = inject('panelConfig');
const [first, second] = Object.entries(inject('ensNames'));
if (!first || !second) throw new Error('The test world has fewer than two ENS names.');
const [name, nameAddress] = first;
const [otherName, otherNameAddress] = second;
const address = DEV_ACCOUNTS[2].address;
const otherAddress = DEV_ACCOUNTS[3].address;
const unknownName = 'nobody-here.eth';
const reader = createAccountReader(config);

/** A step of the hook's that a test can hold: loading the reader, or resolving a name. */
type Step = 'load' | 'resolve';

/**
 * A loader of `base` (a real reader of the local chains, or the error loading it fails with) that keeps what the
 * hook awaits, so a test waits for it inside `act`. `hold` makes the next call of a step wait until `release`,
 * to set the order things finish in.
 */
function createLoader(base: AccountReader | Error = reader) {
  const inFlight: Promise<unknown>[] = [];
  const holds: Record<Step, number> = { load: 0, resolve: 0 };
  const held: Record<Step, (() => void)[]> = { load: [], resolve: [] };
  const calls: Record<Step, number> = { load: 0, resolve: 0 };
  const call = <T,>(step: Step, work: () => Promise<T>): Promise<T> => {
    calls[step]++;
    const start = () => {
      const promise = work();
      inFlight.push(promise);
      return promise;
    };
    if (holds[step] === 0) return start();
    holds[step]--;
    return new Promise<void>((resolve) => held[step].push(resolve)).then(start);
  };
  const tracked =
    base instanceof Error
      ? base
      : { ...base, resolveName: (ensName: string) => call('resolve', () => base.resolveName(ensName)) };
  const settled = () =>
    act(async () => {
      let seen: number;
      do {
        seen = inFlight.length;
        await Promise.allSettled(inFlight);
        await new Promise((resolve) => setTimeout(resolve, 0));
      } while (inFlight.length !== seen);
    });
  return {
    load: () =>
      call('load', async () => {
        if (tracked instanceof Error) throw tracked;
        return tracked;
      }),
    calls,
    hold: (step: Step) => {
      holds[step]++;
    },
    /** Lets the oldest held call of `step` go on, and waits until what follows from it is done. */
    release: async (step: Step) => {
      held[step].shift()?.();
      await settled();
    },
    /** Waits until nothing the hook awaits is in flight but what is held. */
    settled,
  };
}

type Loader = ReturnType<typeof createLoader>;

/**
 * Renders the hook with `loader`'s reader and waits for what it starts on mount. Beside its own state, each
 * value says it as one account would: `target` (the one account in view), `error` (the first refusal's),
 * `resolving` (the first name looked up) and `linkedAddress`.
 */
async function render(loader: Loader) {
  const hook = await renderHook((load: Loader['load']) => {
    const mode = useWatchMode(load);
    return {
      ...mode,
      resolvingNames: mode.resolving,
      target: mode.targets.length === 1 ? (mode.targets[0] ?? null) : null,
      error: mode.refused[0]?.error ?? null,
      resolving: mode.resolving[0] ?? null,
      linkedAddress: mode.linkedAddresses[0] ?? null,
    };
  }, loader.load);
  await loader.settled();
  return hook;
}

/** Runs an action of the hook's and waits for what it starts. */
async function run(loader: Loader, action: () => void) {
  await act(async () => action());
  await loader.settled();
}

let start: string;
/** Where the page is in its session history: one more after each new entry. */
function historyIndex(): number {
  const entry = navigation.currentEntry;
  if (!entry) throw new Error('The test page has no current history entry.');
  return entry.index;
}
/** The accounts the URL's `?address=` holds, entry by entry (`a,b,c`). */
const addressInUrl = () =>
  new URLSearchParams(window.location.search)
    .getAll('address')
    .flatMap((value) => value.split(','))
    .filter(Boolean);

/** Makes the page's URL a link with `values` as its `?address=` (as the page was opened with). */
function linkTo(...values: string[]): void {
  const url = new URL(start);
  for (const value of values) url.searchParams.append('address', value);
  window.history.replaceState(null, '', url);
}

/** Presses the back button and waits for what the hook does about it. */
async function goBack(loader: Loader): Promise<void> {
  const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    window.history.back();
    await popped;
  });
  await loader.settled();
}

beforeEach(() => {
  start = window.location.href;
  if (addressInUrl().length > 0) throw new Error('The test page was opened with ?address=.');
});
afterEach(() => window.history.replaceState(null, '', start));

describe('useWatchMode: a submitted input', () => {
  it('watches an address at once, checksummed, and puts it in the URL', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    const entries = historyIndex();
    await run(loader, () => hook.current.submit(`  ${address.toLowerCase()} `));
    expect(hook.current.target).toEqual({ ensName: null, address });
    expect(hook.current.error).toBeNull();
    expect(hook.history.every((value) => value.resolving === null)).toBe(true);
    expect(addressInUrl()).toEqual([address]);
    expect(historyIndex()).toBe(entries + 1);
    expect(loader.calls.resolve).toBe(0);
  });

  it('resolves an ENS name on the local chain, saying so meanwhile, and puts the name in the URL', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    loader.hold('resolve');
    await run(loader, () => hook.current.submit(name));
    expect(hook.current).toMatchObject({ resolving: name, target: null, error: null });
    expect(addressInUrl()).toEqual([]);
    await loader.release('resolve');
    expect(hook.current).toMatchObject({ resolving: null, target: { ensName: name, address: nameAddress } });
    expect(addressInUrl()).toEqual([name]);
  });

  it('refuses an invalid input with the reason, resolves nothing and leaves the URL as it was', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    await run(loader, () => hook.current.submit(address));
    const entries = historyIndex();
    await run(loader, () => hook.current.submit('0x1234'));
    expect(hook.current).toMatchObject({
      target: null,
      resolving: null,
      error: { code: 'INPUT_ADDRESS_LENGTH', detail: { key: 'ADDRESS_LENGTH', values: { count: 4 } } },
    });
    await run(loader, () => hook.current.submit('ali_ce.eth'));
    expect(hook.current.error?.code).toBe('INPUT_INVALID_ENS');
    expect(loader.calls.resolve).toBe(0);
    expect(addressInUrl()).toEqual([address]);
    expect(historyIndex()).toBe(entries);
  });

  it('says ENS_NOT_FOUND for a name that resolves to nothing', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    await run(loader, () => hook.current.submit(unknownName));
    expect(hook.current).toMatchObject({
      target: null,
      resolving: null,
      error: { code: 'ENS_NOT_FOUND', detail: { key: 'TEXT', values: { text: unknownName } } },
    });
    expect(addressInUrl()).toEqual([]);
  });

  it('says ENS_UNSUPPORTED for a name when the site reads no ENS, and still watches an address', async () => {
    const loader = createLoader(createAccountReader({ ...config, ens: false }));
    const hook = await render(loader);
    await run(loader, () => hook.current.submit(name));
    expect(hook.current).toMatchObject({ target: null, resolving: null, error: { code: 'ENS_UNSUPPORTED' } });
    await run(loader, () => hook.current.submit(address));
    expect(hook.current).toMatchObject({ target: { ensName: null, address }, error: null });
  });

  it('says UNEXPECTED when the reading code fails to load', async () => {
    const loader = createLoader(new TypeError('Failed to fetch dynamically imported module'));
    const hook = await render(loader);
    await run(loader, () => hook.current.submit(address));
    expect(hook.current).toMatchObject({ target: null, resolving: null, error: { code: 'UNEXPECTED' } });
    expect(addressInUrl()).toEqual([]);
  });
});

describe('useWatchMode: orderings', () => {
  it.each([
    ['a name', name, 'an address', otherAddress, { ensName: null, address: otherAddress }],
    ['a name', name, 'another name', otherName, { ensName: otherName, address: otherNameAddress }],
    ['an unknown name', unknownName, 'an address', address, { ensName: null, address }],
  ])('%s resolving late never replaces %s submitted after it', async (_, older, _newer, newer, target) => {
    const loader = createLoader();
    const hook = await render(loader);
    loader.hold('resolve');
    await run(loader, () => hook.current.submit(older));
    await run(loader, () => hook.current.submit(newer));
    expect(hook.current).toMatchObject({ resolving: null, error: null, target });
    await loader.release('resolve');
    expect(hook.current).toMatchObject({ resolving: null, error: null, target });
    expect(hook.history.every((value) => value.error === null && value.target?.ensName !== older)).toBe(true);
    expect(addressInUrl()).toEqual([newer]);
  });

  it.each([
    ['while the reading code loads', 'load', address],
    ['while a name resolves', 'resolve', name],
  ] as const)('clear() %s: nothing is shown when it is done', async (_, step, input) => {
    const loader = createLoader();
    const hook = await render(loader);
    loader.hold(step);
    await run(loader, () => hook.current.submit(input));
    await run(loader, () => hook.current.clear());
    expect(hook.current).toMatchObject({ target: null, resolving: null, error: null });
    await loader.release(step);
    expect(hook.current).toMatchObject({ target: null, resolving: null, error: null });
    expect(addressInUrl()).toEqual([]);
  });
});

describe('useWatchMode: the URL', () => {
  it('opens the link the page was opened with, without a new history entry', async () => {
    linkTo(name);
    const entries = historyIndex();
    const loader = createLoader();
    const hook = await render(loader);
    expect(hook.current).toMatchObject({
      target: { ensName: name, address: nameAddress },
      initialInput: name,
    });
    expect(historyIndex()).toBe(entries);
    expect(addressInUrl()).toEqual([name]);
  });

  it('gives the raw ?address= as initialInput, for the input box', async () => {
    linkTo(` ${address.toLowerCase()}  `);
    const hook = await render(createLoader());
    expect(hook.current.initialInput).toBe(` ${address.toLowerCase()}  `);
    expect(hook.current.target).toEqual({ ensName: null, address });
  });

  it('opens nothing, loads no reader and gives an empty initialInput without ?address=', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    expect(hook.current).toMatchObject({ target: null, error: null, initialInput: '', linkedAddress: null });
    expect(loader.calls.load).toBe(0);
  });

  it('names a linked address as linkedAddress while it opens, then no longer', async () => {
    linkTo(address.toLowerCase());
    const loader = createLoader();
    loader.hold('load');
    const hook = await render(loader);
    expect(hook.current).toMatchObject({ linkedAddress: address.toLowerCase(), target: null });
    await loader.release('load');
    expect(hook.current).toMatchObject({ linkedAddress: null, target: { ensName: null, address } });
  });

  it('names an address not yet checked as linkedAddress, then gives its error', async () => {
    const badChecksum = address.replace('C', 'c');
    linkTo(badChecksum);
    const loader = createLoader();
    loader.hold('load');
    const hook = await render(loader);
    expect(hook.current.linkedAddress).toBe(badChecksum);
    await loader.release('load');
    expect(hook.current).toMatchObject({
      linkedAddress: null,
      target: null,
      error: { code: 'INPUT_BAD_CHECKSUM' },
    });
  });

  it('gives no linkedAddress for a linked name', async () => {
    linkTo(name);
    const loader = createLoader();
    loader.hold('load');
    const hook = await render(loader);
    expect(hook.current.linkedAddress).toBeNull();
    await loader.release('load');
    expect(hook.history.every((value) => value.linkedAddress === null)).toBe(true);
  });

  it('opens every account of a link with several, given as a,b or as the parameter twice', async () => {
    linkTo(`${address},${name}`, otherAddress);
    const hook = await render(createLoader());
    expect(hook.current.targets).toEqual([
      { ensName: null, address },
      { ensName: name, address: nameAddress },
      { ensName: null, address: otherAddress },
    ]);
    expect(hook.current).toMatchObject({ refused: [], initialInput: `${address},${name},${otherAddress}` });
  });

  it('keeps a newer link as linkedAddress when an older link finishes opening', async () => {
    linkTo(address);
    const loader = createLoader();
    loader.hold('load');
    loader.hold('load');
    const hook = await render(loader);
    linkTo(otherAddress);
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(hook.current.linkedAddress).toBe(otherAddress);
    await loader.release('load');
    expect(hook.current).toMatchObject({ linkedAddress: otherAddress, target: null });
    await loader.release('load');
    expect(hook.current).toMatchObject({ linkedAddress: null, target: { address: otherAddress } });
  });

  it('pushes each account it is given, and the back button goes to the one before, then to none', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    await run(loader, () => hook.current.submit(address));
    await run(loader, () => hook.current.submit(name));
    expect(addressInUrl()).toEqual([name]);
    await goBack(loader);
    expect(addressInUrl()).toEqual([address]);
    expect(hook.current.target).toEqual({ ensName: null, address });
    await goBack(loader);
    expect(addressInUrl()).toEqual([]);
    expect(hook.current).toMatchObject({ target: null, error: null });
  });

  it('adds no history entry for the account the URL already names', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    const entries = historyIndex();
    await run(loader, () => hook.current.submit(address));
    await run(loader, () => hook.current.submit(address.toLowerCase()));
    expect(historyIndex()).toBe(entries + 1);
  });

  it('clear() takes ?address= out in a new entry, so the back button shows the account again', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    await run(loader, () => hook.current.submit(address));
    const entries = historyIndex();
    await run(loader, () => hook.current.clear());
    expect(addressInUrl()).toEqual([]);
    expect(historyIndex()).toBe(entries + 1);
    expect(hook.current.target).toBeNull();
    await goBack(loader);
    expect(hook.current.target).toEqual({ ensName: null, address });
  });
});

describe('useWatchMode: several accounts', () => {
  it('takes a pasted list, refuses each bad entry with its reason, keeps the good ones and links them all', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    await run(loader, () =>
      hook.current.submit(`${address}, 0x1234\n${name} ${unknownName}\n${address.toLowerCase()},ali_ce.eth`),
    );
    expect(hook.current.targets).toEqual([
      { ensName: null, address },
      { ensName: name, address: nameAddress },
    ]);
    expect(hook.current.refused.map(({ input, error }) => [input, error.code])).toEqual([
      ['0x1234', 'INPUT_ADDRESS_LENGTH'],
      ['ali_ce.eth', 'INPUT_INVALID_ENS'],
      [unknownName, 'ENS_NOT_FOUND'],
    ]);
    expect(addressInUrl()).toEqual([address, name]);
    expect(window.location.search).toContain(`address=${address},${name}`);
  });

  it('looks the names up side by side, saying which meanwhile, and shows the list once all are in', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    loader.hold('resolve');
    loader.hold('resolve');
    await run(loader, () => hook.current.submit(`${name} ${otherName} ${address}`));
    expect(hook.current).toMatchObject({ resolvingNames: [name, otherName], targets: [] });
    expect(loader.calls.resolve).toBe(2);
    await loader.release('resolve');
    expect(hook.current.targets).toEqual([]);
    await loader.release('resolve');
    expect(hook.current.targets.map((target) => target.address)).toEqual([
      nameAddress,
      otherNameAddress,
      address,
    ]);
    expect(hook.current.resolvingNames).toEqual([]);
  });

  it('adds accounts to those in view, each once, and keeps the link in step; remove takes one out', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    await run(loader, () => hook.current.submit(address));
    await run(loader, () => hook.current.add(`${address.toLowerCase()} ${name}`));
    expect(hook.current.targets.map((target) => target.address)).toEqual([address, nameAddress]);
    expect(addressInUrl()).toEqual([address, name]);
    await run(loader, () => hook.current.add('0x1234'));
    expect(hook.current.targets).toHaveLength(2);
    expect(hook.current.refused.map(({ error }) => error.code)).toEqual(['INPUT_ADDRESS_LENGTH']);
    // A name that resolves to an account in view adds nothing.
    await run(loader, () => hook.current.add(name.toUpperCase()));
    expect(hook.current.targets).toHaveLength(2);
    await run(loader, () => hook.current.remove(address));
    expect(hook.current.targets).toEqual([{ ensName: name, address: nameAddress }]);
    expect(addressInUrl()).toEqual([name]);
  });

  it(`takes ${MAX_WATCHED_ACCOUNTS} accounts at most, the rest refused one by one`, async () => {
    const loader = createLoader();
    const hook = await render(loader);
    const many = Array.from(
      { length: MAX_WATCHED_ACCOUNTS + 2 },
      (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`,
    );
    await run(loader, () => hook.current.submit(many.join('\n')));
    expect(hook.current.targets).toHaveLength(MAX_WATCHED_ACCOUNTS);
    expect(hook.current.refused.map(({ error }) => error.code)).toEqual(['INPUT_TOO_MANY', 'INPUT_TOO_MANY']);
    await run(loader, () => hook.current.add(address));
    expect(hook.current.targets).toHaveLength(MAX_WATCHED_ACCOUNTS);
    expect(hook.current.refused.map(({ error }) => error.code)).toEqual(['INPUT_TOO_MANY']);
  });
});

describe('useWatchMode: unmount', () => {
  it('updates nothing, not even the URL, when a name resolves after unmount', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    loader.hold('resolve');
    await run(loader, () => hook.current.submit(name));
    const renders = hook.history.length;
    await hook.unmount();
    await loader.release('resolve');
    expect(hook.history.length).toBe(renders);
    expect(addressInUrl()).toEqual([]);
  });

  it('leaves no popstate listener behind', async () => {
    const loader = createLoader();
    const hook = await render(loader);
    await hook.unmount();
    linkTo(address);
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    await loader.settled();
    expect(loader.calls.load).toBe(0);
    expect(hook.history.length).toBe(1);
  });
});
