import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { formatSlowestTests, type TimedTest } from './slowestTests.ts';

/** A Vitest reporter that prints the ten slowest tests when the run ends (Vitest has no such summary). */
export class SlowestVitestReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const finished: TimedTest[] = testModules.flatMap((module) =>
      [...module.children.allTests()].flatMap((test) => {
        const duration = test.diagnostic()?.duration;
        if (duration === undefined) return [];
        const file = relative(process.cwd(), module.moduleId);
        const location = test.location ? `${file}:${test.location.line}` : file;
        return [{ name: test.fullName, location, durationMs: duration }];
      }),
    );
    const report = formatSlowestTests(finished);
    if (report) process.stdout.write(`\n${report}`);
  }
}
