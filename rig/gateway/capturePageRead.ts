import type { SiteConfig } from '../../src/lib/config/siteConfigSchema.ts';
import { toPanelConfig } from '../../src/lib/config/toPanelConfig.ts';
import { createAccountReader } from '../../src/lib/reads/createAccountReader.ts';

/** One JSON-RPC request body the page sent: a single request or a batch, as parsed JSON. */
export type PageRequest = unknown;

/**
 * The JSON-RPC requests the page sends on its first read of `account` on `chainId`, made by the page's own
 * reader and read planner (`createAccountReader`) for `config`, with the chain read straight at `rpcUrl` so the
 * read completes (a contract account's follow-up request included). The chain-id check the page's transport
 * makes once per chain is left out: the gateway answers it from its own check. Captures by hooking `fetch` while
 * it reads, so nothing else may fetch `rpcUrl` meanwhile.
 */
export async function capturePageRead(
  config: SiteConfig,
  chainId: number,
  rpcUrl: string,
  account: string,
): Promise<PageRequest[]> {
  const panel = toPanelConfig(config);
  const reader = createAccountReader({
    ...panel,
    chains: panel.chains.map((chain) => (chain.id === chainId ? { ...chain, rpcUrls: [rpcUrl] } : chain)),
  });
  const captured: PageRequest[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === rpcUrl && typeof init?.body === 'string') {
      const body = JSON.parse(init.body) as { method?: string };
      if (body.method !== 'eth_chainId') captured.push(body);
    }
    return realFetch(input, init);
  }) as typeof fetch;
  try {
    const [snapshot] = await reader.readChain(chainId, [{ address: account }]);
    if (snapshot?.status !== 'ok')
      throw new Error(`the page's read of chain ${chainId} failed: ${JSON.stringify(snapshot?.error)}`);
  } finally {
    globalThis.fetch = realFetch;
  }
  return captured;
}

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
