import type { BrowserContext } from '@playwright/test';
import { baseAccountPopupScript } from './baseAccountPopupScript.ts';

/** Base Account's popup host, which the SDK opens from the page (`@base-org/account`'s `CB_KEYS_URL`). */
export const BASE_ACCOUNT_POPUP = /^https:\/\/keys\.coinbase\.com\//;

/** What the stand-in popup was told and asked, in order. */
export type PopupReport =
  | { kind: 'config'; data: { preference?: Record<string, unknown>; metadata?: Record<string, unknown> } }
  | { kind: 'request'; method: string; params: unknown };

/** The stand-in popup's side of a test: the popup URLs the page opened, and what each popup heard. */
export interface BaseAccountPopup {
  urls: string[];
  reports: PopupReport[];
  /** The methods the page's SDK asked the popup for, in order (`handshake` first). */
  methods(): string[];
}

/**
 * Answers every load of Base Account's popup in `context` with a local stand-in page that speaks the SDK's own
 * message protocol (rig/baseAccount/baseAccountPopupScript.ts) and holds `wallet.accounts`: the real popup,
 * keys.coinbase.com, cannot be reached offline. Routed on the context, since the popup is a page of its own.
 */
export async function routeBaseAccountPopup(
  context: BrowserContext,
  wallet: { accounts: string[]; chainIds: number[] },
): Promise<BaseAccountPopup> {
  const urls: string[] = [];
  const reports: PopupReport[] = [];
  await context.exposeBinding('__baseAccountPopupReport', (_source, entry: PopupReport) => {
    reports.push(entry);
  });
  const body = `<!doctype html><title>Base Account</title><script>(${baseAccountPopupScript.toString()})(${JSON.stringify(wallet)})</script>`;
  await context.route(BASE_ACCOUNT_POPUP, (route) => {
    urls.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body });
  });
  return {
    urls,
    reports,
    methods: () => reports.flatMap((entry) => (entry.kind === 'request' ? [entry.method] : [])),
  };
}
