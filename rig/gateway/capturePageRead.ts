import { buildClaimsList } from '../../src/lib/claimsBuild/buildClaimsList.ts';
import type { SiteConfig } from '../../src/lib/config/siteConfigSchema.ts';
import { toPanelConfig } from '../../src/lib/config/toPanelConfig.ts';
import { createAccountReader } from '../../src/lib/reads/createAccountReader.ts';
import { testClaimsFiles } from '../claims/testClaimsLists.ts';

/** The origin the captured page is served from, for its relative `/rpc/<id>`: its requests never leave the hook. */
const PAGE_ORIGIN = 'https://page.example';

/** The requests one visitor's page sends to `/rpc/<chainId>` for one read, in order, as their bodies. */
export interface PageRead {
  chainId: number;
  /** The account the read was captured for (checksummed), which a replay swaps for each visitor's own. */
  account: string;
  bodies: string[];
}

/**
 * The island's config through the gateway, built as the site's build builds it: every claims list of the config
 * made from its files (`files`, by path: the tests' own lists unless told).
 */
export function toGatewayPanelConfig(
  config: SiteConfig,
  files: Readonly<Record<string, string>> = testClaimsFiles(),
) {
  const claimLists = config.claims.map((entry) => {
    const list = buildClaimsList({
      file: entry.file,
      text: files[entry.file] ?? '',
      label: entry.file,
      ...(entry.format ? { format: entry.format } : {}),
    });
    return {
      id: list.id,
      root: list.root,
      prefixDigits: list.layout.prefixDigits,
      entries: list.entries,
      encoding: list.encoding,
    };
  });
  return toPanelConfig(config, { viaGateway: true, claimLists });
}

/**
 * Captures what the page's own read planner sends for a first visit of `account` on `chainId`: a fresh
 * `createAccountReader` (as a page load makes) reads the chain through a `fetch` hook that records each body
 * posted to its own `/rpc/<chainId>` and answers it from the chain's own node at `nodeUrl`, so the reader goes on
 * as it would: the batch of the `aggregate3` and `eth_getCode` (the site's own gateway is asked no chain id) and,
 * for a contract account, its Safe probes. The hook is in place only while the read runs.
 */
export async function capturePageRead(
  panel: ReturnType<typeof toPanelConfig>,
  chainId: number,
  account: string,
  nodeUrl: string,
): Promise<PageRead> {
  const bodies: string[] = [];
  const original = globalThis.fetch;
  const path = `${PAGE_ORIGIN}/rpc/${chainId}`;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // The island's config names the gateway as the page does, `/rpc/<id>` on the page's own origin.
    const url = new URL(String(input instanceof Request ? input.url : input), PAGE_ORIGIN).href;
    if (url !== path) throw new Error(`the page's read went to ${url}, not ${path}`);
    const body = String(init?.body ?? '');
    bodies.push(body);
    const answer = await original(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return new Response(await answer.text(), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    const [snapshot] = await createAccountReader(panel).readChain(chainId, [{ address: account }]);
    if (snapshot?.status !== 'ok') throw new Error(`the captured read failed: ${snapshot?.error?.code}`);
  } finally {
    globalThis.fetch = original;
  }
  return { chainId, account, bodies };
}

/** One JSON-RPC request body the page sent: a single request or a batch, as parsed JSON. */
export type PageRequest = unknown;

/** The requests of `read`, parsed. */
export const requestsOf = (read: PageRead): PageRequest[] =>
  read.bodies.map((body) => JSON.parse(body) as PageRequest);

/**
 * `requests` with `from` (an address) replaced by `to` wherever it appears: as a parameter and inside
 * calldata words, in any case, so one captured read plays any visitor.
 */
export function swapAccount(requests: readonly PageRequest[], from: string, to: string): PageRequest[] {
  const needle = new RegExp(from.slice(2), 'gi');
  const replacement = to.slice(2).toLowerCase();
  return requests.map(
    (request) => JSON.parse(JSON.stringify(request).replace(needle, replacement)) as PageRequest,
  );
}
