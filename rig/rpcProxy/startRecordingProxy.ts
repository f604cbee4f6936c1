import { createServer } from 'node:http';
import { collectBody, serveOnLoopback } from './serveOnLoopback.ts';

/** What one JSON-RPC answer was: a result, a JSON-RPC error code, or something that is not JSON-RPC. */
export type RecordedOutcome = 'result' | number | 'unreadable';

/** One request the proxy passed on: when it came (ms since start or `reset()`), its methods, its answers' outcomes. */
export interface RecordedExchange {
  atMs: number;
  methods: string[];
  /** The size of the request body: a merged call is larger than any one visitor's read. */
  bodyBytes: number;
  /** One per answer in the order the target sent them (a single answer is one). */
  outcomes: RecordedOutcome[];
}

/** A running recording proxy; `exchanges` is a live log of answered requests (cleared by `reset()`). */
export interface RecordingProxy {
  url: string;
  exchanges: RecordedExchange[];
  reset(): void;
  stop(): Promise<void>;
}

type JsonRpcMessage = { method?: unknown; result?: unknown; error?: { code?: unknown } };

/** The messages of a JSON-RPC body (a batch flattened); an unreadable body is one unreadable message. */
function messagesOf(text: string): (JsonRpcMessage | null)[] {
  try {
    const parsed: unknown = JSON.parse(text);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map((item) => (typeof item === 'object' && item !== null ? (item as JsonRpcMessage) : null));
  } catch {
    return [null];
  }
}

function outcomeOf(message: JsonRpcMessage | null): RecordedOutcome {
  if (message && typeof message.result === 'string') return 'result';
  const code = message?.error?.code;
  return typeof code === 'number' ? code : 'unreadable';
}

/**
 * Starts a JSON-RPC proxy on 127.0.0.1 in front of `target` that records each request's methods, size and what
 * the target answered to each call (result or error code), so a test can see which upstream calls failed and what
 * came after them. It changes nothing in either direction.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const exchanges: RecordedExchange[] = [];
  const upstreamAbort = new AbortController();
  let origin = performance.now();
  const server = createServer((request, response) => {
    const atMs = performance.now() - origin;
    collectBody(request)
      .then(async (body) => {
        const upstream = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: upstreamAbort.signal,
        });
        const text = await upstream.text();
        exchanges.push({
          atMs,
          methods: messagesOf(body).map((message) =>
            typeof message?.method === 'string' ? message.method : '',
          ),
          bodyBytes: Buffer.byteLength(body),
          outcomes: messagesOf(text).map(outcomeOf),
        });
        response.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text);
      })
      .catch(() => request.socket.destroy());
  });
  const { port, stop } = await serveOnLoopback(server, upstreamAbort);
  return {
    url: `http://127.0.0.1:${port}/`,
    exchanges,
    reset() {
      exchanges.length = 0;
      origin = performance.now();
    },
    stop,
  };
}
