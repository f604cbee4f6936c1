import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { toCallRules } from './checkEthCall.ts';
import { checkRpcCall } from './checkRpcCall.ts';
import { READ_GAS } from './planRead.ts';

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);
const MC3 = '0xca11bde05977b3631167028862be2a173976ca11';
const TOKEN = '0x1111111111111111111111111111111111111111';
const ENS = '0x2222222222222222222222222222222222222222';
const ACCOUNT = '0x3333333333333333333333333333333333333333';
const PROBE = '0xe75235b8';
const BALANCE_OF = `0x70a08231${ACCOUNT.slice(2).padStart(64, '0')}`;

const rulesWith = (overrides: { multicall3?: string | null; multicallBlockNumber?: boolean } = {}) =>
  toCallRules({
    fallbackUpstreams: [],
    targets: [MC3, TOKEN, ENS],
    multicall3: MC3,
    anyTargetSelectors: [PROBE],
    noArgumentSelectors: [],
    untrustedTargets: [ENS],
    multicallBlockNumber: true,
    ...overrides,
  });

/** The plan of one request on `rules`. */
function planOf(method: string, params: unknown[], rules = rulesWith()) {
  const checked = checkRpcCall({ jsonrpc: '2.0', id: 1, method, params }, rules);
  if (!checked.ok) throw checked.error;
  return checked.call.plan;
}

const aggregate3 = (calls: [string, string][]) =>
  multicall3.encodeFunctionData('aggregate3', [calls.map(([target, data]) => [target, true, data])]);

describe('planRead', () => {
  it("merges reads that reach only the config's contracts, with estimates by their sub-calls", () => {
    const data = aggregate3([
      [TOKEN, BALANCE_OF],
      [MC3, multicall3.encodeFunctionData('getEthBalance', [ACCOUNT])],
    ]);
    const plan = planOf('eth_call', [{ to: MC3, data }]);
    expect(plan).toEqual({
      lane: 'merged',
      gas: READ_GAS.aggregate3 + 2 * READ_GAS.subCall,
      answerBytes: 64 + 2 * 192,
    });
    expect(planOf('eth_call', [{ to: TOKEN, data: BALANCE_OF }]).lane).toBe('merged');
    expect(planOf('eth_getBalance', [ACCOUNT]).lane).toBe('merged');
    expect(planOf('eth_blockNumber', []).lane).toBe('merged');
  });

  it('caps reads that may reach code an outsider controls: any-target calls, untrusted targets, code', () => {
    expect(
      planOf('eth_call', [
        {
          to: MC3,
          data: aggregate3([
            [TOKEN, BALANCE_OF],
            [ACCOUNT, PROBE],
          ]),
        },
      ]).lane,
    ).toBe('capped');
    expect(planOf('eth_call', [{ to: ACCOUNT, data: PROBE }]).lane).toBe('capped');
    expect(planOf('eth_call', [{ to: ENS, data: BALANCE_OF }]).lane).toBe('capped');
    expect(planOf('eth_getCode', [ACCOUNT]).lane).toBe('capped');
  });

  it('without Multicall3 merges nothing: calls and balances go capped, the block alone', () => {
    const none = rulesWith({ multicall3: null });
    expect(planOf('eth_call', [{ to: TOKEN, data: BALANCE_OF }], none).lane).toBe('capped');
    expect(planOf('eth_getBalance', [ACCOUNT], none).lane).toBe('capped');
    expect(planOf('eth_blockNumber', [], none).lane).toBe('alone');
  });

  it("never answers eth_blockNumber from block.number where it is not the chain's own (Arbitrum)", () => {
    expect(planOf('eth_blockNumber', [], rulesWith({ multicallBlockNumber: false })).lane).toBe('alone');
  });

  it('forwards eth_getBlockByNumber alone, and only for the latest header without transactions', () => {
    expect(planOf('eth_getBlockByNumber', ['latest', false]).lane).toBe('alone');
    for (const params of [['latest', true], ['0x1', false], ['latest'], ['latest', false, 1]]) {
      const checked = checkRpcCall(
        { jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params },
        rulesWith(),
      );
      expect(checked.ok).toBe(false);
    }
  });
});
