/** The URLs of the files `element` names in `attribute` (see addModuleHints.ts), each ending in `extension`. */
function hintedUrls(element: Element | null, attribute: string, extension: '.js' | '.css'): string[] {
  const names = element?.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [];
  const base = element?.getAttribute('data-modules-base') ?? '';
  return names.map((name) => `${base}${name}${extension}`);
}

/** How soon a preload is wanted against other downloads (`fetchpriority`). */
type Priority = 'high' | 'low' | 'auto';

/** Adds `<link rel="…" href="…">` to the head, once per URL, at `priority`; `as` says what a preload is. */
function appendLink(rel: 'modulepreload' | 'preload', href: string, priority: Priority, as?: 'style'): void {
  if (document.head.querySelector(`link[rel="${rel}"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.fetchPriority = priority;
  if (as) link.as = as;
  document.head.append(link);
}

/**
 * Starts fetching (and compiling) the chunks `element` names in `attribute` (see addModuleHints.ts), each
 * once, with `<link rel="modulepreload">`: what a later `import()` needs is then on its way at once, instead of
 * one chunk after another. `priority` orders them against other downloads on a thin connection. Nothing runs;
 * an element without the hint is left alone.
 */
export function preloadModules(
  element: Element | null,
  attribute: string,
  priority: Priority = 'auto',
): void {
  for (const href of hintedUrls(element, attribute, '.js')) appendLink('modulepreload', href, priority);
}

/**
 * Starts fetching, at high priority, the stylesheets `element` names in `attribute`, each once, with
 * `<link rel="preload" as="style">`: the sheet applies only when the code that needs it adds it.
 */
export function preloadStyles(element: Element | null, attribute: string): void {
  for (const href of hintedUrls(element, attribute, '.css')) appendLink('preload', href, 'high', 'style');
}
