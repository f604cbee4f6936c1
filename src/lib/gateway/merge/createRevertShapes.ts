import type { NodeAnswer } from '../upstream/toNodeAnswer.ts';

/** How each upstream answers a call that reverts, learned from its own answers to reads sent alone. */
export interface RevertShapes {
  /**
   * The answer upstream `index` gives a call that reverts with `data` (`0x` for a revert without data), as it
   * would give it to the call alone; null while that upstream's way with such a revert is not known yet.
   */
  answer(index: number, data: string): NodeAnswer | null;
  /** Learns upstream `index`'s way from its own `answer` to a read that reverted with `data`. */
  learn(index: number, data: string, answer: NodeAnswer): void;
}

/** The selector of Solidity's `Error(string)`. */
const ERROR_STRING = '0x08c379a0';
const MAX_MESSAGE_LENGTH = 200;

/** The reason of an `Error(string)` revert, or null for other data. */
function reasonOf(data: string): string | null {
  if (!data.startsWith(ERROR_STRING) || data.length < 10 + 128) return null;
  const length = Number.parseInt(data.slice(10 + 64, 10 + 128), 16);
  const hex = data.slice(10 + 128, 10 + 128 + 2 * length);
  if (!Number.isSafeInteger(length) || hex.length !== 2 * length) return null;
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index++) {
    bytes[index] = Number.parseInt(hex.slice(2 * index, 2 * index + 2), 16);
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Creates the revert shapes of a chain's upstreams. A revert inside a merged call gives its revert data but not
 * the node's error around it, whose code differs between node clients (geth answers a revert without data with
 * -32000, one with data with 3); so the first revert of each kind on an upstream goes alone, and later ones are
 * answered as that upstream answered it: its code, the revert data, and the message nodes give (`execution
 * reverted`, with the reason of an `Error(string)`).
 */
export function createRevertShapes(): RevertShapes {
  const withData = new Map<number, number>();
  const withoutData = new Map<number, { code: number; message: string; data?: string }>();
  return {
    answer(index, data) {
      if (data === '0x') {
        const shape = withoutData.get(index);
        return shape ? { error: { ...shape } } : null;
      }
      const code = withData.get(index);
      if (code === undefined) return null;
      const reason = reasonOf(data);
      const message = reason === null ? 'execution reverted' : `execution reverted: ${reason}`;
      return { error: { code, message: message.slice(0, MAX_MESSAGE_LENGTH), data } };
    },
    learn(index, data, answer) {
      if (!('error' in answer)) return;
      const { code, message } = answer.error;
      if (data === '0x') {
        if (!/revert/i.test(message)) return;
        const shape = {
          code,
          message,
          ...(answer.error.data === undefined ? {} : { data: answer.error.data }),
        };
        withoutData.set(index, shape);
      } else if (answer.error.data === data) {
        withData.set(index, code);
      }
    },
  };
}
