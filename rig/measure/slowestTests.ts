/** One finished test: its name, where it is, and how long it ran. */
export interface TimedTest {
  name: string;
  location: string;
  durationMs: number;
}

/** A duration as a reader scans it: `950 ms`, `12.3 s`, `1 min 05 s`. */
function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1_000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The `count` slowest of `tests`, slowest first, as a heading and one aligned line each ('' for none). */
export function formatSlowestTests(tests: readonly TimedTest[], count = 10): string {
  const slowest = [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
  if (slowest.length === 0) return '';
  const durations = slowest.map((test) => formatDuration(test.durationMs));
  const width = Math.max(...durations.map((text) => text.length));
  const lines = slowest.map(
    (test, index) => `  ${durations[index]?.padStart(width)}  ${test.location} › ${test.name}`,
  );
  return `Slowest ${slowest.length} of ${tests.length} tests:\n${lines.join('\n')}\n`;
}
