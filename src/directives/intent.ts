import type { ClientDirective } from 'astro';
import { preloadModules, preloadStyles } from '../lib/html/preloadHinted.ts';
import { isInMiniAppHost, MINI_APP_INTENT } from '../lib/miniApp/isInMiniAppHost.ts';
import { hasSessionFlag } from '../lib/wallet/sessionFlag.ts';

/** Events that show a visitor means to use the island. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/** True when the page has an account to show at once: a watch link or a stored wallet session. */
function hasAccountToShow(): boolean {
  return new URLSearchParams(window.location.search).has('address') || hasSessionFlag();
}

/**
 * `client:intent`: hydrates on the first sign of intent (pointer over, focus, touch, click), or at once when
 * there is a reason: an account to show, or (on a site with mini apps on, `client:intent="mini-app"`) a mini-app
 * host, which shows its splash screen until the page greets it. A tap on Connect before then is not lost: the
 * page's static wallet chooser answers it, and hands the choice to the island once it is live.
 */
const intentDirective: ClientDirective = (load, options, el) => {
  const account = hasAccountToShow();
  const atOnce = account || (options.value === MINI_APP_INTENT && isInMiniAppHost(window));
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, true);
    // Every chunk of the island at once, rather than the component's imports only once it has arrived; first,
    // since hydrating can then overlap what downloads next.
    preloadModules(el, 'data-modules', 'high');
    // With an account to show at once (a shared link, a stored session), the account view's code and styles
    // come too.
    if (account) {
      preloadModules(el, 'data-account-modules', 'high');
      preloadStyles(el, 'data-account-styles');
    }
    const hydrate = await load();
    await hydrate();
  };
  if (atOnce) {
    void start();
    return;
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
};

export default intentDirective;
