/** The budgets of docs/performance.md ("Budgets"): bytes are checked by `npm test`, timings reported by the bench. */
export const BUDGETS = {
  /** gzip bytes of JS a first-time visitor fetches before showing intent. */
  jsBeforeIntentGzipBytes: 5 * 1024,
  /** gzip bytes of the HTML of `/`, critical CSS included: one round trip. */
  htmlGzipBytes: 14 * 1024,
  /** Tap on Connect to wallet choices on screen, on Lighthouse's slow phone with a cold cache. */
  mobileTapToChoicesMs: 1_500,
  lcpMs: 1_000,
  tbtMs: 0,
  cls: 0,
  lighthouseScore: 100,
} as const;
