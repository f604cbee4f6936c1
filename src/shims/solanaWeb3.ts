/**
 * Stands in for `@solana/web3.js`, which `@farcaster/miniapp-core` imports only for the host's Solana wallet
 * (its `Connection`, and the transaction classes that carry Solana requests to and from the host). This page reads
 * EVM chains and never asks a Solana wallet for anything, so none of it runs; standing in for the package keeps
 * its code (its own curves, codecs, JSON-RPC client and Buffer polyfill: most of the mini-app SDK's weight) out
 * of what a page inside a mini-app host loads. Aliased in astro.config.mjs; docs/appkit-upgrade.md lists it
 * among the seams.
 */
class NotOnThisPage {
  constructor() {
    throw new Error('This page does not use Solana.');
  }
}

export {
  NotOnThisPage as Connection,
  NotOnThisPage as Transaction,
  NotOnThisPage as VersionedMessage,
  NotOnThisPage as VersionedTransaction,
};
