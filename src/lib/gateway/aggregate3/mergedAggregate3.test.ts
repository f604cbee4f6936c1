import { AbiCoder, Interface, isError, JsonRpcProvider, toBeHex, toQuantity } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HostileMode } from '../../../../rig/chain/deployProjectContracts.ts';
import { loadArtifact } from '../../../../rig/chain/loadArtifact.ts';
import { startTestWorld, type TestWorld, worldNative } from '../../../../rig/chain/testWorld.ts';
import { worldAccounts } from '../../../../rig/chain/worldAccounts.ts';
import { type Aggregate3Result, decodeAggregate3Results } from './decodeAggregate3Results.ts';
import { encodeAggregate3 } from './encodeAggregate3.ts';

/**
 * Merging visitors' reads: each visitor's eth_call {to, data} becomes one allowFailure entry of an outer
 * aggregate3 to Multicall3 (a visitor's own aggregate3 is nested), and each outer result must be what the
 * visitor's own eth_call returns, byte for byte, at the same block.
 *
 * Measured here (anvil, default eth_call gas 30M): an entry that loops until out of gas, inside the 2nd of 5
 * visitors, costs that visitor 63/64 of its gas but leaves the outer call ~1/64 (~0.9M): the other visitors
 * still get their answers. A later visitor that needs more than is left (250 cold reads) comes back
 * (false, 0x), like an empty revert, while cheap ones after it succeed; when what follows cannot be paid
 * either, the whole eth_call fails (-32603 "EVM error OutOfGas", no data) and every visitor's answer is lost.
 */

/** A visitor's eth_call. */
type VisitorCall = { to: string; data: string };

const multicall3 = new Interface(loadArtifact('Multicall3').abi);
const erc20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);
const ALICE = worldAccounts.alice.address;
const BOB = worldAccounts.bob.address;
const MALLORY = worldAccounts.mallory.address;
const EMPTY = worldAccounts.empty.address;

