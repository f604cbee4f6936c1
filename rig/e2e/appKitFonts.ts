import type { Page } from '@playwright/test';

/**
 * Every text in AppKit's modal with the font family it resolves to (first family of the computed stack, read
 * where the text is laid out: its slot when slotted), e.g. `wui-button "Copy link": ui-monospace`.
 */
export function modalTextFonts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: ParentNode) => {
      for (const element of root.querySelectorAll('*')) {
        for (const node of element.childNodes) {
          const text = node.nodeType === Node.TEXT_NODE ? node.textContent?.trim() : '';
          if (!text) continue;
          const styled = (node as Text).assignedSlot ?? element;
          const family = getComputedStyle(styled).fontFamily.split(',')[0]?.trim().replace(/"/g, '');
          found.push(`${element.localName} "${text.slice(0, 40)}": ${family}`);
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    const modal = document.querySelector('w3m-modal');
    if (modal?.shadowRoot) walk(modal.shadowRoot);
    return found;
  });
}
