import { describe, expect, it } from 'vitest';
import { isInMiniAppHost } from './isInMiniAppHost.ts';

/** A window, as far as the check reads one: framed (its parent another window) or not. */
function pageOf(fields: { framed?: boolean; webView?: boolean }): Window {
  const page: Record<string, unknown> = {};
  page.parent = fields.framed ? {} : page;
  if (fields.webView) page.ReactNativeWebView = { postMessage: () => undefined };
  return page as unknown as Window;
}

describe('isInMiniAppHost', () => {
  it('says yes in a frame or in a phone app’s WebView, no in a page of its own', () => {
    expect(isInMiniAppHost(pageOf({}))).toBe(false);
    expect(isInMiniAppHost(pageOf({ framed: true }))).toBe(true);
    expect(isInMiniAppHost(pageOf({ webView: true }))).toBe(true);
  });

  it('says no when the page cannot even be asked', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
      },
    ) as Window;
    expect(isInMiniAppHost(hostile)).toBe(false);
  });
});
