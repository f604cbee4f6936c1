/**
 * Stands in for the `cross-fetch` package, which WalletConnect's HTTP connection imports for its `fetch`: every
 * browser (and Node 22) has one, so the page ships no fetch polyfill on the way to the QR code (its weight:
 * docs/performance.md, "Costs behind the chooser and the panel"). Aliased in astro.config.mjs; docs/appkit-upgrade.md lists it among the seams.
 */
const crossFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export default crossFetch;
