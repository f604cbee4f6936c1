import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** One visitor of a surge: when it arrives (ms from the start), from which IP, and its requests in order. */
export interface PlannedVisitor {
  atMs: number;
  ip: string;
  /** Which crowd it belongs to (`honest`, `hostile`): figures are summed per group. */
  group: string;
  /** Its requests' bodies, made when it arrives (a replay fills its own account into the captured read). */
  bodies(): string[];
  /** Keep the answers' text, to compare them with the chain's own afterwards. */
  keepText?: boolean;
}

/** One request's answer: its kind, status, latency, Retry-After, and its text when kept. */
export interface StepAnswer {
  /**
   * `result` (HTTP 200, every call answered with a result); `error <code>` (HTTP 200 with a JSON-RPC error);
   * `HTTP <status> error <code>`; `HTTP <status>`; `timeout` (no whole answer within the client's timeout);
   * `network error`.
   */
  kind: string;
  status: number;
  ms: number;
  retryAfter: string | null;
  text?: string;
  /** For an answer that is not all results: the start of its body, or the client's error. */
  sample?: string;
}

/** What one visitor got: each request it sent (it stops at the first that is not all results). */
export interface Visit {
  group: string;
  /** When it was due to arrive, in ms from the surge's start. */
  atMs: number;
  /** From its first request to its last answer. */
  ms: number;
  /** How late it started against its schedule: the load generator's own lag. */
  lagMs: number;
  steps: StepAnswer[];
  /** Its bodies, when its answers' text was kept. */
  bodies?: string[];
}

/** The kind of an answer of `status` and `text`, as {@link StepAnswer.kind} names them. */
export function answerKind(status: number, text: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `HTTP ${status}`;
  }
  const answers = (Array.isArray(body) ? body : [body]) as { result?: unknown; error?: { code?: unknown } }[];
  const failed = answers.find((answer) => answer?.result === undefined);
  if (status === 200 && answers.length > 0 && failed === undefined) return 'result';
  const code = failed?.error?.code;
  if (typeof code !== 'number') return `HTTP ${status}`;
  return status === 200 ? `error ${code}` : `HTTP ${status} error ${code}`;
}

/** How much of an answer that is not all results is kept, to show what it said. */
const SAMPLE_CHARS = 200;

/** Posts one body as `ip`, over a kept-alive connection, and waits at most `timeoutMs` for the whole answer. */
function post(agent: Agent, url: URL, body: string, ip: string, timeoutMs: number) {
  return new Promise<{ status: number; text: string; retryAfter: string | null }>((resolve, reject) => {
    const req = request(url, {
      agent,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'cf-connecting-ip': ip,
      },
    });
    const timer = setTimeout(() => req.destroy(new Error('timeout')), timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        const retryAfter = res.headers['retry-after'];
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        });
      });
      res.on('error', reject);
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

/** Sends one request and names its answer. */
async function step(agent: Agent, url: URL, body: string, ip: string, timeoutMs: number, keepText: boolean) {
  const started = performance.now();
  try {
    const { status, text, retryAfter } = await post(agent, url, body, ip, timeoutMs);
    const kind = answerKind(status, text);
    const answer: StepAnswer = { kind, status, ms: performance.now() - started, retryAfter };
    if (kind !== 'result') answer.sample = text.slice(0, SAMPLE_CHARS);
    return keepText ? { ...answer, text } : answer;
  } catch (error) {
    const timedOut = (error as Error).message === 'timeout';
    return {
      kind: timedOut ? 'timeout' : 'network error',
      status: 0,
      ms: timedOut ? timeoutMs : performance.now() - started,
      retryAfter: null,
      sample: String(error).slice(0, SAMPLE_CHARS),
    };
  }
}

/** One visitor's requests in order, as the page sends them: the next only after the last was all results. */
async function visit(agent: Agent, url: URL, visitor: PlannedVisitor, lagMs: number, timeoutMs: number) {
  const started = performance.now();
  const bodies = visitor.bodies();
  const steps: StepAnswer[] = [];
  for (const body of bodies) {
    const answer = await step(agent, url, body, visitor.ip, timeoutMs, visitor.keepText === true);
    steps.push(answer);
    if (answer.kind !== 'result') break;
  }
  const done: Visit = {
    group: visitor.group,
    atMs: visitor.atMs,
    ms: performance.now() - started,
    lagMs,
    steps,
  };
  return visitor.keepText ? { ...done, bodies } : done;
}

/**
 * Plays `visitors` against `url` open loop: each starts at its own time, whatever the answers to the others,
 * over kept-alive connections, one per request outstanding (Node's `http`, which costs the load generator less CPU per request than its
 * `fetch`). Resolves when every visitor has its answers or has given up (`timeoutMs` per request).
 */
export async function playVisitors(
  url: string,
  visitors: readonly PlannedVisitor[],
  timeoutMs: number,
): Promise<{ visits: Visit[]; startedAt: number; loadGeneratorCpuMs: number }> {
  // As many connections as requests outstanding: a visitor never queues behind another in the load generator.
  const agent = new Agent({ keepAlive: true });
  const target = new URL(url);
  const cpu = process.cpuUsage();
  const startedAt = performance.now();
  const running: Promise<Visit>[] = [];
  try {
    for (const visitor of visitors) {
      const due = startedAt + visitor.atMs;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      running.push(visit(agent, target, visitor, Math.max(0, performance.now() - due), timeoutMs));
    }
    const visits = await Promise.all(running);
    const used = process.cpuUsage(cpu);
    return { visits, startedAt, loadGeneratorCpuMs: (used.user + used.system) / 1000 };
  } finally {
    agent.destroy();
  }
}
