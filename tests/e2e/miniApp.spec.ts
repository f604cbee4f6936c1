import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { loadE2eState } from '../../rig/e2e/e2eState.ts';
import { expect, test } from '../../rig/e2e/test.ts';
import { routeMiniAppHost } from '../../rig/miniApp/routeMiniAppHost.ts';
import {
  TEST_CHAINS,
  TEST_MINI_APP_HOST,
  testMiniApp,
  testSiteConfigInput,
} from '../../rig/site/testSiteConfig.ts';
import { resolveSiteConfig } from '../../src/lib/config/resolveSiteConfig.ts';
import { buildMiniAppManifest, MINI_APP_MANIFEST_PATH } from '../../src/lib/miniApp/buildMiniAppManifest.ts';

const ALICE = worldAccounts.alice.address;
/** The site the tests build with mini apps on (and no WalletConnect project). */
const miniAppSite = () => loadE2eState().noProjectSiteUrl;
const HOST_WALLET = {
  uuid: 'b3c7f1de-5a9e-4f1c-9e3a-2d7c0a9e1f42',
  name: 'Farcaster Wallet',
  rdns: 'xyz.farcaster.wallet',
  icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/%3E',
};

/** The CSP directive `name` of a response's headers, as its sources. */
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

test('with mini apps on: framed only by the named hosts, and the manifest is served from the config', async () => {
  const response = await fetch(`${miniAppSite()}/`);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(directive(csp, 'frame-ancestors')).toEqual(['https://farcaster.xyz', 'https://base.app']);
  expect(response.headers.get('x-frame-options')).toBeNull();
  const manifest = await fetch(`${miniAppSite()}${MINI_APP_MANIFEST_PATH}`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
  const config = resolveSiteConfig({ ...testSiteConfigInput, miniApp: testMiniApp }, {});
  expect(await manifest.json()).toEqual(buildMiniAppManifest(config));

  // The site without mini apps: no one frames it, and it has no manifest.
  const plain = await fetch(`${loadE2eState().siteUrl}/`);
  expect(directive(plain.headers.get('content-security-policy') ?? '', 'frame-ancestors')).toEqual([
    "'none'",
  ]);
  expect(plain.headers.get('x-frame-options')).toBe('DENY');
  expect((await fetch(`${loadE2eState().siteUrl}${MINI_APP_MANIFEST_PATH}`)).status).toBe(404);
});

test('in a mini-app host: the page greets the host at once, lists its wallet, connects and shows the account', async ({
  page,
  walletLedger,
}) => {
  const calls = await routeMiniAppHost(page, `${TEST_MINI_APP_HOST}/miniapps/harbor`, {
    appUrl: `${miniAppSite()}/`,
    accounts: [ALICE],
    chainId: TEST_CHAINS.ethereum.id,
    info: HOST_WALLET,
  });
  walletLedger.track('mini-app host wallet', () =>
    calls.flatMap((entry) =>
      entry.call === 'ethProviderRequestV2' ? [{ method: String(entry.detail) }] : [],
    ),
  );
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${TEST_MINI_APP_HOST}/miniapps/harbor`);
  // No intent: inside a host the page hydrates and greets it at once, which ends the host's splash screen.
  await expect.poll(() => calls.map((entry) => entry.call)).toContain('ready');
  expect(scripts.some((url) => /\/startMiniAppHost\.[\w-]+\.js$/.test(url))).toBe(true);
  expect(calls[0]?.call, 'the host wallet is asked for before the splash ends').toBe(
    'eip6963RequestProvider',
  );

  const app = page.frameLocator('iframe');
  await app.getByRole('button', { name: 'Connect wallet' }).click();
  const chooser = app.getByRole('dialog', { name: 'Connect a wallet' });
  await chooser.getByRole('button', { name: /^Farcaster Wallet/ }).click();
  await expect(app.locator('.wallet-panel .badge', { hasText: 'Connected' })).toBeVisible();
  await expect(app.locator('.wallet-panel .account-address .mono')).toHaveText(ALICE);
  expect(calls.filter((entry) => entry.call === 'ethProviderRequestV2').map((entry) => entry.detail)).toEqual(
    expect.arrayContaining(['eth_requestAccounts', 'eth_chainId']),
  );
});

test('with mini apps on but opened as a page of its own, it loads nothing before intent', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`${miniAppSite()}/`, { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
});
