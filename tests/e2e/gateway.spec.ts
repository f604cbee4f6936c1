import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { collectResponses } from '../../rig/e2e/collectResponses.ts';
import { expectConnected, nodeUrls, pickBrowserWallet } from '../../rig/e2e/connectFlows.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { chainCard, holdingRow } from '../../rig/e2e/panel.ts';
import { expect, RUNS_ALONE, rpcMethods, test } from '../../rig/e2e/test.ts';
import { setRpcFault } from '../../rig/e2e/testControl.ts';
import { installInjectedWallet } from '../../rig/injectedWallet/installInjectedWallet.ts';
import { loadFileTree } from '../../rig/site/loadFileTree.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import english from '../../src/i18n/panel/en.ts';
import { GATEWAY_ERROR_CODES } from '../../src/lib/gatewayContract/gatewayContract.ts';

/**
 * The site's own RPC gateway (/rpc/*, a Worker beside the static assets), as the built site is served: the
 * browser reads only its own origin, and the upstreams, whose URLs hold keys, stay in the Worker.
 */

const { ethereum, optimism, base } = TEST_CHAINS;
const ALICE = worldAccounts.alice.address;

/** What a visitor must never see: each upstream's secret path and its host, and the proxies behind it. */
function secrets(): string[] {
  return loadE2eState().chains.flatMap((chain) => {
    const upstream = new URL(chain.upstreamUrl);
    return [
      upstream.pathname.slice(1),
      upstream.host,
      new URL(chain.proxyUrl).host,
      new URL(chain.nodeUrl).host,
    ];
  });
}

test('the page reads every chain at /rpc/<chainId> on its own origin, and no provider key reaches it', async ({
  page,
  siteUrl,
  pageRecord,
  walletLedger,
}) => {
  const responses = collectResponses(
    page,
    async (response) =>
      `${response.url()} ${JSON.stringify(await response.allHeaders())} ${await response.text().catch(() => '')}`,
  );
  await page.goto(`${siteUrl}/?address=alice.eth`);
  await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
    '1,000,000.123456',
  );
  await expect(page.locator('.account-total-usd')).toHaveText(/^\$/);

  // And while connected, where AppKit and the wallet read through the same gateway.
  const wallet = await installInjectedWallet(page, {
    accounts: [ALICE],
    chainId: base.id,
    rpcUrls: nodeUrls(),
  });
  walletLedger.track('extension', () => wallet.requests);
  await pickBrowserWallet(page, siteUrl, wallet);
  await expectConnected(page, ALICE);
  await expect(holdingRow(chainCard(page, base.name), 'WHOLE').locator('.holding-amount')).toHaveText('7');

  const origin = new URL(siteUrl).origin;
  const rpcUrls = pageRecord.requests.filter((url) => /\/rpc\/\d+$/.test(url));
  expect(rpcUrls.length).toBeGreaterThan(0);
  expect(rpcUrls.every((url) => url.startsWith(`${origin}/rpc/`))).toBe(true);
  for (const chain of [ethereum, optimism, base])
    expect(rpcMethods(pageRecord, chain.id)).toContain('eth_call');
  const seen = await responses.done();
  const leaks = secrets().filter((secret) => seen.some((text) => text.includes(secret)));
  expect(leaks, 'upstream keys or hosts in what the page received').toEqual([]);
  const files = await loadFileTree(loadE2eState().siteDir);
  expect(
    files.filter((file) => secrets().some((secret) => file.text.includes(secret))).map((file) => file.path),
  ).toEqual([]);
});

test('only /rpc/* runs the Worker: every other path is a static asset with the site’s headers', async ({
  request,
  siteUrl,
}) => {
  const home = await request.get(`${siteUrl}/`);
  expect(home.headers()['content-security-policy']).toContain("connect-src 'self'");
  // No RPC origin is allowed: the page reads its own origin only.
  expect(home.headers()['content-security-policy']).not.toMatch(/connect-src [^;]*127\.0\.0\.1/);
  const missing = await request.get(`${siteUrl}/rpc-not-the-gateway`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  const worker = await request.get(`${siteUrl}/rpc/${ethereum.id}`);
  expect(worker.status()).toBe(405);
  expect(worker.headers()['content-security-policy']).toBeUndefined();
  expect(await worker.json()).toMatchObject({
    jsonrpc: '2.0',
    error: { code: GATEWAY_ERROR_CODES.invalidRequest },
  });
});

test('the gateway forwards only what the page needs: a send, a foreign target or an oversized batch is refused', async ({
  request,
  siteUrl,
}) => {
  const rpc = (body: unknown) =>
    request.post(`${siteUrl}/rpc/${ethereum.id}`, {
      data: body,
      headers: { 'content-type': 'application/json' },
    });
  const call = (method: string, params: unknown[], id = 1) => ({ jsonrpc: '2.0', id, method, params });
  expect(await (await rpc(call('eth_blockNumber', []))).json()).toMatchObject({ id: 1, result: /^0x/ });
  expect(await (await rpc(call('eth_sendRawTransaction', ['0x00']))).json()).toMatchObject({
    error: { code: GATEWAY_ERROR_CODES.refused },
  });
  const foreign = call('eth_call', [
    { to: '0x000000000000000000000000000000000000dEaD', data: '0x' },
    'latest',
  ]);
  expect(await (await rpc(foreign)).json()).toMatchObject({ error: { code: GATEWAY_ERROR_CODES.refused } });
  const batch = Array.from({ length: 21 }, (_, index) => call('eth_blockNumber', [], index));
  expect(await (await rpc(batch)).json()).toMatchObject({ error: { code: GATEWAY_ERROR_CODES.tooLarge } });
});

test('direct mode (rpcGateway: false) still reads the chains from the browser, with the same messages', {
  tag: RUNS_ALONE,
}, async ({ page, pageRecord }) => {
  const { directSiteUrl, chains } = loadE2eState();
  await setRpcFault(optimism.id, 'wrongChainId');
  const response = await page.goto(`${directSiteUrl}/?address=alice.eth`);
  await expect(holdingRow(chainCard(page, ethereum.name), 'TUSD').locator('.holding-amount')).toHaveText(
    '1,000,000.123456',
  );
  await expect(chainCard(page, optimism.name).getByRole('alert')).toContainText(
    english.errors.RPC_WRONG_CHAIN,
  );
  const proxies = chains.map((chain) => chain.proxyUrl);
  expect(pageRecord.rpc.length).toBeGreaterThan(0);
  expect(pageRecord.requests.some((url) => /\/rpc\/\d+$/.test(url))).toBe(false);
  expect(pageRecord.requests.filter((url) => proxies.includes(url)).length).toBeGreaterThan(0);
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  for (const proxy of proxies) expect(policy).toContain(new URL(proxy).origin);
});
