import { AppError } from '../errors/AppError.ts';
import type { WalletApp } from './walletAppSchema.ts';

/** A WalletConnect pairing URI: `wc:` and printable ASCII, as `core.pairing` formats it. */
const WC_URI = /^wc:[\x21-\x7e]+$/;

/**
 * A native link's base as Reown AppKit's `CoreHelperUtil.formatNativeUrl` makes it: `scheme:` (or any form
 * without `://`) becomes `scheme://` with every `/` and `:` dropped, and the base ends with one `/` added if
 * it has none.
 */
function toNativeBase(native: string): string {
  const base = native.includes('://') ? native : `${native.replaceAll('/', '').replaceAll(':', '')}://`;
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The link that opens `app` with the pairing `uri`: its universal link when it has one,
 * `<universal>/wc?uri=<encoded uri>` with exactly one `/` before `wc` (AppKit's `formatUniversalUrl` keeps
 * extra ones), else `<native base>wc?uri=<encoded uri>`. Pure and synchronous, so it can run inside the tap
 * that opens the wallet. Throws WALLET_URI_INVALID for anything but a `wc:` URI.
 */
export function buildWalletLink(app: Pick<WalletApp, 'name' | 'native' | 'universal'>, uri: string): string {
  if (!WC_URI.test(uri)) throw new AppError('WALLET_URI_INVALID');
  const query = `wc?uri=${encodeURIComponent(uri)}`;
  if (app.universal !== null) return `${app.universal.replace(/\/+$/, '')}/${query}`;
  if (app.native !== null) return `${toNativeBase(app.native)}${query}`;
  throw new AppError('CONFIG_INVALID', { message: `The wallet app ${app.name} has no link.` });
}
