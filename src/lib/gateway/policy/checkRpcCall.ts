import { GatewayError } from '../GatewayError.ts';
import { type CallRules, checkEthCall, type EthCallShape } from './checkEthCall.ts';
import { planRead, type ReadPlan } from './planRead.ts';

/** A JSON-RPC request id, echoed in its answer. */
export type RpcId = number | string | null;

/** The methods the gateway forwards: what the page reads, nothing else. */
const ALLOWED_METHODS = [
  'eth_chainId',
  'eth_blockNumber',
  'eth_getBalance',
  'eth_getCode',
  'eth_call',
  'eth_getBlockByNumber',
] as const;

/** One of {@link ALLOWED_METHODS}. */
export type AllowedMethod = (typeof ALLOWED_METHODS)[number];

/** A call in the gateway's canonical form: lower-case hex, `data` (never `input`), block tag `latest` written out. */
export interface RpcCall {
  method: AllowedMethod;
  params: unknown[];
}

/** A call to forward with its plan: how it goes upstream (eth_chainId has none: the gateway answers it). */
export interface PlannedCall extends RpcCall {
  plan: ReadPlan;
}

/** A request checked against the policy: the canonical call to forward, or the error to answer with. */
export type CheckedRpcCall =
  | { ok: true; id: RpcId; call: PlannedCall }
  | { ok: false; id: RpcId; error: GatewayError };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/;
const CALL_FIELDS = new Set(['to', 'data', 'input']);

const refuse = (message: string) => new GatewayError('refused', message);

function parseId(request: Record<string, unknown>): RpcId | undefined {
  const { id } = request;
  if (id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id))) return id;
  return undefined;
}

/** The block tag of a read: only `latest` (or none, which means `latest`). */
function checkBlockTag(tag: unknown): 'latest' {
  if (tag === undefined || tag === 'latest') return 'latest';
  throw refuse('only the block tag "latest" is allowed');
}

function checkNoParams(params: unknown[]): unknown[] {
  if (params.length > 0) throw refuse('this method takes no parameters');
  return [];
}

/** eth_getBalance and eth_getCode: `[address, blockTag?]`. */
function checkAccountRead(method: string, params: unknown[]): unknown[] {
  const [address, tag, ...rest] = params;
  if (rest.length > 0) throw refuse(`${method} takes an address and a block tag`);
  if (typeof address !== 'string' || !ADDRESS.test(address)) throw refuse(`${method} needs an address`);
  return [address.toLowerCase(), checkBlockTag(tag)];
}

/**
 * eth_call: `[{ to, data | input }, blockTag?]`. A third parameter (state overrides) is refused, and so is any
 * call field but `to`, `data` and `input` (`from`, `value`, `gas`, fees, access lists…): the page never sends
 * them, and they let a caller simulate arbitrary senders and balances or raise the node's work per call.
 * `to` is required (without it the node would run `data` as contract creation code).
 */
function checkCall(params: unknown[], rules: CallRules): { params: unknown[]; shape: EthCallShape } {
  const [transaction, tag, ...rest] = params;
  if (rest.length > 0) throw refuse('eth_call state overrides are not allowed');
  if (typeof transaction !== 'object' || transaction === null || Array.isArray(transaction)) {
    throw refuse('eth_call needs a call object');
  }
  const fields = transaction as Record<string, unknown>;
  const extra = Object.keys(fields).filter((key) => !CALL_FIELDS.has(key));
  if (extra.length > 0) throw refuse(`eth_call fields not allowed: ${extra.slice(0, 5).join(', ')}`);
  const { to, data, input } = fields;
  if (typeof to !== 'string' || !ADDRESS.test(to)) throw refuse('eth_call needs a `to` address');
  for (const value of [data, input]) {
    if (value !== undefined && (typeof value !== 'string' || !HEX_DATA.test(value))) {
      throw refuse('eth_call data must be 0x-prefixed hex bytes');
    }
  }
  if (typeof data === 'string' && typeof input === 'string' && data.toLowerCase() !== input.toLowerCase()) {
    throw refuse('eth_call `data` and `input` differ');
  }
  const callData = ((data ?? input ?? '0x') as string).toLowerCase();
  const target = to.toLowerCase();
  const shape = checkEthCall(target, callData, rules);
  return { params: [{ to: target, data: callData }, checkBlockTag(tag)], shape };
}

/** eth_getBlockByNumber: only `["latest", false]`, the header the page reads on a chain without Multicall3. */
function checkBlockRead(params: unknown[]): unknown[] {
  const [tag, full, ...rest] = params;
  if (rest.length > 0 || tag !== 'latest' || full !== false) {
    throw refuse('eth_getBlockByNumber takes only "latest" and false');
  }
  return ['latest', false];
}

/** The call in its canonical form with its plan on `rules`. */
function planned(method: AllowedMethod, params: unknown[], rules: CallRules, shape?: EthCallShape) {
  return { method, params, plan: planRead(method, rules, shape) };
}

/**
 * Checks one parsed JSON-RPC request against the gateway's rules. A request that is not JSON-RPC 2.0 (no
 * string `method`, an `id` missing or not a string, number or null, `params` not an array) is
 * `invalidRequest`; a method, parameter or eth_call target outside the policy is `refused`. An allowed call
 * comes back canonical, so identical reads look identical, with its plan: how it goes upstream.
 */
export function checkRpcCall(request: unknown, rules: CallRules): CheckedRpcCall {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return { ok: false, id: null, error: new GatewayError('invalidRequest', 'a request must be an object') };
  }
  const fields = request as Record<string, unknown>;
  const id = parseId(fields);
  if (id === undefined || fields.jsonrpc !== '2.0' || typeof fields.method !== 'string') {
    const message = 'a request needs jsonrpc "2.0", an id and a method';
    return { ok: false, id: id ?? null, error: new GatewayError('invalidRequest', message) };
  }
  const params = fields.params ?? [];
  if (!Array.isArray(params)) {
    return { ok: false, id, error: new GatewayError('invalidRequest', 'params must be an array') };
  }
  const method = fields.method;
  try {
    switch (method) {
      case 'eth_chainId':
      case 'eth_blockNumber':
        return { ok: true, id, call: planned(method, checkNoParams(params), rules) };
      case 'eth_getBalance':
      case 'eth_getCode':
        return { ok: true, id, call: planned(method, checkAccountRead(method, params), rules) };
      case 'eth_getBlockByNumber':
        return { ok: true, id, call: planned(method, checkBlockRead(params), rules) };
      case 'eth_call': {
        const { params: canonical, shape } = checkCall(params, rules);
        return { ok: true, id, call: planned(method, canonical, rules, shape) };
      }
      default:
        throw refuse(`method ${method.slice(0, 64)} is not allowed`);
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    return { ok: false, id, error };
  }
}
