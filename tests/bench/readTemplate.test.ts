import { getAddress, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  describeRead,
  fillReadTemplate,
  stepNames,
  toReadTemplate,
} from '../../bench/launch/readTemplate.ts';

const multicall3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) returns ((bool success, bytes returnData)[])',
  'function getEthBalance(address) view returns (uint256)',
]);
const erc20 = new Interface(['function balanceOf(address) view returns (uint256)']);
const safe = new Interface(['function getThreshold() view returns (uint256)']);
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11';
const TOKEN = '0x1111111111111111111111111111111111111111';

/** A read as the page sends it for `account`: its chain-id check, its batch, and a Safe probe. */
function pageRead(account: string): string[] {
  const data = multicall3.encodeFunctionData('aggregate3', [
    [
      [MULTICALL3, true, multicall3.encodeFunctionData('getEthBalance', [account])],
      [TOKEN, true, erc20.encodeFunctionData('balanceOf', [account])],
    ],
  ]);
  return [
    JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] }),
    JSON.stringify([
      { jsonrpc: '2.0', id: 0, method: 'eth_call', params: [{ to: MULTICALL3, data }, 'latest'] },
      { jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [account, 'latest'] },
    ]),
    JSON.stringify([
      {
        jsonrpc: '2.0',
        id: 0,
        method: 'eth_call',
        params: [{ to: account, data: safe.encodeFunctionData('getThreshold') }, 'latest'],
      },
    ]),
  ];
}

describe('a captured read as a template', () => {
  const captured = getAddress('0xabcdef0123456789abcdef0123456789abcdef01');
  const visitor = getAddress('0x00112233445566778899aabbccddeeff00112233');

  it("gives the page's own bodies for another account: calldata words in lower case, parameters checksummed", () => {
    const template = toReadTemplate({ chainId: 1, account: captured, bodies: pageRead(captured) });
    expect(template.occurrences).toBe(4);
    expect(fillReadTemplate(template, visitor.toLowerCase())).toEqual(pageRead(visitor));
  });

  it('refuses a capture that never names its account', () => {
    expect(() => toReadTemplate({ chainId: 1, account: captured, bodies: pageRead(visitor) })).toThrow(
      /never names/,
    );
  });

  it("describes a read's requests, bytes, calls and aggregate3 entries", () => {
    const bodies = pageRead(captured);
    expect(describeRead(bodies)).toEqual({
      requests: 3,
      bytes: bodies.map((body) => Buffer.byteLength(body)),
      calls: [1, 2, 1],
      methods: [['eth_chainId'], ['eth_call', 'eth_getCode'], ['eth_call']],
      aggregate3Entries: [2],
    });
  });

  it('names each request of a read by its calls', () => {
    expect(stepNames(describeRead(pageRead(captured)))).toEqual(['chain id', 'read', 'Safe probes']);
    expect(stepNames(describeRead(pageRead(captured).slice(1)))).toEqual(['read', 'Safe probes']);
    expect(stepNames(describeRead(pageRead(captured).slice(2)))).toEqual(['request 1']);
  });
});
