import { describe, expect, it } from 'vitest';
import {
  findHardCodedTextInAstro,
  findHardCodedTextInTs,
  findHardCodedTextInTsx,
} from './findHardCodedText.ts';

describe('findHardCodedTextInTsx', () => {
  it('finds JSX text, rendered literals and read attributes', () => {
    const source = [
      'export const A = ({ on }) => (',
      '  <p className="note" aria-label="Close">',
      '    Connect wallet',
      "    {on ? 'Try again' : text.t('x')}",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a component's source, as the finder reads it
      '    <input placeholder={`Search ${n}`} />',
      '  </p>',
      ');',
    ].join('\n');
    expect(findHardCodedTextInTsx(source).map((found) => [found.line, found.text])).toEqual([
      [2, 'Close'],
      [3, 'Connect wallet'],
      [4, 'Try again'],
      [5, 'Search'],
    ]);
  });

  it('lets through catalogue calls, class names, symbols and words the same in every language', () => {
    const source = [
      'export const A = () => (',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a component's source, as the finder reads it
      '  <span className={`badge ${kind}`} title={text.t("copy")}>',
      "    — {text.t('check', { name: 'x' })} × {n} WalletConnect ERC-721",
      '  </span>',
      ');',
    ].join('\n');
    expect(findHardCodedTextInTsx(source)).toEqual([]);
  });
});

describe('findHardCodedTextInAstro', () => {
  it('finds text between tags and in read attributes, outside frontmatter, expressions and styles', () => {
    const source = [
      '---',
      "const title = 'Not this';",
      '---',
      '<nav aria-label="Main">',
      '  <a href="/">{m.home}</a> How it works',
      '  <p>{list.map((item) => <li>{item}</li>)}</p>',
      '</nav>',
      '<style>.a { content: "Not this"; }</style>',
    ].join('\n');
    expect(findHardCodedTextInAstro(source).map((found) => [found.line, found.text])).toEqual([
      [4, 'Main'],
      [5, 'How it works'],
    ]);
  });
});

describe('findHardCodedTextInTs', () => {
  it('finds literals written to read properties and attributes, through the constants they come from', () => {
    const source = [
      "const LABELS = { close: 'Close', 'aria-label': words.ui.back };",
      'export function label(button, hint, icon) {',
      "  button.setAttribute('aria-label', 'Connect a wallet');",
      '  const name = LABELS[icon];',
      "  if (name) button.setAttribute('aria-label', name);",
      "  hint.textContent = icon === 'copy' ? 'Copied' : '';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a module's source, as the finder reads it
      '  hint.title = `Open ${icon}`;',
      '}',
    ].join('\n');
    expect(findHardCodedTextInTs(source).map((found) => [found.line, found.text])).toEqual([
      [1, 'Close'],
      [3, 'Connect a wallet'],
      [6, 'Copied'],
      [7, 'Open'],
    ]);
  });

  it('lets through catalogue lookups, other attributes, comparisons and words the same in every language', () => {
    const source = [
      "element.setAttribute('data-state', 'Open now');",
      "element.textContent = format(words.ui.approveIn, { wallet: 'Rainbow wallet' });",
      "element.title = kind === 'phone wallet' ? words.ui.a : words.ui.b;",
      "element.ariaLabel = 'WalletConnect';",
    ].join('\n');
    expect(findHardCodedTextInTs(source)).toEqual([]);
  });
});
