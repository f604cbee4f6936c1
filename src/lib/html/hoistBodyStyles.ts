const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/gi;

/**
 * Moves every `<style>` element of an HTML document's body to the end of its head, where HTML allows it.
 * Astro writes the island styles (`astro-island{display:contents}`) next to the first island, inside the
 * page's content; moved, they apply the same way.
 */
export function hoistBodyStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  const bodyStart = html.indexOf('<body', headEnd);
  if (headEnd < 0 || bodyStart < 0) return html;
  const styles: string[] = [];
  const body = html.slice(bodyStart).replace(STYLE_ELEMENT, (style) => {
    styles.push(style);
    return '';
  });
  if (styles.length === 0) return html;
  return `${html.slice(0, headEnd)}${styles.join('')}${html.slice(headEnd, bodyStart)}${body}`;
}
