import { AGGREGATE3_SELECTOR, decodeAggregate3Calls } from '../aggregate3/decodeAggregate3Calls.ts';
import { GatewayError } from '../GatewayError.ts';
import type { GatewayChainPolicy } from './gatewayPolicyTypes.ts';

/**
 * Multicall3's read helpers: getEthBalance, getBlockNumber, getCurrentBlockTimestamp, getChainId. Its
 * other functions either reach arbitrary targets (aggregate, tryAggregate, …: only aggregate3 is decoded and
 * checked) or are not needed.
 */
export const MULTICALL3_READ_SELECTORS: readonly string[] = [
  '0x4d2301cc',
  '0x42cbb15c',
  '0x0f28c97d',
  '0x3408e470',
];

/** One chain's policy, indexed for lookups. */
export interface CallRules {
  targets: ReadonlySet<string>;
  /** Targets whose code calls on into contracts outsiders control (see `untrustedTargets`). */
  untrusted: ReadonlySet<string>;
  multicall3: string | null;
  anyTargetSelectors: ReadonlySet<string>;
  noArgumentSelectors: ReadonlySet<string>;
  /** False where `block.number` is not the chain's own block number (see `multicallBlockNumber`). */
  multicallBlockNumber: boolean;
}

/** What an allowed eth_call is: what the gateway needs to merge it with others. */
export interface EthCallShape {
  /** An `aggregate3` on Multicall3, one of Multicall3's read helpers, or one call to another contract. */
  kind: 'aggregate3' | 'helper' | 'call';
  /** The calls an `aggregate3` makes (0 otherwise). */
  subCalls: number;
  /** True when every call it makes reaches only the config's contracts: no code an outsider controls. */
  trusted: boolean;
}

/** Indexes a chain's policy for {@link checkEthCall} (addresses and selectors lower-cased). */
export function toCallRules(policy: GatewayChainPolicy): CallRules {
  return {
    targets: new Set(policy.targets.map((target) => target.toLowerCase())),
    multicall3: policy.multicall3?.toLowerCase() ?? null,
    untrusted: new Set(policy.untrustedTargets.map((target) => target.toLowerCase())),
    anyTargetSelectors: new Set(policy.anyTargetSelectors.map((selector) => selector.toLowerCase())),
    noArgumentSelectors: new Set(policy.noArgumentSelectors.map((selector) => selector.toLowerCase())),
    multicallBlockNumber: policy.multicallBlockNumber,
  };
}

const selectorOf = (data: string): string | null => (data.length >= 10 ? data.slice(0, 10) : null);

/**
 * Refuses a call of an unlisted `target` by one of the no-argument selectors that carries more than its 4
 * bytes: such bytes would only make every such read distinct, so none is ever shared.
 */
function checkNoArguments(
  rules: CallRules,
  target: string,
  selector: string | null,
  dataBytes: number,
  where: string,
) {
  if (rules.targets.has(target) || selector === null || !rules.noArgumentSelectors.has(selector)) return;
  if (dataBytes !== 4) throw new GatewayError('refused', `${where} ${selector} takes no arguments`);
}

/** True when `target` runs only code of the config: listed, and not among the untrusted targets. */
const isTrusted = (rules: CallRules, target: string) =>
  rules.targets.has(target) && !rules.untrusted.has(target);

/** Checks the inner calls of an aggregate3 on Multicall3; true when every one is trusted. */
function checkAggregate3(data: string, rules: CallRules): EthCallShape {
  const calls = decodeAggregate3Calls(data);
  let trusted = true;
  calls.forEach((call, index) => {
    const anyTarget = call.selector !== null && rules.anyTargetSelectors.has(call.selector);
    if (!rules.targets.has(call.target) && !anyTarget) {
      throw new GatewayError(
        'refused',
        `aggregate3 call ${index} targets ${call.target}, which is not allowed`,
      );
    }
    const nested = call.target === rules.multicall3;
    if (nested && (call.selector === null || !MULTICALL3_READ_SELECTORS.includes(call.selector))) {
      throw new GatewayError('refused', `aggregate3 call ${index} calls Multicall3 beyond its read helpers`);
    }
    checkNoArguments(rules, call.target, call.selector, call.dataBytes, `aggregate3 call ${index}:`);
    if (!isTrusted(rules, call.target)) trusted = false;
  });
  return { kind: 'aggregate3', subCalls: calls.length, trusted };
}

/**
 * Checks one eth_call (lower-case `to` and `data`) against the chain's rules and says what it is, or throws
 * GatewayError `refused`. A call to Multicall3 must be one of its read helpers, or an aggregate3 whose every
 * inner call is to a target in `targets` or one of `anyTargetSelectors` (an inner call to Multicall3 itself
 * only to a read helper, so aggregate3 cannot nest). A call to another listed target may carry any calldata;
 * a call to an unlisted address only one of `anyTargetSelectors`. It is trusted when every call it makes is
 * to a listed target outside `untrustedTargets`.
 */
export function checkEthCall(to: string, data: string, rules: CallRules): EthCallShape {
  const selector = selectorOf(data);
  if (rules.multicall3 !== null && to === rules.multicall3) {
    if (selector !== null && MULTICALL3_READ_SELECTORS.includes(selector)) {
      return { kind: 'helper', subCalls: 0, trusted: true };
    }
    if (selector !== AGGREGATE3_SELECTOR) {
      throw new GatewayError('refused', `only aggregate3 and read helpers may be called on Multicall3`);
    }
    return checkAggregate3(data, rules);
  }
  if (rules.targets.has(to) || (selector !== null && rules.anyTargetSelectors.has(selector))) {
    checkNoArguments(rules, to, selector, (data.length - 2) / 2, 'eth_call');
    return { kind: 'call', subCalls: 0, trusted: isTrusted(rules, to) };
  }
  throw new GatewayError('refused', `eth_call to ${to} is not allowed`);
}
