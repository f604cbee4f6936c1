import type { NodeAnswer } from '../upstream/toNodeAnswer.ts';

/** Options of {@link createKeptAnswers}. */
export interface KeptAnswersOptions {
  /** How old (from when its upstream call was sent) an answer may be and still answer another read. */
  maxAgeMs: number;
  /** The most bytes kept, keys included; the oldest answers go first. */
  maxBytes: number;
  /** Answers larger than this are not kept at all. */
  maxEntryBytes: number;
  /** Milliseconds now; `Date.now` unless a test brings its own clock. */
  now?: () => number;
}

/** A node's answer kept for identical reads, and when the upstream call that brought it was sent. */
export interface KeptAnswer {
  answer: NodeAnswer;
  at: number;
}

/** Finished answers kept for a short while: plain values, never a promise another request waits on. */
export interface KeptAnswers {
  /** The answer kept under `key`, if its call was sent at most `maxAgeMs` ago. */
  get(key: string): KeptAnswer | undefined;
  /** Keeps `answer` under `key`, stamped with `at` (when its upstream call was sent). */
  put(key: string, answer: NodeAnswer, at: number): void;
  /** The bytes kept now. */
  bytes(): number;
}

/** Fixed bytes counted for each entry beside its key and text (the map's and the entry's own). */
const ENTRY_OVERHEAD_BYTES = 96;

/**
 * A copy of `text` that holds no reference to a larger string it was cut from: a slice of a merged answer
 * would otherwise keep the whole answer alive for as long as the slice is kept.
 */
const detached = (text: string) => ` ${text}`.slice(1);

/** The answer as detached copies, and its size in bytes (hex and JSON-RPC text: one byte a character). */
function detach(answer: NodeAnswer): { answer: NodeAnswer; bytes: number } {
  if ('result' in answer) {
    const { result } = answer;
    if (typeof result === 'string') return { answer: { result: detached(result) }, bytes: result.length };
    const header = {
      number: detached(result.number),
      timestamp: detached(result.timestamp),
      hash: detached(result.hash),
    };
    return { answer: { result: header }, bytes: 128 };
  }
  const { code, message, data } = answer.error;
  const error = { code, message: detached(message), ...(data === undefined ? {} : { data: detached(data) }) };
  return { answer: { error }, bytes: message.length + (data?.length ?? 0) };
}

/**
 * Creates a memory of finished answers (results and the node's own errors), bounded in age and in bytes. It
 * is swept as it is written: answers past their age go first (they were kept in the order their calls were
 * sent, near enough), then the oldest while over `maxBytes`. Kept answers are copies, so a slice of a large
 * merged answer never keeps that answer alive.
 */
export function createKeptAnswers(options: KeptAnswersOptions): KeptAnswers {
  const now = options.now ?? Date.now;
  const kept = new Map<string, KeptAnswer & { bytes: number }>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };
  const sweep = (current: number) => {
    for (const [key, entry] of kept) {
      if (current - entry.at <= options.maxAgeMs && bytes <= options.maxBytes) break;
      forget(key);
    }
  };
  return {
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      if (now() - entry.at <= options.maxAgeMs) return entry;
      forget(key);
      return undefined;
    },
    put(key, answer, at) {
      forget(key);
      const current = now();
      if (current - at > options.maxAgeMs) return;
      const copy = detach(answer);
      const size = copy.bytes + key.length + ENTRY_OVERHEAD_BYTES;
      if (size > options.maxEntryBytes) return;
      kept.set(key, { answer: copy.answer, at, bytes: size });
      bytes += size;
      sweep(current);
    },
    bytes: () => bytes,
  };
}
