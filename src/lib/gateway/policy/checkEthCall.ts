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
  multicall3: string | null;
  anyTargetSelectors: ReadonlySet<string>;
}

/** Indexes a chain's policy for {@link checkEthCall} (addresses and selectors lower-cased). */
export function toCallRules(policy: GatewayChainPolicy): CallRules {
  return {
    targets: new Set(policy.targets.map((target) => target.toLowerCase())),
    multicall3: policy.multicall3?.toLowerCase() ?? null,
    anyTargetSelectors: new Set(policy.anyTargetSelectors.map((selector) => selector.toLowerCase())),
  };
}

const selectorOf = (data: string): string | null => (data.length >= 10 ? data.slice(0, 10) : null);

/**
 * Checks one eth_call (lower-case `to` and `data`) against the chain's rules, or throws GatewayError
 * `refused`. A call to Multicall3 must be one of its read helpers, or an aggregate3 whose every inner call is
 * to a target in `targets` or one of `anyTargetSelectors` (an inner call to Multicall3 itself only to a read
 * helper, so aggregate3 cannot nest). A call to another listed target may carry any calldata; a call to an
 * unlisted address only one of `anyTargetSelectors`.
 */
export function checkEthCall(to: string, data: string, rules: CallRules): void {
  const selector = selectorOf(data);
  if (rules.multicall3 !== null && to === rules.multicall3) {
    if (selector !== null && MULTICALL3_READ_SELECTORS.includes(selector)) return;
    if (selector !== AGGREGATE3_SELECTOR) {
      throw new GatewayError('refused', `only aggregate3 and read helpers may be called on Multicall3`);
    }
    decodeAggregate3Calls(data).forEach((call, index) => {
      const anyTarget = call.selector !== null && rules.anyTargetSelectors.has(call.selector);
      if (!rules.targets.has(call.target) && !anyTarget) {
        throw new GatewayError(
          'refused',
          `aggregate3 call ${index} targets ${call.target}, which is not allowed`,
        );
      }
      const nested = call.target === rules.multicall3;
      if (nested && (call.selector === null || !MULTICALL3_READ_SELECTORS.includes(call.selector))) {
        throw new GatewayError(
          'refused',
          `aggregate3 call ${index} calls Multicall3 beyond its read helpers`,
        );
      }
    });
    return;
  }
  if (rules.targets.has(to)) return;
  if (selector !== null && rules.anyTargetSelectors.has(selector)) return;
  throw new GatewayError('refused', `eth_call to ${to} is not allowed`);
}
