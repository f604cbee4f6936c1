import type { CallRules, EthCallShape } from './checkEthCall.ts';

/**
 * How a read goes upstream: `merged` into one Multicall3 `aggregate3` with other visitors' reads (it reaches
 * only the config's contracts); `capped` into one deployless batch where each read has its own gas and answer
 * caps (it may reach code an outsider controls, or the chain has no Multicall3); `alone` as its own call (what
 * a merged call cannot answer as the node would).
 */
export type ReadLane = 'merged' | 'capped' | 'alone';

/** A read's lane and the estimates that size the calls it goes in. */
export interface ReadPlan {
  lane: ReadLane;
  /** Estimated gas of its execution, calldata aside (generous: a short estimate costs a split). */
  gas: number;
  /** Estimated bytes of its answer. */
  answerBytes: number;
}

/**
 * Estimated gas of the execution of a read's parts, generous by design: the page's read of the tests' chain 1
 * (35 sub-calls: tokens, NFTs, governance, the owner's calls, feeds, claims) is estimated at 1.4M and uses
 * 265k on anvil, 7.4 KB of calldata included. A merged call learns how much of the estimates its reads use.
 */
export const READ_GAS = {
  /** A nested aggregate3's own cost. */
  aggregate3: 30_000,
  /** Each sub-call of a nested aggregate3 (balanceOf, ownerOf, getVotes, latestRoundData…). */
  subCall: 40_000,
  /** A plain eth_call (an ENS registry or resolver read, which may call on). */
  call: 200_000,
  /** A Multicall3 read helper, or a balance. */
  helper: 5_000,
} as const;

/** Expected answer bytes: a word; a plain call's answer; a nested aggregate3's per sub-call; an account's code. */
export const ANSWER_BYTES = {
  word: 32,
  call: 1_024,
  aggregate3: 64,
  subCall: 192,
  /**
   * An account's code, as most accounts read have it: none, or an EIP-7702 designator (23 bytes). A contract's
   * larger code takes more room in the call when it comes, or goes alone.
   */
  code: 64,
} as const;

/**
 * The plan of an allowed, canonical read on a chain with `rules`: an eth_call merges when trusted and the
 * chain has a Multicall3, else goes capped; eth_getBalance merges as Multicall3's getEthBalance (capped as a
 * balance without one); eth_getCode goes capped; eth_blockNumber merges as getBlockNumber only where
 * `block.number` is the chain's own number; eth_getBlockByNumber goes alone.
 */
export function planRead(method: string, rules: CallRules, shape?: EthCallShape): ReadPlan {
  const merges = rules.multicall3 !== null;
  switch (method) {
    case 'eth_call': {
      const nested = shape?.kind === 'aggregate3';
      const gas =
        shape?.kind === 'helper'
          ? READ_GAS.helper
          : nested
            ? READ_GAS.aggregate3 + READ_GAS.subCall * shape.subCalls
            : READ_GAS.call;
      const answerBytes = nested
        ? ANSWER_BYTES.aggregate3 + ANSWER_BYTES.subCall * shape.subCalls
        : shape?.kind === 'helper'
          ? ANSWER_BYTES.word
          : ANSWER_BYTES.call;
      return { lane: merges && shape?.trusted ? 'merged' : 'capped', gas, answerBytes };
    }
    case 'eth_getBalance':
      return { lane: merges ? 'merged' : 'capped', gas: READ_GAS.helper, answerBytes: ANSWER_BYTES.word };
    case 'eth_getCode':
      return { lane: 'capped', gas: READ_GAS.helper, answerBytes: ANSWER_BYTES.code };
    case 'eth_blockNumber':
      return {
        lane: merges && rules.multicallBlockNumber ? 'merged' : 'alone',
        gas: READ_GAS.helper,
        answerBytes: ANSWER_BYTES.word,
      };
    default:
      return { lane: 'alone', gas: READ_GAS.call, answerBytes: ANSWER_BYTES.code };
  }
}
