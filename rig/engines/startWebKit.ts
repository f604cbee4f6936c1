import { execFileSync, spawn } from 'node:child_process';
import { findFreePort } from '../process/findFreePort.ts';
import { killWithParent } from '../process/killWithParent.ts';
import { cropPng, type PixelRect } from './cropPng.ts';
import {
  DESKTOP_VIEWPORT,
  type Engine,
  type EnginePage,
  FIND_TIMEOUT_MS,
  type Target,
} from './enginePage.ts';
import { findTarget, readPageErrors, recordPageErrors } from './pageScripts.ts';
import { startXvfb } from './startXvfb.ts';
import { startWebDriverSession, type WebDriverElement, type WebDriverSession } from './webDriverClient.ts';

/** The narrowest MiniBrowser window, in device pixels: its toolbar's width. */
const NARROWEST_WINDOW = 447;

/**
 * Device pixels per CSS pixel for pages narrower than {@link NARROWEST_WINDOW}, as on a phone's screen: a
 * driver of its own runs with `GDK_DPI_SCALE` at this (WebKitGTK turns it into page zoom), so a 360 px
 * viewport is a 720 px window. Only that driver: WebKitGTK 2.50 then places WebDriver's pointer by device
 * pixels, so hover and click would miss.
 */
const PHONE_SCALE = 2;

/** The largest window either driver opens, in device pixels (the Xvfb screen holds it). */
const SCREEN = '1400x1800';

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver drives (from Debian's libwebkit2gtk-4.1-0). */
export function miniBrowserPath(): string {
  const files = execFileSync('dpkg', ['-L', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' }).split('\n');
  const found = files.find((file) => file.endsWith('/MiniBrowser'));
  if (!found) throw new Error('MiniBrowser not found: install libwebkit2gtk-4.1-0 (with webkit2gtk-driver)');
  return found;
}

/** `return (fn)(...arguments)`: a function as the body of a WebDriver script. */
const scriptOf = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments);`;

/** Polls for `target` until it is rendered (or fails after {@link FIND_TIMEOUT_MS}). */
async function locate(session: WebDriverSession, target: Target): Promise<WebDriverElement> {
  const deadline = Date.now() + FIND_TIMEOUT_MS;
  for (;;) {
    const found = await session.execute<WebDriverElement | null>(scriptOf(findTarget), [
      target.css,
      target.text ?? null,
    ]);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no element ${target.css} "${target.text ?? ''}" shown`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An {@link EnginePage} over one WebDriver classic session (no preload scripts: errors are hooked after load). */
function webKitPage(session: WebDriverSession): EnginePage {
  const hookErrors = () => session.execute(scriptOf(recordPageErrors));
  return {
    goto: async (url) => {
      await session.navigate(url);
      await hookErrors();
    },
    reload: async () => {
      await session.refresh();
      await hookErrors();
    },
    evaluate: (fn, ...args) => session.execute(scriptOf(fn as (...args: never[]) => unknown), args),
    isShown: async (target) =>
      (await session.execute(scriptOf(findTarget), [target.css, target.text ?? null])) !== null,
    hover: async (target) => session.moveTo(await locate(session, target)),
    click: async (target) => session.click(await locate(session, target)),
    submit: async (target, text) => session.type(await locate(session, target), `${text}\uE007`),
    // The viewport's pixels, cut to the element: WebKitGTK 2.50's element screenshot is shifted for an
    // element inside a modal dialog (the top layer).
    screenshot: async (target) => {
      const rect = await session.execute<PixelRect>(
        'const box = arguments[0].getBoundingClientRect(); const scale = window.devicePixelRatio;' +
          ' return { x: box.x * scale, y: box.y * scale, width: box.width * scale, height: box.height * scale };',
        [await locate(session, target)],
      );
      return cropPng(await session.screenshot(), rect);
    },
    pageErrors: () => session.execute(scriptOf(readPageErrors)),
    close: () => session.close(),
  };
}

/** A running WebKitWebDriver: its URL and a stop. */
interface Driver {
  url: string;
  stop(): Promise<void>;
}

/** Starts WebKitWebDriver on a free port on `display`, its browsers zoomed by `scale`. */
async function startDriver(display: string, scale: number): Promise<Driver> {
  const port = await findFreePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display, GDK_DPI_SCALE: String(scale) },
    stdio: 'ignore',
  });
  const dismissWatchdog = driver.pid === undefined ? async () => {} : killWithParent(driver.pid);
  const exited = new Promise<void>((resolve) => driver.once('exit', () => resolve()));
  const stop = async () => {
    driver.kill('SIGTERM');
    await exited;
    await dismissWatchdog();
  };
  const url = `http://127.0.0.1:${port}`;
  await waitForDriver(url).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}

/**
 * Starts WebKitGTK for the suite: an Xvfb display (MiniBrowser has no headless mode), WebKitWebDriver on a free
 * port, and per page a new session of MiniBrowser in automation mode (its own ephemeral storage), its traffic
 * through the proxy at `proxyAddress`, whose certificate the session accepts. Phone-sized pages get a driver
 * of their own ({@link PHONE_SCALE}). The name carries the version the browser reports.
 */
export async function startWebKit(proxyAddress: string): Promise<Engine> {
  const display = await startXvfb(SCREEN);
  const drivers: Promise<Driver>[] = [];
  const stop = async () => {
    const started = await Promise.allSettled(drivers);
    for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
    await display.stop();
  };
  // MiniBrowser's own proxy switch: with the WebDriver `proxy` capability, WebKitGTK 2.50 sent no HTTPS
  // request to the proxy at all (it goes there as a plain-HTTP proxy with CONNECT, like Firefox's).
  const capabilities = {
    acceptInsecureCerts: true,
    'webkitgtk:browserOptions': {
      binary: miniBrowserPath(),
      args: ['--automation', `--proxy=http://${proxyAddress}`, '--ignore-host=127.0.0.1'],
    },
  };
  try {
    const desktop = startDriver(display.display, 1);
    drivers.push(desktop);
    let phone: Promise<Driver> | undefined;
    const first = await startWebDriverSession((await desktop).url, capabilities);
    const version = String(first.capabilities.browserVersion ?? '');
    await first.close();
    return {
      name: `WebKitGTK ${version.split('.').slice(0, 2).join('.')}`,
      openPage: async ({ width, height } = DESKTOP_VIEWPORT) => {
        const scale = width < NARROWEST_WINDOW ? PHONE_SCALE : 1;
        if (scale !== 1 && !phone) {
          phone = startDriver(display.display, scale);
          drivers.push(phone);
        }
        const driver = await (scale === 1 ? desktop : (phone as Promise<Driver>));
        // Now and then, on a busy machine, a new MiniBrowser never answers its new session: start another.
        // Only the browser's start is tried again, never a test's steps.
        const session = await startWebDriverSession(driver.url, capabilities).catch(() =>
          startWebDriverSession(driver.url, capabilities),
        );
        await session.setWindowRect(width * scale, height * scale);
        return webKitPage(session);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits until the driver at `url` answers `/status` as ready. */
async function waitForDriver(url: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ready = await fetch(`${url}/status`)
      .then(async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready)
      .catch(() => false);
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
