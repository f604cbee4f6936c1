import { Interface, JsonRpcProvider, toBeHex, toQuantity } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostileMode } from '../../../../rig/chain/deployProjectContracts.ts';
import { loadArtifact } from '../../../../rig/chain/loadArtifact.ts';
import {
  startTestWorld,
  type TestWorld,
  type WorldTokenKey,
  worldContractAddress,
  worldTokenAddress,
} from '../../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../../rig/chain/worldAccounts.ts';
import { type CappedOutcome, decodeCappedReads } from './decodeCappedReads.ts';
import {
  CAPPED_READS_CODE_BYTES,
  type CappedRead,
  encodeCappedReads,
  MAX_CAPPED_READS_ANSWER_BYTES,
  MAX_CAPPED_READS_BYTES,
} from './encodeCappedReads.ts';

/**
 * The capped reader on a real anvil (1.7.1, hardfork Bpo1; eth_call's gas is the block gas limit, 30M): each
 * read's outcome against the same read made directly, and hostile code placed with anvil_setCode (a gas burner,
 * JUMPDEST PUSH1 0 JUMP, and a return bomb of 1 MiB of zeros) against the reads beside it.
 *
 * Checked here ("the limits of one eth_call"): anvil enforces EIP-3860 on eth_call without `to` (one byte over
 * 49,152 is refused as -32003 "max initcode size exceeded"), EIP-170 on what the constructor returns (24,577
 * bytes: -32603 "EVM error CreateContractSizeLimit") and EIP-3541 (an answer starting 0xef: "EVM error
 * CreateContractStartingWithEF"), as geth does; the reader's answer never starts 0xef (its first byte is a
 * status, 0 to 3).
 */

const multicall3 = new Interface(loadArtifact('Multicall3').abi);
const erc20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function name() view returns (string)',
]);
const ALICE = worldAccounts.alice.address;
const BOB = worldAccounts.bob.address;
const BURNER = '0x5b600056';
const BOMB = '0x621000006000f3';
const MIB = 1_048_576;
/** What a read with a gas cap of 1M that burns it all uses: its cap, a warm call's 100, 8 for the stack moves. */
const BURNED = 1_000_108;

type RpcAnswer = { result?: string; error?: { code: number; message: string; data?: string } };

let world: TestWorld;
let provider: JsonRpcProvider;
let multicall3Address: string;
let placed = 0;

beforeAll(async () => {
  world = await startTestWorld({ chainIds: [1], ensChainId: null });
  provider = new JsonRpcProvider(world.chain(1).rpcUrl, 1, { staticNetwork: true, cacheTimeout: -1 });
  multicall3Address = world.chain(1).multicall3;
});

afterAll(async () => {
  provider?.destroy();
  await world?.stop();
});

