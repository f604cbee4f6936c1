import { spawn } from 'node:child_process';
import { runCommand } from '../process/runCommand.ts';

/** Runs `command` with its output on this terminal; resolves with its exit code (1 when a signal ended it). */
function runShown(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** `npm run check` (Biome, then astro check), its output kept to print once Vitest is done. */
async function runChecks(): Promise<{ passed: boolean; output: string }> {
  try {
    return { passed: true, output: await runCommand('npm', ['run', 'check']) };
  } catch (error) {
    return { passed: false, output: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * `npm test`: the checks run beside Vitest, which on 2 cores leaves one idle much of the time, and print after
 * it; then Playwright in Chromium, then the cross-engine suite. It stops after the first step that fails, as
 * `check && vitest && playwright && engines` would, and exits non-zero.
 */
async function runTests(): Promise<number> {
  const checks = runChecks();
  const vitest = await runShown('vitest', ['run']);
  const { passed, output } = await checks;
  process.stdout.write(`\n> npm run check (${passed ? 'passed' : 'FAILED'})\n${output.trim()}\n\n`);
  if (!passed || vitest !== 0) return 1;
  if ((await runShown('playwright', ['test'])) !== 0) return 1;
  return runShown('npm', ['run', 'test:engines']);
}

process.exitCode = await runTests();
