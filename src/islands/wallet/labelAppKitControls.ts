/** Names for AppKit's icon-only buttons, by their `icon` attribute. */
const ICON_LABELS: Readonly<Record<string, string>> = {
  close: 'Close',
  chevronLeft: 'Back',
  helpCircle: 'What is a wallet?',
  clock: 'Activity',
  copy: 'Copy',
};

const SCAN_INTERVAL_MS = 250;

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

/**
 * AppKit 1.8's modal leaves its dialog, its icon-only header buttons and the "certified" switch without an
 * accessible name (axe: serious). While the modal is open, this names them, so screen readers can use it.
 */
export function labelAppKitControls(
  isOpen: () => boolean,
  onOpenChange: (listener: () => void) => void,
): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const sync = () => {
    const modal = document.querySelector('w3m-modal');
    if (isOpen() && modal) {
      labelControls(modal);
      timer ??= setInterval(() => labelControls(modal), SCAN_INTERVAL_MS);
    } else {
      clearInterval(timer);
      timer = undefined;
    }
  };
  onOpenChange(sync);
  sync();
}
