import { execFileSync } from 'node:child_process';

/** Where `command` is on PATH, or undefined. */
function findCommand(command: string): string | undefined {
  return (
    execFileSync('sh', ['-c', `command -v ${command} || true`], { encoding: 'utf8' }).trim() || undefined
  );
}

/** Debian's Chromium, found on PATH (or CHROME_PATH): nothing is downloaded. The bench measures with it. */
export function chromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  const chromium = findCommand('chromium');
  if (!chromium) throw new Error('Chromium not found: apt-get install chromium, or set CHROME_PATH');
  return chromium;
}

/**
 * The Chromium the tests drive: CHROME_PATH, else Debian's `chromium-headless-shell` where installed (the same
 * Chromium build without the browser's UI, and what Playwright itself runs for headless tests), else
 * {@link chromiumPath}. On 2 cores the shell takes the end-to-end suite from about 3 min 55 s to 2 min 45 s.
 */
export function testChromiumPath(): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return findCommand('chromium-headless-shell') ?? chromiumPath();
}

/** Flags for a quiet, offline headless Chromium; any host but 127.0.0.1 fails to resolve. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
