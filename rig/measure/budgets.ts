/** The budgets of docs/performance.md ("Budgets"): bytes are checked by `npm test`, timings reported by the bench. */
export const BUDGETS = {
  /** gzip bytes of JS a first-time visitor fetches before showing intent. */
  jsBeforeIntentGzipBytes: 5 * 1024,
  /** gzip bytes of the HTML of any page in any language, critical CSS included: one round trip. */
  htmlGzipBytes: 14 * 1024,
  /** Tap on Connect to wallet choices on screen, on Lighthouse's slow phone with a cold cache. */
  mobileTapToChoicesMs: 1_500,
  /** gzip bytes of JS fetched from page load until the WalletConnect QR code is scannable. */
  qrJsGzipBytes: 250 * 1024,
  /** Click on Connect, then the QR option, to a scannable QR code on a desktop, cold cache. */
  desktopClickToQrMs: 300,
  /** The same after the pointer rested on Connect (the pairing is made meanwhile). */
  desktopHoverClickToQrMs: 100,
  /** Slow phone, cold: tap on Connect until a tapped wallet entry opens its link carrying a live pairing URI. */
  mobileTapToWalletLinkMs: 2_500,
  lcpMs: 1_000,
  tbtMs: 0,
  cls: 0,
  lighthouseScore: 100,
} as const;
