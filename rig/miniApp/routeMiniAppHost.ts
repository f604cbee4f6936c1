import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { type HostWallet, miniAppHostScript } from './miniAppHostScript.ts';

/** One call the mini app made to its host. */
export interface HostCall {
  call: 'ready' | 'eip6963RequestProvider' | 'ethProviderRequestV2';
  detail: unknown;
}

/** comlink's browser build, the one `@farcaster/miniapp-sdk` itself uses: the host speaks its protocol. */
function comlinkScript(): string {
  const sdk = createRequire(import.meta.url).resolve('@farcaster/miniapp-sdk');
  return readFileSync(createRequire(sdk).resolve('comlink/dist/umd/comlink.min.js'), 'utf8');
}

/**
 * Answers `hostUrl` in `page` with a stand-in mini-app host (rig/miniApp/miniAppHostScript.ts) that frames
 * `wallet.appUrl` and offers it `wallet`, and records every call the mini app makes to it. The host's origin must
 * be one the site's `frame-ancestors` allows.
 */
export async function routeMiniAppHost(page: Page, hostUrl: string, wallet: HostWallet): Promise<HostCall[]> {
  const calls: HostCall[] = [];
  // A public origin (the host) framing 127.0.0.1 is a request into the local network, which Chromium's Local
  // Network Access checks refuse unless the visitor allowed it; the real site is public, so the test allows it.
  await page.context().grantPermissions(['local-network-access']);
  await page.exposeBinding('__miniAppHostReport', (_source, entry: HostCall) => {
    calls.push(entry);
  });
  const body = [
    '<!doctype html><title>Mini-app host</title><body>',
    `<script>${comlinkScript()}</script>`,
    `<script>(${miniAppHostScript.toString()})(${JSON.stringify(wallet)})</script>`,
  ].join('');
  await page.route(`${new URL(hostUrl).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body }),
  );
  return calls;
}
