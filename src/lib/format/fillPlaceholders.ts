/**
 * Fills each `{name}` of `template` with `fill(name)`; a placeholder `fill` has no text for stays as written, so
 * a missing value shows rather than vanishing. The one placeholder rule of every message: `formatMessage` uses
 * it, and so does the inline chooser, whose words need no plural rules or number formats.
 */
export function fillPlaceholders(template: string, fill: (name: string) => string | undefined): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => fill(name) ?? placeholder);
}
