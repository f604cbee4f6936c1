import type { PanelMessages } from '../../../i18n/catalogueTypes.ts';
import { isLocale } from '../../../lib/i18n/locales.ts';
import { loadPanelMessages } from '../../i18n/loadPanelMessages.ts';

/** The panel's words this module names AppKit's controls with. */
type Words = PanelMessages['ui'];

/** The panel's word for each of AppKit's icon-only buttons, by their `icon` attribute. */
const ICON_LABELS = {
  close: 'close',
  chevronLeft: 'back',
  helpCircle: 'whatIsAWallet',
  clock: 'activity',
  copy: 'copy',
} as const satisfies Readonly<Record<string, keyof Words>>;

/** True for an `icon` attribute this module has a word for. */
const isLabelledIcon = (icon: string | null): icon is keyof typeof ICON_LABELS =>
  icon !== null && Object.hasOwn(ICON_LABELS, icon);

/** The panel's words in the page's language: the `lang` its layout gives <html>, English for anything else. */
function loadWords(): Promise<Words> {
  const lang = document.documentElement.lang;
  return loadPanelMessages(isLocale(lang) ? lang : 'en').then((messages) => messages.ui);
}

/** Every element below `root`, shadow trees included. */
function* walk(root: ParentNode): Generator<Element> {
  for (const element of root.querySelectorAll('*')) {
    yield element;
    if (element.shadowRoot) yield* walk(element.shadowRoot);
  }
}

/** Gives AppKit's unnamed controls an accessible name in the page's language, touching only what lacks one. */
function labelControls(modal: Element, words: Words): void {
  for (const element of walk(modal.shadowRoot ?? modal)) {
    if (
      element.localName === 'wui-card' &&
      element.getAttribute('role') &&
      !element.hasAttribute('aria-label')
    ) {
      element.setAttribute('aria-label', words.allWalletsDialog);
    }
    if (element.localName === 'wui-icon-button') {
      const button = element.shadowRoot?.querySelector('button');
      const icon = element.getAttribute('icon');
      if (button && isLabelledIcon(icon) && !button.hasAttribute('aria-label')) {
        button.setAttribute('aria-label', words[ICON_LABELS[icon]]);
      }
    }
    if (element.localName === 'wui-certified-switch') {
      const toggle = [...walk(element.shadowRoot ?? element)].find((child) => child.localName === 'input');
      if (toggle && !toggle.hasAttribute('aria-label')) {
        toggle.setAttribute('aria-label', words.certifiedWalletsOnly);
      }
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
 * accessible name (axe: serious). This names them, in the panel's words for the page's language (already
 * loaded by the panel), whenever the modal opens or changes view: AppKit renders
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
  let words: Words | null = null;
  const label = () => {
    frame = 0;
    const modal = document.querySelector('w3m-modal');
    if (!observer || !modal) return;
    for (const root of shadowRoots(modal)) {
      if (observed.has(root)) continue;
      observed.add(root);
      observer.observe(root, { childList: true, subtree: true });
    }
    if (words) labelControls(modal, words);
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
  void loadWords().then((loaded) => {
    words = loaded;
    schedule();
  });
}
