import { afterEach, describe, expect, it, vi } from 'vitest';
import { MINI_APP_INTENT } from '../lib/miniApp/isInMiniAppHost.ts';
import { setSessionFlag } from '../lib/wallet/sessionFlag.ts';
import intentDirective from './intent.ts';

/** The `modulepreload` links the directive added for the test's island, by href (Vitest's page has its own). */
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"][href^="/intent-test/"]')].map((link) =>
    link.getAttribute('href'),
  );

/** The stylesheet preloads the directive added for the test's island, by href. */
const stylePreloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="style"][href^="/intent-test/"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Lets the page's queued tasks run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * An island element as Astro renders it, with the module hints the build writes, under `client:intent` (with
 * `value`, as `client:intent="mini-app"` gives it).
 */
function mountIsland(value = '') {
  const island = document.createElement('astro-island');
  island.setAttribute('data-modules-base', '/intent-test/');
  island.setAttribute('data-modules', 'panel client');
  island.setAttribute('data-account-modules', 'account');
  island.setAttribute('data-account-styles', 'accountView');
  document.body.append(island);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  intentDirective(load, { name: 'intent', value }, island);
  return { island, load, hydrate };
}

/** Takes the test's island and its preloads out of the page, and the reasons to hydrate at once. */
function cleanUp(): void {
  for (const element of document.querySelectorAll('astro-island, link[href^="/intent-test/"]'))
    element.remove();
  window.localStorage.clear();
  window.history.replaceState(null, '', window.location.pathname);
}

afterEach(cleanUp);

describe('client:intent', () => {
  // This page is in a frame (Vitest's): framed, a site without mini apps still waits for intent.
  it('waits for a sign of intent, then asks for every chunk of the island at once and hydrates, once', async () => {
    const { island, load, hydrate } = mountIsland();
    await nextTask();
    expect(load).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    island.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual(['/intent-test/panel.js', '/intent-test/client.js']);
    expect(stylePreloads()).toEqual([]);
  });

  it('hydrates at once, with the account view’s chunks and styles, for a watch link or a stored session', async () => {
    for (const arrange of [
      () => window.history.replaceState(null, '', '?address=0x0000000000000000000000000000000000000001'),
      () => setSessionFlag('injected'),
      () => setSessionFlag('base-account'),
    ]) {
      arrange();
      const { hydrate } = mountIsland();
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
      expect(preloads()).toEqual([
        '/intent-test/panel.js',
        '/intent-test/client.js',
        '/intent-test/account.js',
      ]);
      expect(stylePreloads()).toEqual(['/intent-test/accountView.css']);
      cleanUp();
    }
  });

  it('hydrates at once inside a mini-app host on a site with mini apps on, without the account view’s chunks', async () => {
    // Vitest runs this page in a frame: as a mini-app host frames the site.
    expect(window.parent).not.toBe(window);
    const { hydrate } = mountIsland(MINI_APP_INTENT);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(preloads()).toEqual(['/intent-test/panel.js', '/intent-test/client.js']);
    expect(stylePreloads()).toEqual([]);
  });
});
