import { redactUpstreamSecrets } from './redactUpstreamSecrets.ts';

/** A node's answer to one call, without the id: a hex `result`, or its error (message redacted, hex data only). */
export type NodeAnswer = { result: string } | { error: { code: number; message: string; data?: string } };

const HEX = /^0x[0-9a-fA-F]*$/;
const MAX_MESSAGE_LENGTH = 200;

/** Maps one node answer to its safe form; `undefined` when it is not a well-formed answer. */
export function toNodeAnswer(answer: unknown, secrets: readonly string[]): NodeAnswer | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { result, error } = answer as { result?: unknown; error?: unknown };
  if (typeof result === 'string' && HEX.test(result)) return { result };
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
