import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { formatSlowestTests, type TimedTest } from '../measure/slowestTests.ts';

/** A Playwright reporter that prints the ten slowest tests (each attempt counted on its own) when the run ends. */
export default class SlowestTestsReporter implements Reporter {
  private readonly finished: TimedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const retry = result.retry > 0 ? ` (retry ${result.retry})` : '';
    this.finished.push({
      name: `${test.titlePath().slice(3).join(' › ')}${retry}`,
      location: `${file}:${test.location.line}`,
      durationMs: result.duration,
    });
  }

  onEnd(): void {
    const report = formatSlowestTests(this.finished);
    if (report) process.stdout.write(`\n${report}`);
  }
}
