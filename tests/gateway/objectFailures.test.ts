import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGateway, type GatewayExchange } from '../../rig/gateway/callGateway.ts';
import { type RunningGateway, startGateway } from '../../rig/gateway/startGateway.ts';
import { answerTimeoutMs } from '../../src/lib/gateway/gatewayLimits.ts';
import type { GatewayPolicy } from '../../src/lib/gateway/policy/gatewayPolicyTypes.ts';
import { GATEWAY_ERROR_CODES } from '../../src/lib/gatewayContract/gatewayContract.ts';
import { MAX_IN_FLIGHT } from '../fixtures/gateway/stubLimits.ts';

/**
 * The Worker in front of a chain's object that fails: the gateway's own Worker with a stand-in object
 * (tests/fixtures/gateway/stubChainReadsWorker.ts) that throws, is overloaded, fails once retryably, resets, or hangs,
 * chain by chain. The Worker must retry once what Cloudflare says to retry, answer the rest HTTP 503 with
 * Retry-After (the page shows it as busy, and tries again), and never wait past its own timer.
 */
const UPSTREAM_TIMEOUT_MS = 500;
let gateway: RunningGateway;
const seen: GatewayExchange[] = [];

const chain = () => ({
  fallbackUpstreams: [],
  targets: [],
  multicall3: null,
  anyTargetSelectors: [],
  noArgumentSelectors: [],
  untrustedTargets: [],
  multicallBlockNumber: true,
});
const policy: GatewayPolicy = {
  chains: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((id) => [id, chain()])),
};

/** One visitor's eth_blockNumber on `chainId`, and how long its answer took. */
async function read(chainId: string) {
  const started = performance.now();
  const exchange = await callGateway(
    seen,
    `${gateway.url}/rpc/${chainId}`,
    { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
    { ip: `10.9.0.${chainId}`, timeoutMs: 20_000 },
  );
  return { ...exchange, ms: performance.now() - started };
}
const header = (exchange: GatewayExchange, name: string) => new Map(exchange.headers).get(name);

beforeAll(async () => {
  gateway = await startGateway({
    policy,
    rateLimit: { limit: 1_000_000, period: 10 },
    entry: new URL('../fixtures/gateway/stubChainReadsWorker.ts', import.meta.url).pathname,
    vars: {
      RPC_UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      RPC_UPSTREAM_RPS: '5',
      RPC_MERGE_WINDOW_MS: '10',
    },
  });
});

afterAll(async () => {
  await gateway?.stop();
});

describe('a failing chain object', () => {
  it.each([
    ['1', 'throws'],
    ['2', 'is overloaded'],
  ])(
    'chain %s, whose object %s: HTTP 503 with Retry-After and the busy code, not a server error',
    async (chainId) => {
      const answer = await read(chainId);
      expect(answer.status).toBe(503);
      expect(header(answer, 'retry-after')).toMatch(/^[1-9]\d*$/);
      expect(answer.json).toMatchObject({ id: 1, error: { code: GATEWAY_ERROR_CODES.unavailable } });
    },
  );

  it('is asked again once when Cloudflare says to retry, or it reset, and then answers', async () => {
    for (const chainId of ['3', '4']) {
      const answer = await read(chainId);
      expect({ chainId, status: answer.status, json: answer.json }).toEqual({
        chainId,
        status: 200,
        json: { jsonrpc: '2.0', id: 1, result: '0x1' },
      });
    }
  });

  it("that never answers: the Worker's own timer answers with the timeout code, in time", async () => {
    const answer = await read('5');
    expect(answer.json).toMatchObject({ id: 1, error: { code: GATEWAY_ERROR_CODES.timeout } });
    expect(answer.ms).toBeGreaterThanOrEqual(answerTimeoutMs(UPSTREAM_TIMEOUT_MS) - 50);
    expect(answer.ms).toBeLessThan(answerTimeoutMs(UPSTREAM_TIMEOUT_MS) + 5_000);
  });
});

describe("the isolate's own queue", () => {
  it('refuses a request past the most it takes at once with 429 and Retry-After, at once, and takes one again once they are answered', async () => {
    const held = Array.from({ length: MAX_IN_FLIGHT }, () => read('6'));
    const heldNow = async () => Number(await (await fetch(`${gateway.url}/rpc/test/held`)).text());
    await expect.poll(heldNow, { timeout: 15_000, interval: 20 }).toBe(MAX_IN_FLIGHT);
    // Chain 7's object answers at once, but the isolate has all it takes in hand: refused before any work.
    const refused = await read('7');
    expect(refused.status).toBe(429);
    expect(header(refused, 'retry-after')).toMatch(/^[1-9]\d*$/);
    expect(refused.json).toMatchObject({ id: null, error: { code: GATEWAY_ERROR_CODES.rateLimited } });
    expect(await heldNow()).toBe(MAX_IN_FLIGHT);
    await fetch(`${gateway.url}/rpc/test/release`, { method: 'POST' });
    for (const answer of await Promise.all(held)) {
      expect({ status: answer.status, json: answer.json }).toEqual({
        status: 200,
        json: { jsonrpc: '2.0', id: 1, result: '0x1' },
      });
    }
    expect((await read('7')).json).toEqual({ jsonrpc: '2.0', id: 1, result: '0x1' });
  });
});

describe("the Worker's variables", () => {
  it('a variable the gateway does not know is logged once at start, with the nearest known name', async () => {
    await read('3');
    await read('3');
    const output = stripVTControlCharacters(gateway.printed());
    const warnings = output.split('\n').filter((line) => line.includes('RPC_UPSTREAM_RPS is not a variable'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('did you mean');
  });
});
