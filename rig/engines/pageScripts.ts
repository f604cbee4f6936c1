/**
 * Runs in the page (sent as its source, like every function here, so it uses nothing outside itself): the
 * first rendered match of `css` whose `aria-label` or rendered text starts with `text`, or null.
 */
export function findTarget(css: string, text: string | null): Element | null {
  /** Its `aria-label`, else its rendered text, spaces squeezed. */
  const label = (element: Element) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a visitor reads it (CSS hides the phone or desktop wording)
    (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
      .replace(/\s+/g, ' ')
      .trim();
  for (const element of document.querySelectorAll(css)) {
    if (element.getClientRects().length === 0) continue;
    if (text === null || label(element).startsWith(text)) return element;
  }
  return null;
}

/**
 * Runs in the page before its own scripts (or right after a load, where the engine has no preload scripts):
 * keeps every uncaught error and unhandled rejection in `window.__engineErrors`.
 */
export function recordPageErrors(): void {
  const page = window as unknown as { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const errors: string[] = [];
  page.__engineErrors = errors;
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled: ${String(event.reason)}`));
}

/** Runs in the page: what {@link recordPageErrors} kept. */
export function readPageErrors(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [];
}
