const sheets = new Map<string, Promise<void>>();

/**
 * Adds the stylesheet at `href` to the end of the page's head, after the page's own styles, and resolves once it
 * has loaded, so what it styles never shows unstyled. A sheet that fails to load resolves too (content unstyled
 * beats content withheld) and is tried again on the next call. Each sheet is added once.
 */
export function loadStylesheet(href: string): Promise<void> {
  const known = sheets.get(href);
  if (known) return known;
  const sheet = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      sheets.delete(href);
      link.remove();
      resolve();
    };
    document.head.append(link);
  });
  sheets.set(href, sheet);
  return sheet;
}
