/**
 * Starts fetching (and compiling) the chunks `element` names in `attribute` (see addModuleHints.ts), each
 * once, with `<link rel="modulepreload">`: what a later `import()` needs is then on its way at once, instead of
 * one chunk after another. Nothing runs; an element without the hint is left alone.
 */
export function preloadModules(element: Element | null, attribute: string): void {
  const names = element?.getAttribute(attribute)?.split(' ').filter(Boolean) ?? [];
  const base = element?.getAttribute('data-modules-base') ?? '';
  for (const name of names) {
    const href = `${base}${name}.js`;
    if (document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
