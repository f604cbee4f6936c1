import { AbiCoder } from 'ethers';
import type { CallOutcome } from '../rpc/toCallOutcome.ts';

/** What kind of account is looking, on one chain. */
export type AccountKind =
  | { kind: 'plain' }
  | { kind: 'delegated'; delegate: string }
  | { kind: 'safe'; threshold: number; owners: number }
  | { kind: 'contract' };

/** The probes a Safe answers, read on the account itself inside the chain's aggregate3. */
export interface SafeProbes {
  threshold: CallOutcome | undefined;
  owners: CallOutcome | undefined;
}

/** EIP-7702's delegation designator: `0xef0100` then the 20-byte address whose code the account runs. */
const DELEGATION = /^0xef0100([0-9a-f]{40})$/i;
const MAX_SAFE_OWNERS = 1_000;
const coder = AbiCoder.defaultAbiCoder();

/** A call to an account without code succeeds with no data, whatever it asks. */
const answeredLikeNoCode = (outcome: CallOutcome | undefined) =>
  outcome?.success === true && outcome.returnData === '0x';

/**
 * True when the probes cannot tell the account has no code, so its code must be read (`eth_getCode`) to tell
 * its kind: a call to an account without code succeeds with no data, and both probes did.
 */
export function needsAccountCode(probes: SafeProbes): boolean {
  return !(answeredLikeNoCode(probes.threshold) && answeredLikeNoCode(probes.owners));
}

/** The Safe's threshold and owner count from its probes, or null when they are not a Safe's answers. */
function readSafe(probes: SafeProbes): { threshold: number; owners: number } | null {
  const { threshold, owners } = probes;
  if (!threshold?.success || !owners?.success) return null;
  try {
    const [required] = coder.decode(['uint256'], threshold.returnData) as unknown as [bigint];
    const [list] = coder.decode(['address[]'], owners.returnData) as unknown as [string[]];
    const count = list.length;
    if (count === 0 || count > MAX_SAFE_OWNERS || required < 1n || required > BigInt(count)) return null;
    return { threshold: Number(required), owners: count };
  } catch {
    return null;
  }
}

/**
 * The account's kind from its code (null when the probes showed it has none, so it was not read) and its Safe
 * probes: no code is a plain account; EIP-7702's designator is an account delegated to that address; code
 * whose `getThreshold()` and `getOwners()` answer as a Safe's do (1 ≤ threshold ≤ owners) is a Safe; any
 * other code is a contract.
 */
export function toAccountKind(code: string | null, probes: SafeProbes): AccountKind {
  if (code === null || code === '0x') return { kind: 'plain' };
  const delegation = DELEGATION.exec(code);
  if (delegation) return { kind: 'delegated', delegate: `0x${(delegation[1] ?? '').toLowerCase()}` };
  const found = readSafe(probes);
  return found ? { kind: 'safe', ...found } : { kind: 'contract' };
}