/** A JSON-RPC call to the chain, answered as sent (errors with their data, not thrown). */
async function rpc(method: string, params: unknown[]): Promise<RpcAnswer> {
  const response = await fetch(world.chain(1).rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as RpcAnswer;
}

/** A fresh address holding `code`: a distinct address per use, as an attacker would make. */
async function place(code: string): Promise<string> {
  placed++;
  const address = toBeHex(0xc0de_0000n + BigInt(placed), 20);
  await provider.send('anvil_setCode', [address, code]);
  return address;
}

const token = (key: WorldTokenKey) => worldTokenAddress(1, key);
const hostile = (mode: HostileMode) => worldContractAddress(1, `hostile${mode}`);

/** A call read with generous caps unless told otherwise. */
const call = (target: string, data: string, gasCap = 2_000_000, returnCap = 16_384): CappedRead => ({
  kind: 'call',
  target,
  data,
  gasCap,
  returnCap,
});
const balanceOf = (tokenKey: WorldTokenKey, owner: string) =>
  call(token(tokenKey), erc20.encodeFunctionData('balanceOf', [owner]));
/** A visitor's own aggregate3 of `[target, allowFailure, callData]` entries, as one read. */
const aggregate3 = (entries: [string, boolean, string][], gasCap = 2_000_000) =>
  call(multicall3Address, multicall3.encodeFunctionData('aggregate3', [entries]), gasCap);

/** Reads `reads` in one eth_call (with `gas` if given): the outcomes and the answer's size in bytes. */
async function readCapped(reads: readonly CappedRead[], gas?: number) {
  const answer = await rpc('eth_call', [
    { data: encodeCappedReads(reads), ...(gas === undefined ? {} : { gas: toQuantity(gas) }) },
    'latest',
  ]);
  if (answer.result === undefined) throw new Error(`eth_call failed: ${JSON.stringify(answer.error)}`);
  return { outcomes: decodeCappedReads(answer.result, reads), bytes: (answer.result.length - 2) / 2 };
}

/** What the same call made directly (eth_call with `to`) gives: its return, or its revert data. */
async function direct(read: CappedRead): Promise<{ status: string; data: string }> {
  if (read.kind !== 'call') throw new Error('not a call');
  const answer = await rpc('eth_call', [{ to: read.target, data: read.data }, 'latest']);
  if (answer.result !== undefined) return { status: 'success', data: answer.result };
  return { status: 'reverted', data: answer.error?.data ?? '0x' };
}

/** The least gas in (`low`, `high`] for which `enough` holds, which must hold for more whenever it holds. */
async function least(low: number, high: number, enough: (gas: number) => Promise<boolean>): Promise<number> {
  let [lo, hi] = [low, high];
  while (hi - lo > 1) {
    const middle = Math.floor((lo + hi) / 2);
    if (await enough(middle)) hi = middle;
    else lo = middle;
  }
  return hi;
}

/**
 * Reads `reads` with every gas at which one more of them runs, found by bisection from the least gas the
 * eth_call takes, and with gas a little above each: the eth_call must always succeed, give the reads that ran
 * as they are with 30M, one unit of gas less must run fewer, and more must never run fewer. Gives the outcomes'
 * statuses with 30M and the number of thresholds found.
 */
async function sweepGas(reads: readonly CappedRead[]) {
  const { outcomes: all } = await readCapped(reads);
  const ran = async (gas: number): Promise<number> => {
    const { outcomes } = await readCapped(reads, gas);
    const count = outcomes.filter(({ status }) => status !== 'notRun').length;
    expect(outcomes, `with ${gas} gas`).toEqual([
      ...all.slice(0, count),
      ...Array.from({ length: reads.length - count }, () => ({ status: 'notRun' })),
    ]);
    return count;
  };
  const data = encodeCappedReads(reads);
  const start = await least(21_000, 30_000_000, async (gas) => {
    const answer = await rpc('eth_call', [{ data, gas: toQuantity(gas) }, 'latest']);
    return answer.result !== undefined;
  });
  expect(await ran(start)).toBe(0);
  let [count, from, jumps] = [0, start, 0];
  while (count < reads.length) {
    const threshold = await least(from, 30_000_000, async (gas) => (await ran(gas)) > count);
    expect(await ran(threshold - 1)).toBe(count);
    const now = await ran(threshold);
    for (const above of [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987]) {
      expect(await ran(threshold + above)).toBeGreaterThanOrEqual(now);
    }
    [count, from, jumps] = [now, threshold, jumps + 1];
  }
  return { statuses: all.map(({ status }) => status), jumps };
}

/** The outcome without its gas: what a read made directly can be compared with. */
const withoutGas = (outcome: CappedOutcome | undefined) =>
  outcome && 'data' in outcome ? { status: outcome.status, data: outcome.data } : outcome;

describe('capped reads of honest calls', () => {
  it('give exactly the bytes of the same call made directly, and reverts their revert data', async () => {
    const reads = [
      balanceOf('tst', ALICE),
      aggregate3([
        [token('tst'), true, erc20.encodeFunctionData('balanceOf', [ALICE])],
        [multicall3Address, true, multicall3.encodeFunctionData('getEthBalance', [ALICE])],
        [token('hostile'), true, erc20.encodeFunctionData('name')],
        [token('reverting'), true, erc20.encodeFunctionData('balanceOf', [ALICE])],
      ]),
      balanceOf('reverting', ALICE),
      call(hostile(HostileMode.revertReason), '0x70a08231'),
      call(hostile(HostileMode.revertEmpty), '0x70a08231'),
      call(hostile(HostileMode.emptyReturn), '0x'),
    ];
    const { outcomes } = await readCapped(reads);
    const expected = await Promise.all(reads.map(direct));
    expect(outcomes.map(withoutGas)).toEqual(expected);
    expect(expected.map(({ status }) => status)).toEqual([
      'success',
      'success',
      'reverted',
      'reverted',
      'reverted',
      'success',
    ]);
    expect(expected[2]?.data).toMatch(/^0x08c379a0/);
    expect(expected[4]?.data).toBe('0x');
    for (const outcome of outcomes) {
      expect(outcome.status === 'success' || outcome.status === 'reverted').toBe(true);
      if ('gasUsed' in outcome) expect(outcome.gasUsed).toBeGreaterThan(100);
    }
  });
});

describe('capped reads of hostile code', () => {
  it('a gas burner is out of gas, and the reads after it get what they get without it', async () => {
    const after = [balanceOf('tst', BOB), aggregate3([[token('tusd'), true, '0x70a08231']])];
    const burner = call(await place(BURNER), '0x', 1_000_000);
    const { outcomes } = await readCapped([balanceOf('tst', ALICE), burner, ...after]);
    const { outcomes: alone } = await readCapped([balanceOf('tst', ALICE), ...after]);
    expect(outcomes[1]).toEqual({ status: 'outOfGas', gasUsed: BURNED });
    expect([outcomes[0], ...outcomes.slice(2)]).toEqual(alone);
    expect(outcomes.slice(2).map(withoutGas)).toEqual(await Promise.all(after.map(direct)));
  });

  it("a burner nested in a visitor's aggregate3 with allowFailure is caught: the call uses nearly all its cap", async () => {
    const nested = aggregate3(
      [
        [token('tst'), true, erc20.encodeFunctionData('balanceOf', [ALICE])],
        [await place(BURNER), true, '0x'],
        [token('tusd'), true, erc20.encodeFunctionData('balanceOf', [ALICE])],
      ],
      1_000_000,
    );
    const { outcomes } = await readCapped([nested, balanceOf('tst', BOB)]);
    expect(outcomes[0]?.status).toBe('outOfGas');
    if (outcomes[0]?.status !== 'outOfGas') return;
    // The burner gets 63/64 of what aggregate3 has left, so aggregate3 uses over 98% of its cap.
    expect(outcomes[0].gasUsed).toBeGreaterThan(980_000);
    expect(withoutGas(outcomes[1])).toEqual(await direct(balanceOf('tst', BOB)));
  });

  it('a 1 MiB return bomb is too large: not copied, the answer stays small, the reads after it untouched', async () => {
    const after = [balanceOf('tst', BOB), balanceOf('tusd', ALICE)];
    const bomb = call(await place(BOMB), '0x', 5_000_000, 4_096);
    const { outcomes, bytes } = await readCapped([bomb, ...after]);
    const { outcomes: alone, bytes: aloneBytes } = await readCapped(after);
    expect(outcomes).toEqual([{ status: 'tooLarge', size: MIB }, ...alone]);
    expect(bytes).toBe(aloneBytes + 9);
    // The reader's own frame never touches the megabyte: beside what the bomb spent (2.2M growing its own
    // memory), the eth_call of the bomb alone costs the reader's fixed ~69k and the bomb's entry (74,487
    // measured); copying 1 MiB would cost over 2M more.
    const trace = await provider.send('debug_traceCall', [
      { data: encodeCappedReads([bomb]) },
      'latest',
      { tracer: 'callTracer' },
    ]);
    const bombGas = Number(trace.calls[0].gasUsed);
    expect(bombGas).toBeGreaterThan(2_000_000);
    expect(Number(trace.gasUsed) - bombGas).toBeLessThan(80_000);
    // With too little gas to pay for its megabyte of memory, the bomb runs out of gas instead.
    const starved = await readCapped([call(bomb.target, '0x', 1_000_000, 4_096), ...after]);
    expect(starved.outcomes).toEqual([{ status: 'outOfGas', gasUsed: BURNED }, ...alone]);
  });

  it('many burners: the reads that cannot get their cap are not run, never a failed call', async () => {
    const burners = await Promise.all(
      Array.from({ length: 40 }, async () => call(await place(BURNER), '0x', 1_000_000, 0)),
    );
    const { outcomes } = await readCapped([...burners, balanceOf('tst', ALICE)]);
    const ran = outcomes.filter(({ status }) => status === 'outOfGas').length;
    // Of anvil's 30M, each burner takes its 1M and the reader keeps 1M / 63 and a few thousand beside it: 29
    // run (measured), 30 cannot. (With a returnCap of 16 KiB each, 26 run: before each read the reader also
    // keeps the gas to copy and deposit all that it may return.)
    expect(ran).toBeGreaterThanOrEqual(28);
    expect(ran).toBeLessThanOrEqual(29);
    expect(outcomes.slice(ran)).toEqual(Array.from({ length: 41 - ran }, () => ({ status: 'notRun' })));
  });
});

describe('capped reads of code and balances', () => {
  it('code gives exactly eth_getCode: no code, a contract, an EIP-7702 designator; over its cap, its size', async () => {
    const delegated = await place(`0xef0100${token('tst').slice(2)}`);
    const targets = [worldAccounts.empty.address, token('tst'), multicall3Address, delegated];
    const reads = targets.map((target): CappedRead => ({ kind: 'code', target, returnCap: 24_576 }));
    const { outcomes } = await readCapped(reads);
    const codes = await Promise.all(targets.map((target) => provider.getCode(target)));
    expect(codes[0]).toBe('0x');
    expect(codes[3]).toBe(`0xef0100${token('tst').slice(2).toLowerCase()}`);
    expect(outcomes).toEqual(codes.map((data) => ({ status: 'success', data, gasUsed: 0 })));
    const small = await readCapped([{ kind: 'code', target: token('tst'), returnCap: 22 }]);
    expect(small.outcomes).toEqual([{ status: 'tooLarge', size: (String(codes[1]).length - 2) / 2 }]);
  });

  it('balance gives eth_getBalance as 32 bytes', async () => {
    const targets = [ALICE, worldAccounts.empty.address, multicall3Address];
    const reads = targets.map((target): CappedRead => ({ kind: 'balance', target }));
    const { outcomes } = await readCapped(reads);
    const balances = await Promise.all(targets.map((target) => provider.getBalance(target)));
    expect(balances[0]).toBeGreaterThan(0n);
    expect(outcomes).toEqual(
      balances.map((wei) => ({ status: 'success', data: toBeHex(wei, 32), gasUsed: 0 })),
    );
  });
});

describe('the limits of one eth_call', () => {
  it('runs every read it can pay for, whatever gas the eth_call is given: a mixed batch', async () => {
    const reads = [
      call(token('tst'), erc20.encodeFunctionData('balanceOf', [ALICE]), 100_000, 64),
      call(token('hostile'), erc20.encodeFunctionData('name'), 2_000_000, 16_384),
      { kind: 'code', target: multicall3Address, returnCap: 8_192 } as const,
      call(await place(BURNER), '0x', 300_000),
      { kind: 'balance', target: ALICE } as const,
      call(await place(BOMB), '0x', 3_000_000, 100),
      aggregate3([[token('tusd'), true, erc20.encodeFunctionData('balanceOf', [BOB])]], 500_000),
      { kind: 'balance', target: worldAccounts.empty.address } as const,
    ];
    const statuses = [
      'success',
      'success',
      'success',
      'outOfGas',
      'success',
      'tooLarge',
      'success',
      'success',
    ];
    expect(await sweepGas(reads)).toEqual({ statuses, jumps: 5 });
  });

  it('runs every read it can pay for, whatever gas the eth_call is given: reads that use all they ask', async () => {
    // Burners use their whole cap and return nothing; code and balances are cold and copied whole: at each
    // read's threshold the gas left is what the reader reserved for it. The first burner's threshold needs the
    // 63/64 rule's share (its cap / 63, more than its reserve); the call to an EIP-7702 account delegated to a
    // burner needs the slack for the delegate's cold access.
    const tstCode = await provider.getCode(token('tst'));
    const delegated = await place(`0xef0100${(await place(BURNER)).slice(2)}`);
    const reads = [
      call(await place(BURNER), '0x', 3_000_000, 0),
      call(await place(BURNER), '0x', 50_000, 0),
      { kind: 'balance', target: ALICE } as const,
      call(delegated, '0x', 50_000, 0),
      { kind: 'code', target: token('tst'), returnCap: (tstCode.length - 2) / 2 } as const,
      call(await place(BURNER), '0x', 50_000, 0),
      { kind: 'balance', target: BOB } as const,
    ];
    const statuses = ['outOfGas', 'outOfGas', 'success', 'outOfGas', 'success', 'outOfGas', 'success'];
    expect(await sweepGas(reads)).toEqual({ statuses, jumps: 7 });
  });

  it(`stops before the answer passes EIP-170's ${MAX_CAPPED_READS_ANSWER_BYTES} bytes: the rest are not run`, async () => {
    const name = call(token('hostile'), erc20.encodeFunctionData('name'), 2_000_000, 16_384);
    const nameBytes = ((await direct(name)).data.length - 2) / 2;
    const codeBytes = MAX_CAPPED_READS_ANSWER_BYTES - 2 * (9 + nameBytes) - 9;
    const filler = await place(`0x${'fe'.repeat(codeBytes)}`);
    const fill = { kind: 'code', target: filler, returnCap: 24_576 } as const;
    const exact = await readCapped([name, name, fill]);
    expect(exact.bytes).toBe(MAX_CAPPED_READS_ANSWER_BYTES);
    expect(exact.outcomes.map(({ status }) => status)).toEqual(['success', 'success', 'success']);
    const over = await readCapped([name, name, fill, { kind: 'balance', target: ALICE }, name]);
    expect(over.bytes).toBe(MAX_CAPPED_READS_ANSWER_BYTES);
    expect(over.outcomes.slice(3)).toEqual([{ status: 'notRun' }, { status: 'notRun' }]);
    const third = await readCapped([name, name, name, balanceOf('tst', ALICE)]);
    expect(third.bytes).toBe(2 * (9 + nameBytes));
    expect(third.outcomes.map(({ status }) => status)).toEqual(['success', 'success', 'notRun', 'notRun']);
  });

  it(`reads with data of exactly ${MAX_CAPPED_READS_BYTES} bytes; anvil refuses one byte more (EIP-3860)`, async () => {
    const padding = MAX_CAPPED_READS_BYTES - CAPPED_READS_CODE_BYTES - 33 - 36;
    const read = call(
      token('tst'),
      `${erc20.encodeFunctionData('balanceOf', [ALICE])}${'00'.repeat(padding)}`,
      100_000,
      64,
    );
    const data = encodeCappedReads([read]);
    expect((data.length - 2) / 2).toBe(MAX_CAPPED_READS_BYTES);
    const { outcomes } = await readCapped([read]);
    expect(outcomes.map(withoutGas)).toEqual([await direct(read)]);
    expect(outcomes[0]?.status).toBe('success');
    const over = await rpc('eth_call', [{ data: `${data}00` }, 'latest']);
    expect(over.error).toEqual({ code: -32003, message: 'max initcode size exceeded' });
  });

  it('anvil refuses a creation that returns more than 24,576 bytes, or code starting 0xef, as geth does', async () => {
    /** Creation code that returns `size` zero bytes: PUSH3 size PUSH1 0 RETURN. */
    const returning = (size: number) => `0x62${size.toString(16).padStart(6, '0')}6000f3`;
    expect((await rpc('eth_call', [{ data: returning(24_576) }, 'latest'])).result).toBe(
      `0x${'00'.repeat(24_576)}`,
    );
    expect((await rpc('eth_call', [{ data: returning(24_577) }, 'latest'])).error).toEqual({
      code: -32603,
      message: 'EVM error CreateContractSizeLimit',
    });
    // PUSH1 0xef PUSH1 0 MSTORE8 PUSH1 1 PUSH1 0 RETURN
    expect((await rpc('eth_call', [{ data: '0x60ef60005360016000f3' }, 'latest'])).error).toEqual({
      code: -32603,
      message: 'EVM error CreateContractStartingWithEF',
    });
  });

  it('costs about 69k gas for the code and 3.6k more a call read (1.8k of it the code deposit of its head)', async () => {
    const stop = await place('0x00');
    /** The gas an eth_call of `reads` uses, from anvil's call tracer. */
    const gasOf = async (reads: CappedRead[]) => {
      const trace = await provider.send('debug_traceCall', [
        { data: encodeCappedReads(reads) },
        'latest',
        { tracer: 'callTracer' },
      ]);
      return Number(trace.gasUsed);
    };
    const calls = (count: number) => Array.from({ length: count }, () => call(stop, '0x', 100_000, 0));
    const none = await gasOf([]);
    const perCall = ((await gasOf(calls(21))) - (await gasOf(calls(1)))) / 20;
    // Measured on anvil 1.7.1: 68,591 for the code alone (21,000 and 32,000 for a creation, ~14,000 for its
    // 1,003 bytes of calldata, the constructor), against 22,211 for an empty aggregate3 to Multicall3; 3,626 a
    // call read to a warm target (~420 its calldata, 1,800 the code deposit of its 9-byte head, ~1,400 its
    // execution with the warm-up and the call), against 2,292 an aggregate3 entry; and 200 a byte of answer,
    // the code deposit.
    expect(none).toBeGreaterThan(60_000);
    expect(none).toBeLessThan(75_000);
    expect(perCall).toBeGreaterThan(3_000);
    expect(perCall).toBeLessThan(4_000);
  });
});
