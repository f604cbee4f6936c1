/**
 * Stands in for `@base-org/account`'s telemetry loader (`dist/core/telemetry/initCCA.js`), which runs an inlined
 * script (about 29 KiB gzip) that reports to Coinbase's telemetry host. The page turns telemetry off
 * (`preference: { telemetry: false }`, src/islands/wallet/baseAccount/createBaseAccountConnection.ts), so the
 * loader is never called; standing in for it keeps its script out of the page's code altogether, so no telemetry
 * can leave the page even if an SDK upgrade changed how the preference is read. Aliased in astro.config.mjs;
 * docs/appkit-upgrade.md lists it among the seams.
 */
export const loadTelemetryScript = (): Promise<void> => Promise.resolve();
