/** Where each section below the hero opens (the owner's, then How it works): `<section class="section …`. */
const SECTION_OPENING = '<section class="section';

/** Each of the owner's sections (src/components/HomeSections.astro): no section nests inside one. */
const OWNER_SECTION = /<section class="section owner-section[\s\S]*?<\/section>/g;

/**
 * The home page's HTML up to the end of the hero, which holds the project's name, tagline, description and the
 * wallet panel: what must arrive in the first round trip whatever the sections below it hold. Null when the
 * page has no wallet panel or no section after it.
 */
export function heroAndPanelHtml(html: string): string | null {
  const panel = html.indexOf('class="wallet-panel"');
  const end = panel < 0 ? -1 : html.indexOf(SECTION_OPENING, panel);
  return end < 0 ? null : html.slice(0, end);
}

/** The home page's HTML with the owner's sections cut out, as the page is with none (their CSS aside). */
export const withoutOwnerSections = (html: string): string => html.replace(OWNER_SECTION, '');

/** True when the owner's sections, if any, all come after the hero and the wallet panel. */
export function sectionsFollowPanel(html: string): boolean {
  const first = heroAndPanelHtml(html);
  const owner = html.indexOf(`${SECTION_OPENING} owner-section`);
  return first !== null && (owner < 0 || owner >= first.length);
}
