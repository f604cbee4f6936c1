import { execFileSync } from 'node:child_process';
import { type Browser, type ElementHandle, launch, type Page } from 'puppeteer-core';
import { injectedWalletScript } from '../injectedWallet/injectedWalletScript.ts';
import type { WalletHost } from '../injectedWallet/installInjectedWallet.ts';
import {
  DESKTOP_VIEWPORT,
  type Engine,
  type EnginePage,
  FIND_TIMEOUT_MS,
  type Target,
  type Viewport,
} from './enginePage.ts';
import { findTarget, readPageErrors, recordPageErrors } from './pageScripts.ts';

/** A Firefox page: an {@link EnginePage} that can also carry a browser wallet (BiDi has preload scripts). */
export interface FirefoxPage extends EnginePage {
  walletHost: WalletHost;
}

/** Debian's Firefox ESR on PATH. */
function firefoxPath(): string {
  return execFileSync('sh', ['-c', 'command -v firefox-esr || command -v firefox'], {
    encoding: 'utf8',
  }).trim();
}

/** Waits for `target` to be rendered and returns it. */
async function locate(page: Page, target: Target): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    findTarget,
    { timeout: FIND_TIMEOUT_MS, polling: 100 },
    target.css,
    target.text ?? null,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`no element ${target.css} "${target.text ?? ''}" shown`);
  return element;
}

/** An {@link EnginePage} over a puppeteer page in its own browser context (fresh storage). */
async function firefoxPage(browser: Browser, viewport: Viewport): Promise<FirefoxPage> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  await page.evaluateOnNewDocument(recordPageErrors);
  return {
    goto: async (url) => {
      await page.goto(url);
    },
    reload: async () => {
      await page.reload();
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...args: unknown[]) => unknown, ...args) as never,
    isShown: async (target) => (await page.evaluate(findTarget, target.css, target.text ?? null)) !== null,
    hover: async (target) => (await locate(page, target)).hover(),
    click: async (target) => (await locate(page, target)).click(),
    submit: async (target, text) => {
      const field = await locate(page, target);
      await field.click({ count: 3 });
      await page.keyboard.press('Backspace');
      await field.type(text);
      await page.keyboard.press('Enter');
    },
    screenshot: async (target) => Buffer.from(await (await locate(page, target)).screenshot()),
    pageErrors: async () => [...errors, ...(await page.evaluate(readPageErrors))],
    close: () => context.close(),
    walletHost: {
      exposeRequestHandler: (handler) => page.exposeFunction('__testWalletRequest', handler),
      addWalletScript: async (info) => {
        await page.evaluateOnNewDocument(injectedWalletScript, info);
      },
      emit: async (event, payload) => {
        await page.evaluate(
          (name, data) =>
            (window as unknown as { __testWalletEmit(e: unknown, d: unknown): void }).__testWalletEmit(
              name,
              data,
            ),
          event,
          payload,
        );
      },
    },
  };
}

/**
 * Starts the stock Firefox (ESR on Debian) headless through puppeteer over WebDriver BiDi, with a fresh
 * profile, its traffic through the proxy at `proxyAddress` (127.0.0.1 itself goes direct) and that proxy's
 * certificate accepted. The name carries the version the browser reports.
 */
export async function startFirefox(proxyAddress: string): Promise<Engine<FirefoxPage>> {
  const [host, port] = proxyAddress.split(':');
  const executablePath = firefoxPath();
  const browser = await launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    timeout: 60_000,
    acceptInsecureCerts: true,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': host,
      'network.proxy.http_port': Number(port),
      'network.proxy.ssl': host,
      'network.proxy.ssl_port': Number(port),
      'network.proxy.no_proxies_on': '127.0.0.1',
    },
  });
  // BiDi reports the version number; whether it is an ESR build only the binary's own --version says.
  const [, major = ''] = /(\d+)\./.exec(await browser.version()) ?? [];
  const esr = /esr/i.test(execFileSync(executablePath, ['--version'], { encoding: 'utf8' }));
  return {
    name: `Firefox${esr ? ' ESR' : ''} ${major}`,
    openPage: (viewport = DESKTOP_VIEWPORT) => firefoxPage(browser, viewport),
    stop: () => browser.close(),
  };
}
