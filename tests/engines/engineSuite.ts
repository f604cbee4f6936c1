import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { worldAccounts } from '../../rig/chain/worldAccounts.ts';
import { entriesMentioning, readOriginStorage } from '../../rig/e2e/loadBrowserStorage.ts';
import {
  CONNECT,
  expectConnected,
  expectSoon,
  openChooser,
  openPanel,
  readHolding,
  scanPairingQr,
  textOf,
} from '../../rig/engines/engineFlows.ts';
import type { Engine, EnginePage, Viewport } from '../../rig/engines/enginePage.ts';
import { loadEngineState } from '../../rig/engines/engineState.ts';
import type { InterceptProxy } from '../../rig/engines/startInterceptProxy.ts';
import { trackWallets } from '../../rig/engines/trackWallets.ts';
import { errorInEnglish } from '../../rig/i18n/inEnglish.ts';
import { installWalletIn, type WalletHost } from '../../rig/injectedWallet/installInjectedWallet.ts';
import { BAD_INPUTS } from '../../rig/inputs/badInputs.ts';
import { TEST_CHAINS } from '../../rig/site/testSiteConfig.ts';
import { startTestWallet } from '../../rig/walletconnect/startTestWallet.ts';
import type { PanelMessages } from '../../src/i18n/catalogueTypes.ts';
import arabic from '../../src/i18n/panel/ar.ts';
import german from '../../src/i18n/panel/de.ts';
import english from '../../src/i18n/panel/en.ts';
import { MAX_INPUT_LENGTH } from '../../src/lib/config/limits.ts';

const { ethereum, optimism } = TEST_CHAINS;
const ALICE = worldAccounts.alice.address;
const BOB = worldAccounts.bob.address;

/** Alice's figures as a language writes them: her ETH, her million TUSD and her dust, with their exact values. */
const FIGURES = {
  en: { eth: '12.345678', tusd: '1,000,000.123456', dust: '< 0.000001' },
  de: { eth: '12,345678', tusd: '1.000.000,123456', dust: '< 0,000001' },
};
const EXACT = { eth: '12.345678901234567891', tusd: '1000000.123456', dust: '0.000000000000000001' };

/** One bad input per error code the box can give (without tabs or line breaks, which a key press turns into moves). */
const ONE_BAD_INPUT_PER_CODE = BAD_INPUTS.filter(
  (bad, index) =>
    !/[\t\r\n]/.test(bad.input) && BAD_INPUTS.findIndex((other) => other.code === bad.code) === index,
);

/** The field of the watch form, which its label names in the page's language. */
const WATCH_FIELD = { css: 'textarea#watch-address' };

/** Checks alice's holdings as watch mode shows them, in `language`'s marks, with their exact values. */
async function expectAliceFigures(page: EnginePage, figures: (typeof FIGURES)['en']): Promise<void> {
  const expected = [
    [ethereum.name, 'ETH', figures.eth, EXACT.eth],
    [ethereum.name, 'TUSD', figures.tusd, EXACT.tusd],
    [optimism.name, 'DUST', figures.dust, EXACT.dust],
  ] as const;
  for (const [chain, symbol, text, exact] of expected) {
    await expectSoon(() => page.evaluate(readHolding, chain, symbol), {
      text,
      value: exact,
      title: `${exact} ${symbol}`,
    });
  }
}

/** Checks that watch mode in `panel`'s language is on, under its own badge. */
async function expectWatching(page: EnginePage, panel: PanelMessages): Promise<void> {
  await expectSoon(() => page.evaluate(textOf, '.wallet-panel .badge'), panel.ui.badgeWatching);
}

/** What an engine can do beyond the common suite. */
export interface EngineExtras<P extends EnginePage> {
  /** Carries a browser wallet into the page before its scripts (engines with preload scripts only). */
  walletHost?: (page: P) => WalletHost;
}

/**
 * The cross-engine suite: the same visits as the Chromium suite's core, in `engine`, each on a fresh page
 * whose third-party hosts go through `proxy`. Every test ends with no uncaught page error, and every wallet
 * request on the read-only allowlist.
 */
