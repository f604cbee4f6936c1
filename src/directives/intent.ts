import type { ClientDirective } from 'astro';
import { hasSessionFlag } from '../lib/wallet/sessionFlag.ts';

/** Events that show a visitor means to use the island. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart', 'click'] as const;

/** True when the page has a reason to hydrate without waiting: a watch link or a stored wallet session. */
function hasReasonToHydrate(): boolean {
  return new URLSearchParams(window.location.search).has('address') || hasSessionFlag();
}

/**
 * `client:intent`: hydrates on the first sign of intent (pointer over, focus, touch, click), or at once when
 * there is a reason. A click on a `[data-intent]` control before hydration is kept in `data-pending-intent`,
 * for the island to act on once it is live.
 */
const intentDirective: ClientDirective = (load, _options, el) => {
  let started = false;
  let hydrated = false;
  const keepClick = (event: Event) => {
    if (hydrated) return;
    const target = event.target instanceof Element ? event.target.closest('[data-intent]') : null;
    if (target instanceof HTMLElement && target.dataset.intent) {
      el.setAttribute('data-pending-intent', target.dataset.intent);
    }
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) el.removeEventListener(type, start, true);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', keepClick, true);
  };
  el.addEventListener('click', keepClick, true);
  if (hasReasonToHydrate()) {
    void start();
    return;
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, start, { capture: true, passive: true });
};

export default intentDirective;
