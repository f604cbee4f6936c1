import { type StdioOptions, spawn } from 'node:child_process';
import { ALONE_STARTED } from '../e2e/aloneProjectReporter.ts';
import { runCommand } from '../process/runCommand.ts';

/**
 * Runs `command` with its output on this terminal; resolves with its exit code (1 when a signal ended it).
 * Given `onMessage`, the command gets a Node IPC channel, and each message it sends goes there.
 */
function runShown(
  command: string,
  args: readonly string[],
  onMessage?: (message: unknown) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const stdio: StdioOptions = onMessage ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit';
    const child = spawn(command, args, { stdio });
    if (onMessage) child.on('message', onMessage);
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** What {@link runKept} ran and kept. */
interface Kept {
  script: string;
  passed: boolean;
  output: string;
}

/** An npm script, its output kept to print once the step it runs beside is done. */
async function runKept(script: string): Promise<Kept> {
  try {
    return { script, passed: true, output: await runCommand('npm', ['run', script]) };
  } catch (error) {
    return { script, passed: false, output: error instanceof Error ? error.message : String(error) };
  }
}

/** Prints what {@link runKept} kept; returns whether it passed. */
function printKept({ script, passed, output }: Kept): boolean {
  process.stdout.write(`\n> npm run ${script} (${passed ? 'passed' : 'FAILED'})\n${output.trim()}\n\n`);
  return passed;
}

/**
 * `npm test`. On 2 cores each of these leaves a core idle much of the time, so: the checks run beside Vitest,
 * and the cross-engine suite (Firefox and WebKit) beside Playwright's tests that run one at a time, once they
 * start (rig/e2e/aloneProjectReporter.ts); each prints after the step it ran beside. It stops after the first
 * step that fails, as `check && vitest && playwright && engines` would, and exits non-zero.
 */
async function runTests(): Promise<number> {
  const checks = runKept('check');
  const vitest = await runShown('vitest', ['run']);
  if (!printKept(await checks) || vitest !== 0) return 1;
  let engines: Promise<Kept> | undefined;
  const startEngines = () => {
    engines ??= runKept('test:engines');
    return engines;
  };
  const playwright = await runShown('playwright', ['test'], (message) => {
    if (message === ALONE_STARTED) startEngines();
  });
  // Playwright skips its alone tests after a failure: then the engines never started, as `&&` would have it.
  if (playwright !== 0 && !engines) return 1;
  return printKept(await startEngines()) && playwright === 0 ? 0 : 1;
}

process.exitCode = await runTests();
