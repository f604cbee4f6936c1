import { redactUpstreamSecrets } from './redactUpstreamSecrets.ts';

/** The fields of a block header the gateway passes on (for `eth_getBlockByNumber`): hex quantities and hash. */
export interface BlockHeader {
  number: string;
  timestamp: string;
  hash: string;
}

/**
 * A node's answer to one call, without the id: a hex `result` (a block header's hex fields for
 * eth_getBlockByNumber), or its error (message redacted, hex data only).
 */
export type NodeAnswer =
  | { result: string }
  | { result: BlockHeader }
  | { error: { code: number; message: string; data?: string } };

const HEX = /^0x[0-9a-fA-F]*$/;
const MAX_MESSAGE_LENGTH = 200;

/** A block header's hex fields, or undefined when `value` is not a header with them. */
function toBlockHeader(value: unknown): BlockHeader | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { number, timestamp, hash } = value as Record<string, unknown>;
  const hex = [number, timestamp, hash].every((field) => typeof field === 'string' && HEX.test(field));
  return hex ? { number: number as string, timestamp: timestamp as string, hash: hash as string } : undefined;
}

/**
 * Maps one node answer to its safe form: a hex result, a block header's hex fields only, or the error;
 * `undefined` when it is not a well-formed answer.
 */
export function toNodeAnswer(answer: unknown, secrets: readonly string[]): NodeAnswer | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { result, error } = answer as { result?: unknown; error?: unknown };
  if (typeof result === 'string' && HEX.test(result)) return { result };
  const header = toBlockHeader(result);
  if (header) return { result: header };
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
  if (typeof code !== 'number' || !Number.isInteger(code)) return undefined;
  const text = typeof message === 'string' ? message : 'error';
  return {
    error: {
      code,
      message: redactUpstreamSecrets(text.slice(0, MAX_MESSAGE_LENGTH), secrets),
      ...(typeof data === 'string' && HEX.test(data) ? { data } : {}),
    },
  };
}