let world: TestWorld;
let provider: JsonRpcProvider;
let multicall3Address: string;
/** The block every call reads; alice's balance changes in the block after it. */
let block: string;
const token = (key: string) => {
  const found = world.chain(1).tokens.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no world token ${key}`);
  return found.address;
};
const hostile = (mode: HostileMode) => {
  const found = world.chain(1).contracts[`hostile${mode}`];
  if (!found) throw new Error(`no hostile contract of mode ${mode}`);
  return found;
};

beforeAll(async () => {
  world = await startTestWorld({ chainIds: [1], ensChainId: null });
  provider = new JsonRpcProvider(world.chain(1).rpcUrl, 1, { staticNetwork: true, cacheTimeout: -1 });
  multicall3Address = world.chain(1).multicall3;
  block = toQuantity(await provider.getBlockNumber());
  // A transfer mined after the pinned block (anvil_setBalance would rewrite the pinned block's state too).
  await provider.send('eth_sendTransaction', [{ from: ALICE, to: BOB, value: toQuantity(1n) }]);
});

afterAll(async () => {
  provider?.destroy();
  await world?.stop();
});

/** A visitor's own aggregate3 of `[target, allowFailure, callData]` entries. */
const aggregate3 = (entries: [string, boolean, string][]): VisitorCall => ({
  to: multicall3Address,
  data: multicall3.encodeFunctionData('aggregate3', [entries]),
});
const balanceOf = (tokenKey: string, owner: string): [string, boolean, string] => [
  token(tokenKey),
  true,
  erc20.encodeFunctionData('balanceOf', [owner]),
];
const ethBalance = (owner: string): [string, boolean, string] => [
  multicall3Address,
  true,
  multicall3.encodeFunctionData('getEthBalance', [owner]),
];
const blockNumber = (): [string, boolean, string] => [
  multicall3Address,
  true,
  multicall3.encodeFunctionData('getBlockNumber'),
];
const hostileEntry = (mode: HostileMode): [string, boolean, string] => [
  hostile(mode),
  true,
  erc20.encodeFunctionData('balanceOf', [ALICE]),
];

/** A plain eth_call of a token's balanceOf. */
const tstBalanceOf = (owner: string): VisitorCall => ({
  to: token('tst'),
  data: erc20.encodeFunctionData('balanceOf', [owner]),
});
/** A visitor's account read: its ETH, its TST and the block number, in one aggregate3. */
const account = (owner: string) => aggregate3([ethBalance(owner), balanceOf('tst', owner), blockNumber()]);
/** A visitor's aggregate3 with an entry that loops until it runs out of gas, between two reads. */
const outOfGasVisitor = () =>
  aggregate3([ethBalance(BOB), hostileEntry(HostileMode.outOfGas), balanceOf('tusd', BOB)]);
/** Five visitors: alice's account read, `second`, bob's, a plain balanceOf, then `fifth`. */
const fiveVisitors = (second: VisitorCall, fifth: VisitorCall): VisitorCall[] => [
  account(ALICE),
  second,
  account(BOB),
  tstBalanceOf(ALICE),
  fifth,
];

/**
 * What the visitor's own eth_call gives at {@link block}: its result, or the revert data the node reports
 * (null when it reports none).
 */
async function direct(call: VisitorCall): Promise<{ success: boolean; returnData: string | null }> {
  try {
    return { success: true, returnData: await provider.send('eth_call', [call, block]) };
  } catch (error) {
    if (isError(error, 'CALL_EXCEPTION')) return { success: false, returnData: error.data };
    throw error;
  }
}

/** The visitors' calls merged into one outer aggregate3 to Multicall3, sent at {@link block} and split. */
async function merged(calls: readonly VisitorCall[]): Promise<Aggregate3Result[]> {
  const data = encodeAggregate3(
    calls.map(({ to, data }) => ({ target: to, allowFailure: true, callData: data })),
  );
  return decodeAggregate3Results(await provider.send('eth_call', [{ to: multicall3Address, data }, block]));
}

/** `list` without its entry at `index`. */
const except = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

/** The `(bool,bytes)[]` a visitor's successful aggregate3 returned, as `[success, returnData]` pairs. */
const inner = (result: Aggregate3Result | undefined): [boolean, string][] =>
  (multicall3.decodeFunctionResult('aggregate3', result?.returnData ?? '0x')[0] as [boolean, string][]).map(
    ([success, returnData]) => [success, returnData],
  );

const errorString = (reason: string) =>
  `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], [reason]).slice(2)}`;
const word = (value: bigint) => toBeHex(value, 32);

describe('merged aggregate3 on a real anvil', () => {
  it('gives every visitor, byte for byte, what its own eth_call gives at the same block', async () => {
    const calls: VisitorCall[] = [
      aggregate3([ethBalance(ALICE), balanceOf('tst', ALICE), blockNumber()]),
      aggregate3([
        balanceOf('tusd', BOB),
        balanceOf('reverting', ALICE),
        hostileEntry(HostileMode.revertEmpty),
        hostileEntry(HostileMode.revertReason),
        ethBalance(BOB),
      ]),
      tstBalanceOf(BOB),
      { to: token('reverting'), data: erc20.encodeFunctionData('balanceOf', [ALICE]) },
      aggregate3([
        balanceOf('tst', ALICE),
        [token('reverting'), false, erc20.encodeFunctionData('balanceOf', [ALICE])],
      ]),
      { to: hostile(HostileMode.revertEmpty), data: erc20.encodeFunctionData('balanceOf', [ALICE]) },
      { to: multicall3Address, data: multicall3.encodeFunctionData('getEthBalance', [ALICE]) },
    ];
    const results = await merged(calls);
    expect(results).toEqual(await Promise.all(calls.map(direct)));

    // What they are: the merged call read the pinned block, not the one after it.
    const [first, second, third, fourth, fifth, sixth, seventh] = results;
    expect(inner(first)).toEqual([
      [true, word(worldNative.alice)],
      [true, word(1234_500000000000000000n)],
      [true, word(BigInt(block))],
    ]);
    expect(inner(second)).toEqual([
      [true, word(25_500000n)],
      [false, errorString('RevertingToken: balanceOf disabled')],
      [false, '0x'],
      [false, errorString('HostileContract')],
      [true, word(worldNative.bob)],
    ]);
    expect(third).toEqual({ success: true, returnData: word(42_000000000000000000n) });
    expect(fourth).toEqual({ success: false, returnData: errorString('RevertingToken: balanceOf disabled') });
    expect(fifth).toEqual({ success: false, returnData: errorString('Multicall3: call failed') });
    expect(sixth).toEqual({ success: false, returnData: '0x' });
    expect(seventh).toEqual({ success: true, returnData: word(worldNative.alice) });
    expect(await provider.getBalance(BOB)).toBe(worldNative.bob + 1n);
  });

  it('out of gas in the 2nd of 5 visitors: at the default gas every visitor still gets its own answer', async () => {
    expect((await provider.getBlock('latest'))?.gasLimit).toBe(30_000_000n);
    const calls = fiveVisitors(outOfGasVisitor(), account(MALLORY));
    const results = await merged(calls);
    expect(results.map(({ success }) => success)).toEqual([true, true, true, true, true]);
    expect(results).toEqual(await Promise.all(calls.map(direct)));
    expect(inner(results[1]).map(([success]) => success)).toEqual([true, false, true]);

    // Called plainly (not inside the visitor's aggregate3), the entry fails with no data, where the node
    // answers the visitor's own call with an error (-32603 "EVM error OutOfGas") and no data at all.
    const plain = { to: hostile(HostileMode.outOfGas), data: erc20.encodeFunctionData('balanceOf', [ALICE]) };
    const plainCalls = fiveVisitors(plain, account(MALLORY));
    const plainResults = await merged(plainCalls);
    expect(plainResults[1]).toEqual({ success: false, returnData: '0x' });
    expect(await direct(plain)).toEqual({ success: false, returnData: null });
    expect(except(plainResults, 1)).toEqual(await Promise.all(except(plainCalls, 1).map(direct)));
  });

  it('out of gas in the 2nd of 5 visitors starves a heavy later one: its entry fails, or the whole call', async () => {
    const heavy = aggregate3(
      Array.from({ length: 250 }, (_, index) => ethBalance(toBeHex(0x100000 + index, 20))),
    );
    expect((await direct(heavy)).success).toBe(true);
    // Without the looping entry, the same visitors all get their answers.
    const withoutLoop = [account(ALICE), account(BOB), heavy, account(MALLORY), account(EMPTY)];
    expect(await merged(withoutLoop)).toEqual(await Promise.all(withoutLoop.map(direct)));

    // Third: its entry fails like an empty revert; the cheap reads around it keep their answers.
    const calls = [account(ALICE), outOfGasVisitor(), heavy, account(BOB), tstBalanceOf(ALICE)];
    const results = await merged(calls);
    expect(results[2]).toEqual({ success: false, returnData: '0x' });
    expect(except(results, 2)).toEqual(await Promise.all(except(calls, 2).map(direct)));

    // Followed by reads of accounts not yet touched (cold), the 1/64 left cannot pay for them: the whole
    // eth_call fails, with no data.
    const coldAfter = [account(ALICE), outOfGasVisitor(), heavy, account(MALLORY), account(EMPTY)];
    const failure = await merged(coldAfter).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isError(failure, 'CALL_EXCEPTION') ? failure.info?.error : failure).toEqual({
      code: -32603,
      message: 'EVM error OutOfGas',
    });
  });
});
