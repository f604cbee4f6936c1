import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { isGatewayError } from '../GatewayError.ts';
import { checkEthCall, MULTICALL3_READ_SELECTORS, toCallRules } from './checkEthCall.ts';

const multicall3Abi = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])',
  'function aggregate((address target, bytes callData)[] calls) payable returns (uint256 blockNumber, bytes[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function getChainId() view returns (uint256 chainid)',
]);
const erc20 = new Interface(['function balanceOf(address) view returns (uint256)']);

const MULTICALL = '0xca11bde05977b3631167028862be2a173976ca11';
const TOKEN = '0x1111111111111111111111111111111111111111';
const STRANGER = '0x2222222222222222222222222222222222222222';
const HOLDER = '0x3333333333333333333333333333333333333333';
const ADDR_SELECTOR = '0x3b3b57de';

const rules = toCallRules({
  fallbackUpstreams: [],
  targets: [MULTICALL, TOKEN.toUpperCase().replace('0X', '0x')],
  multicall3: MULTICALL,
  anyTargetSelectors: [ADDR_SELECTOR],
  noArgumentSelectors: [],
  untrustedTargets: [],
  multicallBlockNumber: true,
});

const aggregate3 = (calls: [string, string][]) =>
  multicall3Abi.encodeFunctionData('aggregate3', [calls.map(([target, data]) => [target, true, data])]);
const balanceOf = erc20.encodeFunctionData('balanceOf', [HOLDER]);
const getEthBalance = multicall3Abi.encodeFunctionData('getEthBalance', [HOLDER]);

function check(to: string, data: string): string {
  try {
    checkEthCall(to, data.toLowerCase(), rules);
    return 'allowed';
  } catch (error) {
    if (isGatewayError(error, 'refused')) return error.message;
    throw error;
  }
}

describe('checkEthCall', () => {
  it('names the read helpers by the selectors ethers computes', () => {
    const names = ['getEthBalance', 'getBlockNumber', 'getCurrentBlockTimestamp', 'getChainId'];
    expect(names.map((name) => multicall3Abi.getFunction(name)?.selector)).toEqual(MULTICALL3_READ_SELECTORS);
  });

  it('allows the page read: aggregate3 over Multicall3 helpers and listed tokens', () => {
    const data = aggregate3([
      [MULTICALL, multicall3Abi.encodeFunctionData('getBlockNumber')],
      [MULTICALL, getEthBalance],
      [TOKEN, balanceOf],
    ]);
    expect(check(MULTICALL, data)).toBe('allowed');
  });

  it('allows Multicall3 read helpers and any calldata to a listed target', () => {
    expect(check(MULTICALL, getEthBalance)).toBe('allowed');
    expect(check(TOKEN, balanceOf)).toBe('allowed');
    expect(check(TOKEN, '0x')).toBe('allowed');
  });

  it('refuses other Multicall3 functions, which reach unchecked targets', () => {
    const data = multicall3Abi.encodeFunctionData('aggregate', [[[STRANGER, balanceOf]]]);
    expect(check(MULTICALL, data)).toMatch(/only aggregate3 and read helpers/);
    expect(check(MULTICALL, '0x')).toMatch(/only aggregate3 and read helpers/);
  });

  it('refuses an aggregate3 with an unlisted inner target, naming it', () => {
    const data = aggregate3([
      [TOKEN, balanceOf],
      [STRANGER, balanceOf],
    ]);
    expect(check(MULTICALL, data)).toBe(`aggregate3 call 1 targets ${STRANGER}, which is not allowed`);
  });

  it('refuses an aggregate3 nested in an aggregate3 (its inner targets would go unchecked)', () => {
    const inner = aggregate3([[STRANGER, balanceOf]]);
    expect(check(MULTICALL, aggregate3([[MULTICALL, inner]]))).toMatch(
      /calls Multicall3 beyond its read helpers/,
    );
    expect(check(MULTICALL, aggregate3([[MULTICALL, '0x']]))).toMatch(/beyond its read helpers/);
  });

  it('lets anyTargetSelectors reach any target, alone or inside an aggregate3 (as a Safe probe is), and nothing else', () => {
    const addr = `${ADDR_SELECTOR}${'00'.repeat(32)}`;
    expect(check(STRANGER, addr)).toBe('allowed');
    expect(check(MULTICALL, aggregate3([[STRANGER, addr]]))).toBe('allowed');
    expect(
      check(
        MULTICALL,
        aggregate3([
          [STRANGER, addr],
          [STRANGER, balanceOf],
        ]),
      ),
    ).toMatch(/call 1 .*not allowed/);
    expect(check(MULTICALL, aggregate3([[MULTICALL, addr]]))).toMatch(/beyond its read helpers/);
    expect(check(STRANGER, balanceOf)).toBe(`eth_call to ${STRANGER} is not allowed`);
    expect(check(STRANGER, '0x3b3b57')).toMatch(/not allowed/);
  });

  it('calls a no-argument selector on an unlisted address with its 4 bytes only, so no read of it is made distinct', () => {
    const probe = '0xe75235b8';
    const rulesWithProbe = toCallRules({
      fallbackUpstreams: [],
      targets: [MULTICALL, TOKEN],
      multicall3: MULTICALL,
      anyTargetSelectors: [probe],
      noArgumentSelectors: [probe],
      untrustedTargets: [],
      multicallBlockNumber: true,
    });
    const outcome = (to: string, data: string) => {
      try {
        checkEthCall(to, data, rulesWithProbe);
        return 'allowed';
      } catch (error) {
        return isGatewayError(error, 'refused') ? error.message : String(error);
      }
    };
    expect(outcome(STRANGER, probe)).toBe('allowed');
    expect(outcome(STRANGER, `${probe}00`)).toMatch(/takes no arguments/);
    expect(outcome(MULTICALL, aggregate3([[STRANGER, probe]]))).toBe('allowed');
    expect(outcome(MULTICALL, aggregate3([[STRANGER, `${probe}${'ab'.repeat(32)}`]]))).toMatch(
      /call 0: 0xe75235b8 takes no arguments/,
    );
    // A listed contract may be called with any calldata, its own functions included.
    expect(outcome(TOKEN, `${probe}00`)).toBe('allowed');
  });

  it('refuses malformed aggregate3 calldata', () => {
    expect(check(MULTICALL, '0x82ad56cb')).toMatch(/malformed/);
  });

  it('treats a chain without Multicall3 as plain targets', () => {
    const plain = toCallRules({
      fallbackUpstreams: [],
      targets: [TOKEN],
      multicall3: null,
      anyTargetSelectors: [],
      noArgumentSelectors: [],
      untrustedTargets: [],
      multicallBlockNumber: true,
    });
    expect(() => checkEthCall(TOKEN, balanceOf, plain)).not.toThrow();
    expect(() => checkEthCall(MULTICALL, getEthBalance, plain)).toThrow(/not allowed/);
  });
});
