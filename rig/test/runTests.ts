import { type StdioOptions, spawn } from 'node:child_process';
import { ALONE_STARTED } from '../e2e/aloneProjectReporter.ts';
import { runCommand } from '../process/runCommand.ts';
import { GATEWAY_PROJECT } from './vitestProjects.ts';

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
  label: string;
  passed: boolean;
  output: string;
}

/** A command, its output kept to print once the step it runs beside is done. */
async function runKept(command: string, args: readonly string[]): Promise<Kept> {
  const label = [command, ...args].join(' ');
  try {
    return { label, passed: true, output: await runCommand(command, args) };
  } catch (error) {
    return { label, passed: false, output: error instanceof Error ? error.message : String(error) };
  }
}

/** Prints what {@link runKept} kept; returns whether it passed. */
function printKept({ label, passed, output }: Kept): boolean {
  process.stdout.write(`\n> ${label} (${passed ? 'passed' : 'FAILED'})\n${output.trim()}\n\n`);
  return passed;
}

/**
 * `npm test`. On 2 cores each of these leaves a core idle much of the time, so: the checks run beside Vitest,
 * and the gateway's workerd tests (mostly waiting on workerd's real time), then the cross-engine suite (Firefox
 * and WebKit), beside Playwright's tests that run one at a time, once they start
 * (rig/e2e/aloneProjectReporter.ts); all three at once are too much for 2 cores. Each prints after the step it
 * ran beside. It stops after the first step that fails, as `check && vitest && playwright && gateway && engines`
 * would, and exits non-zero.
 */
async function runTests(): Promise<number> {
  const checks = runKept('npm', ['run', 'check']);
  const vitest = await runShown('vitest', ['run', '--project', `!${GATEWAY_PROJECT}`]);
  if (!printKept(await checks) || vitest !== 0) return 1;
  let beside: Promise<Kept[]> | undefined;
  const startBeside = () => {
    beside ??= (async () => {
      const gateway = await runKept('vitest', ['run', '--project', GATEWAY_PROJECT]);
      return gateway.passed ? [gateway, await runKept('npm', ['run', 'test:engines'])] : [gateway];
    })();
    return beside;
  };
  const playwright = await runShown('playwright', ['test'], (message) => {
    if (message === ALONE_STARTED) startBeside();
  });
  // Playwright skips its alone tests after a failure: then nothing beside them started, as `&&` would have it.
  if (playwright !== 0 && !beside) return 1;
  const passed = (await startBeside()).map(printKept).every(Boolean);
  return passed && playwright === 0 ? 0 : 1;
}

process.exitCode = await runTests();
