import { describe, expect, it } from 'vitest';
import { toCallRules } from './checkEthCall.ts';
import { type CheckedRpcCall, checkRpcCall } from './checkRpcCall.ts';

const TOKEN = '0x1111111111111111111111111111111111111111';
const HOLDER = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';
const rules = toCallRules({
  fallbackUpstreams: [],
  targets: [TOKEN],
  multicall3: null,
  anyTargetSelectors: [],
  noArgumentSelectors: [],
  untrustedTargets: [],
  multicallBlockNumber: true,
});
const request = (method: string, params?: unknown) => ({
  jsonrpc: '2.0',
  id: 7,
  method,
  ...(params === undefined ? {} : { params }),
});
const errorOf = (checked: CheckedRpcCall) =>
  checked.ok ? null : [checked.error.code, checked.error.message];

describe('checkRpcCall: what passes, in canonical form', () => {
  it('eth_chainId and eth_blockNumber, with or without empty params', () => {
    expect(checkRpcCall(request('eth_chainId'), rules)).toMatchObject({
      ok: true,
      id: 7,
      call: { method: 'eth_chainId', params: [] },
    });
    expect(checkRpcCall(request('eth_blockNumber', []), rules)).toMatchObject({
      ok: true,
      call: { method: 'eth_blockNumber', params: [] },
    });
  });

  it.each(['eth_getBalance', 'eth_getCode'])('%s: lower-case address, block tag written out', (method) => {
    for (const params of [[HOLDER], [HOLDER, 'latest']]) {
      expect(checkRpcCall(request(method, params), rules)).toMatchObject({
        ok: true,
        call: { method, params: [HOLDER.toLowerCase(), 'latest'] },
      });
    }
  });

  it('eth_call: `input` becomes `data`, hex lower-cased, no data means 0x', () => {
    const expected = { method: 'eth_call', params: [{ to: TOKEN, data: '0xabcdef01' }, 'latest'] };
    for (const call of [
      { to: TOKEN.toUpperCase().replace('0X', '0x'), data: '0xABCDEF01' },
      { to: TOKEN, input: '0xabcdef01' },
      { to: TOKEN, data: '0xabcdef01', input: '0xABCDEF01' },
    ]) {
      expect(checkRpcCall(request('eth_call', [call, 'latest']), rules)).toMatchObject({
        ok: true,
        call: expected,
      });
    }
    expect(checkRpcCall(request('eth_call', [{ to: TOKEN }]), rules)).toMatchObject({
      ok: true,
      call: { params: [{ to: TOKEN, data: '0x' }, 'latest'] },
    });
  });

  it('keeps string and null ids', () => {
    expect(checkRpcCall({ ...request('eth_chainId'), id: 'a' }, rules)).toMatchObject({ ok: true, id: 'a' });
    expect(checkRpcCall({ ...request('eth_chainId'), id: null }, rules)).toMatchObject({
      ok: true,
      id: null,
    });
  });
});

describe('checkRpcCall: what is refused', () => {
  it.each([
    ['eth_sendRawTransaction', ['0x00']],
    ['eth_getLogs', [{}]],
    ['eth_estimateGas', [{ to: TOKEN }]],
    ['debug_traceCall', [{ to: TOKEN }, 'latest']],
    ['eth_getStorageAt', [TOKEN, '0x0', 'latest']],
    ['net_version', []],
  ])('method %s', (method, params) => {
    expect(errorOf(checkRpcCall(request(method, params), rules))).toEqual([
      'refused',
      `method ${method} is not allowed`,
    ]);
  });

  it.each([
    [
      'state overrides',
      [{ to: TOKEN, data: '0x' }, 'latest', { [TOKEN]: { balance: '0x1' } }],
      /state overrides/,
    ],
    ['from', [{ to: TOKEN, data: '0x', from: HOLDER }, 'latest'], /fields not allowed: from/],
    ['value', [{ to: TOKEN, data: '0x', value: '0x1' }], /fields not allowed: value/],
    ['gas', [{ to: TOKEN, data: '0x', gas: '0xffffffff' }], /fields not allowed: gas/],
    ['accessList', [{ to: TOKEN, accessList: [] }], /fields not allowed: accessList/],
    ['no to (contract creation)', [{ data: '0x6080' }], /needs a `to` address/],
    ['a bad to', [{ to: '0x1234', data: '0x' }], /needs a `to` address/],
    ['data that is not hex bytes', [{ to: TOKEN, data: '0xabc' }], /hex bytes/],
    ['data and input that differ', [{ to: TOKEN, data: '0x01', input: '0x02' }], /differ/],
    ['no call object', [TOKEN], /call object/],
    ['an array as call object', [[TOKEN]], /call object/],
    ['an unlisted target', [{ to: '0x2222222222222222222222222222222222222222', data: '0x' }], /not allowed/],
    ['a block number', [{ to: TOKEN, data: '0x' }, '0x10'], /block tag "latest"/],
    ['pending', [{ to: TOKEN, data: '0x' }, 'pending'], /block tag "latest"/],
    ['a block hash object', [{ to: TOKEN, data: '0x' }, { blockHash: `0x${'00'.repeat(32)}` }], /block tag/],
  ])('eth_call with %s', (_, params, message) => {
    const checked = checkRpcCall(request('eth_call', params), rules);
    expect(checked).toMatchObject({ ok: false, id: 7, error: { code: 'refused' } });
    expect(errorOf(checked)?.[1]).toMatch(message);
  });

  it.each([
    ['a bad address', ['0x12']],
    ['an earlier block', [HOLDER, 'earliest']],
    ['a third parameter', [HOLDER, 'latest', 1]],
  ])('eth_getBalance or eth_getCode with %s', (_, params) => {
    for (const method of ['eth_getBalance', 'eth_getCode']) {
      expect(checkRpcCall(request(method, params), rules)).toMatchObject({
        ok: false,
        error: { code: 'refused' },
      });
    }
  });

  it('parameters to eth_chainId', () => {
    expect(errorOf(checkRpcCall(request('eth_chainId', [1]), rules))?.[0]).toBe('refused');
  });

  it.each([
    ['a string', 'eth_chainId'],
    ['null', null],
    ['an array', [request('eth_chainId')]],
    ['no jsonrpc', { id: 1, method: 'eth_chainId' }],
    ['jsonrpc 1.0', { jsonrpc: '1.0', id: 1, method: 'eth_chainId' }],
    ['no id (a notification)', { jsonrpc: '2.0', method: 'eth_chainId' }],
    ['an object id', { jsonrpc: '2.0', id: {}, method: 'eth_chainId' }],
    ['a method that is not a string', { jsonrpc: '2.0', id: 1, method: 5 }],
    ['params that are an object', { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: { a: HOLDER } }],
  ])('as invalid: %s', (_, value) => {
    expect(checkRpcCall(value, rules)).toMatchObject({ ok: false, error: { code: 'invalidRequest' } });
  });

  it('answers an invalid request under its id when it has a usable one', () => {
    expect(checkRpcCall({ jsonrpc: '2.0', id: 3, method: 5 }, rules)).toMatchObject({ ok: false, id: 3 });
  });
});
