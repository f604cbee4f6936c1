import { AbiCoder } from 'ethers';
import type { CallOutcome } from '../rpc/toCallOutcome.ts';

/** What kind of account is looking, on one chain. */
export type AccountKind =
  | { kind: 'plain' }
  | { kind: 'delegated'; delegate: string }
  | { kind: 'safe'; threshold: number; owners: number }
  | { kind: 'contract' };

/** The probes a Safe answers, read on the account itself. */
export interface SafeProbes {
  threshold: CallOutcome | undefined;
  owners: CallOutcome | undefined;
}

/** EIP-7702's delegation designator: `0xef0100` then the 20-byte address whose code the account runs. */
const DELEGATION = /^0xef0100([0-9a-f]{40})$/i;
const MAX_SAFE_OWNERS = 1_000;
const coder = AbiCoder.defaultAbiCoder();

/**
 * True when the account's code (undefined while it has not been read) is a contract's own: not empty (a plain
 * account) and not an EIP-7702 designator (whatever its delegate does, the account is shown as delegated). Only
 * such an account is asked a Safe's getters, so a plain account's read calls nothing but the owner's contracts.
 */
export function isContractCode(code: string | undefined): code is string {
  return code !== undefined && code !== '0x' && !DELEGATION.test(code);
}

/** The Safe's threshold and owner count from its probes, or null when they are not a Safe's answers. */
function readSafe(probes: SafeProbes | null): { threshold: number; owners: number } | null {
  if (!probes?.threshold?.success || !probes.owners?.success) return null;
  try {
    const [required] = coder.decode(['uint256'], probes.threshold.returnData) as unknown as [bigint];
    const [list] = coder.decode(['address[]'], probes.owners.returnData) as unknown as [string[]];
    const count = list.length;
    if (count === 0 || count > MAX_SAFE_OWNERS || required < 1n || required > BigInt(count)) return null;
    return { threshold: Number(required), owners: count };
  } catch {
    return null;
  }
}

/**
 * The account's kind from its code (`eth_getCode`, lower-case hex) and, for a contract, its Safe probes (null
 * when not asked): no code is a plain account; EIP-7702's designator is an account delegated to that address,
 * whatever the delegate does (an empty fallback, a revert, no code at all); code whose `getThreshold()` and
 * `getOwners()` answer as a Safe's do (1 ≤ threshold ≤ owners) is a Safe; any other code is a contract.
 */
export function toAccountKind(code: string, probes: SafeProbes | null): AccountKind {
  if (code === '0x') return { kind: 'plain' };
  const delegation = DELEGATION.exec(code);
  if (delegation) return { kind: 'delegated', delegate: `0x${(delegation[1] ?? '').toLowerCase()}` };
  const found = readSafe(probes);
  return found ? { kind: 'safe', ...found } : { kind: 'contract' };
}
