/** The URLs of the chunks `element` names in `attribute` (see addModuleHints.ts). */
function hintedUrls(element: Element | null, attribute: string): string[] {
  const names = element?.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [];
  const base = element?.getAttribute('data-modules-base') ?? '';
  return names.map((name) => `${base}${name}.js`);
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
  priority: 'high' | 'low' | 'auto' = 'auto',
): void {
  for (const href of hintedUrls(element, attribute)) {
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.fetchPriority = priority;
    document.head.append(link);
  }
}
