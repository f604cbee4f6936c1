import { describe, expect, it } from 'vitest';
import { heroAndPanelHtml, sectionsFollowPanel, withoutOwnerSections } from './homeHtmlParts.ts';

const HERO = '<main><section class="hero"><h1>Name</h1><div class="wallet-panel">Connect</div></section>';
const OWNER =
  '<section class="section owner-section owner-faq" id="faq"><h2>FAQ</h2><details><summary>Q</summary></details></section>';
const HOW = '<section class="section" id="how-it-works"><h2>How</h2></section></main>';

describe('home page HTML parts', () => {
  it('cuts the HTML at the first section after the wallet panel', () => {
    expect(heroAndPanelHtml(`${HERO}${OWNER}${HOW}`)).toBe(HERO);
    expect(heroAndPanelHtml(`${HERO}${HOW}`)).toBe(HERO);
    expect(heroAndPanelHtml('<main>no panel</main>')).toBeNull();
  });

  it('cuts out every owner section, and nothing else', () => {
    expect(withoutOwnerSections(`${HERO}${OWNER}${OWNER}${HOW}`)).toBe(`${HERO}${HOW}`);
  });

  it('knows whether the owner’s sections all follow the panel', () => {
    expect(sectionsFollowPanel(`${HERO}${OWNER}${HOW}`)).toBe(true);
    expect(sectionsFollowPanel(`${HERO}${HOW}`)).toBe(true);
    expect(sectionsFollowPanel(`<main>${OWNER}${HERO}${HOW}`)).toBe(false);
  });
});
