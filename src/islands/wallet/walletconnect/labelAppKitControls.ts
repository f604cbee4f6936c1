/** Names for AppKit's icon-only buttons, by their `icon` attribute. */
const ICON_LABELS: Readonly<Record<string, string>> = {
  close: 'Close',
  chevronLeft: 'Back',
  helpCircle: 'What is a wallet?',
  clock: 'Activity',
  copy: 'Copy',
};

/** Every element below `root`, shadow trees included. */
function* walk(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* walk(element.shadowRoot);
  }
}

/** Gives AppKit's unnamed controls an accessible name, touching only what lacks one. */
function labelControls(modal: Element): void {
  for (const element of walk(modal.shadowRoot ?? modal)) {
    if (
      element.localName === 'wui-card' &&
      element.getAttribute('role') &&
      !element.hasAttribute('aria-label')
    ) {
      element.setAttribute('aria-label', 'Connect a wallet');
    }
    if (element.localName === 'wui-icon-button') {
      const button = element.shadowRoot?.querySelector('button');
      const label = ICON_LABELS[element.getAttribute('icon') ?? ''];
      if (button && label && !button.hasAttribute('aria-label')) button.setAttribute('aria-label', label);
    }
    if (element.localName === 'wui-certified-switch') {
      const toggle = [...walk(element.shadowRoot ?? element)].find((child) => child.localName === 'input');
      if (toggle && !toggle.hasAttribute('aria-label'))
        toggle.setAttribute('aria-label', 'Certified wallets only');
    }
  }
}

/** Every shadow root at or below `root`. */
function* shadowRoots(root: Element): Generator<ShadowRoot> {
  if (root.shadowRoot) yield root.shadowRoot;
  for (const element of walk(root.shadowRoot ?? root)) if (element.shadowRoot) yield element.shadowRoot;
}

/**
 * AppKit 1.8's modal leaves its dialog, its icon-only header buttons and the "certified" switch without an
 * accessible name (axe: serious). This names them whenever the modal opens or changes view: AppKit renders
 * each view into nested shadow roots over a few frames, so the labels are applied once the view's elements
 * are in place, and again whenever elements are added to a shadow root already seen (a mutation observer per
 * shadow root; none is left running while the modal is closed). No polling.
 */
export function labelAppKitControls(
  isOpen: () => boolean,
  onOpenChange: (listener: () => void) => void,
  onViewChange: (listener: () => void) => void,
): void {
  let observer: MutationObserver | null = null;
  let observed = new WeakSet<ShadowRoot>();
  let frame = 0;
  const label = () => {
    frame = 0;
    const modal = document.querySelector('w3m-modal');
    if (!observer || !modal) return;
    for (const root of shadowRoots(modal)) {
      if (observed.has(root)) continue;
      observed.add(root);
      observer.observe(root, { childList: true, subtree: true });
    }
    labelControls(modal);
  };
  const schedule = () => {
    if (observer && frame === 0) frame = requestAnimationFrame(label);
  };
  const sync = () => {
    if (isOpen()) {
      observer ??= new MutationObserver(schedule);
      schedule();
      return;
    }
    observer?.disconnect();
    observer = null;
    observed = new WeakSet();
    cancelAnimationFrame(frame);
    frame = 0;
  };
  onOpenChange(sync);
  onViewChange(schedule);
  sync();
}