export function describeEngine<P extends EnginePage>(
  engine: Engine<P>,
  proxy: InterceptProxy,
  extras: EngineExtras<P> = {},
): void {
  const { siteUrl, relayUrl, chains } = loadEngineState();
  const rpcUrls = Object.fromEntries(chains.map((chain) => [chain.chainId, chain.nodeUrl]));

  describe(engine.name, () => {
    let page: P;
    let opened: P | null = null;
    const ledger = trackWallets();
    /** Opens this test's page (the desktop's unless `viewport` says otherwise). */
    const open = async (viewport?: Viewport) => {
      page = await engine.openPage(viewport);
      opened = page;
    };
    afterEach(async () => {
      if (!opened) return;
      const closing = opened;
      opened = null;
      const errors = await closing.pageErrors();
      await closing.close();
      expect(errors, 'uncaught errors in the page').toEqual([]);
    });
    afterAll(async () => {
      await engine.stop();
      await proxy.stop();
    });

    it('/ loads, in English, and its island hydrates with no page error', async () => {
      await open();
      await openPanel(page, `${siteUrl}/`);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await expectSoon(() => page.evaluate(textOf, CONNECT.css), english.ui.connectWallet);
    });

    it("pairs a phone wallet through the chooser's QR code, read from its pixels; a reload keeps the session; Disconnect clears it", async () => {
      await open();
      const wallet = await startTestWallet({
        relayUrl,
        accounts: [ALICE],
        chainIds: Object.keys(rpcUrls).map(Number),
        rpcUrls,
      });
      ledger.track('phone wallet (requests)', () => wallet.requests);
      ledger.track('phone wallet (session proposal)', () =>
        wallet.proposedMethods.map((method) => ({ method })),
      );
      try {
        await openPanel(page, `${siteUrl}/`);
        await openChooser(page);
        const uri = await scanPairingQr(page);
        await wallet.pair(uri);
        await expectConnected(page, ALICE);
        const reached = (host: string) => proxy.answered.some((url) => url.startsWith(host));
        expect(reached('wss://relay.walletconnect.org/'), 'the relay socket, on the local relay').toBe(true);
        expect(reached('https://verify.walletconnect.org/'), 'Verify, answered at once').toBe(true);
        const topics = wallet.sessions.map((session) => session.topic);
        const kept = await page.evaluate(readOriginStorage);
        expect(entriesMentioning(kept, ALICE), 'the session is kept while connected').not.toEqual([]);

        await page.reload();
        await expectConnected(page, ALICE);

        await page.click({ css: '.wallet-panel button', text: english.ui.disconnect });
        await expectSoon(() => page.evaluate(textOf, CONNECT.css), english.ui.connectWallet);
        await expectSoon(async () => {
          const left = await page.evaluate(readOriginStorage);
          return [ALICE, ...topics].flatMap((trace) => entriesMentioning(left, trace));
        }, []);
        await page.reload();
        await expectSoon(() => page.evaluate(textOf, CONNECT.css), english.ui.connectWallet);
      } finally {
        await wallet.stop();
      }
    });

    it('watch mode shows exact amounts in English (an ENS link) and German (typed in the box)', async () => {
      await open();
      await page.goto(`${siteUrl}/?address=alice.eth`);
      await expectWatching(page, english);
      await expectSoon(() => page.evaluate(textOf, '.wallet-panel .account-name'), 'alice.eth');
      await expectAliceFigures(page, FIGURES.en);

      await openPanel(page, `${siteUrl}/de/`);
      expect(await page.evaluate(textOf, 'label[for="watch-address"]')).toBe(german.ui.watchInputLabel);
      await page.submit(WATCH_FIELD, ALICE);
      await expectWatching(page, german);
      expect(await page.evaluate(() => location.pathname + location.search)).toBe(`/de/?address=${ALICE}`);
      await expectAliceFigures(page, FIGURES.de);
    });

    it('/ar/ reads right to left and fits a 360 px phone', async () => {
      await open({ width: 360, height: 740 });
      await page.goto(`${siteUrl}/ar/?address=${ALICE}`);
      await expectWatching(page, arabic);
      await expectSoon(() => page.evaluate(readHolding, ethereum.name, 'TUSD'), {
        text: FIGURES.en.tusd,
        value: EXACT.tusd,
        title: `${EXACT.tusd} TUSD`,
      });
      const layout = await page.evaluate(() => ({
        dir: document.documentElement.dir,
        panel: getComputedStyle(document.querySelector('.wallet-panel') ?? document.body).direction,
        width: window.innerWidth,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      }));
      expect(layout).toEqual({ dir: 'rtl', panel: 'rtl', width: 360, overflow: expect.any(Number) });
      expect(layout.overflow, 'nothing sticks out of a 360 px phone').toBeLessThanOrEqual(0);
    });

    it(`bad inputs typed in the box get their own message (${ONE_BAD_INPUT_PER_CODE.length} codes)`, async () => {
      await open();
      await openPanel(page, `${siteUrl}/`);
      for (const { name, input, code } of ONE_BAD_INPUT_PER_CODE) {
        await page.submit(WATCH_FIELD, input);
        const message = errorInEnglish({ code, values: { max: MAX_INPUT_LENGTH } });
        await expectSoon(
          async () => (await page.evaluate(textOf, '#watch-error'))?.startsWith(message) ?? false,
          true,
          `${name}: ${message}`,
        );
        expect(await page.evaluate(() => location.search), name).toBe('');
      }
    });

    const { walletHost } = extras;
    if (walletHost) {
      it('a browser wallet (EIP-6963) connects from the chooser', async () => {
        await open();
        const wallet = await installWalletIn(walletHost(page), {
          accounts: [BOB],
          chainId: ethereum.id,
          rpcUrls,
        });
        ledger.track(`browser wallet ${wallet.name}`, () => wallet.requests);
        await openPanel(page, `${siteUrl}/`);
        await openChooser(page);
        await page.click({ css: 'dialog.wallet-chooser [data-chooser-wallets] button', text: wallet.name });
        await expectConnected(page, BOB);
      });
    }
  });
}
