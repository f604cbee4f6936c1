const UNITS: [bigint, string, string][] = [
  [86_400n, 'day', 'days'],
  [3_600n, 'hour', 'hours'],
  [60n, 'minute', 'minutes'],
  [1n, 'second', 'seconds'],
];

/** A duration in whole seconds as a person says it, in its largest whole unit: "1 day", "5 minutes". */
export function formatAge(seconds: bigint): string {
  for (const [size, one, many] of UNITS) {
    if (seconds >= size || size === 1n) {
      const count = seconds / size;
      return `${count} ${count === 1n ? one : many}`;
    }
  }
  return `${seconds} seconds`;
}
