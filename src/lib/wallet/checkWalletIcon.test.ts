import { describe, expect, it } from 'vitest';
import { checkWalletIcon } from './checkWalletIcon.ts';
import { MAX_ICON_BYTES } from './walletAppSchema.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const svg = (inner: string, prologue = '') =>
  bytes(`${prologue}<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${inner}</svg>`);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const WEBP = bytes('RIFF\u0024\0\0\0WEBPVP8 ');

describe('checkWalletIcon', () => {
  it('tells PNG, JPEG and WebP by their first bytes', () => {
    expect(checkWalletIcon(PNG)).toEqual({ extension: 'png' });
    expect(checkWalletIcon(JPEG)).toEqual({ extension: 'jpg' });
    expect(checkWalletIcon(WEBP)).toEqual({ extension: 'webp' });
  });

  it.each([
    ['a plain drawing', svg('<path fill="#fff" d="M0 0h28v28H0z"/>')],
    [
      'an XML declaration, a BOM and a comment',
      svg('<rect/>', '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n'),
    ],
    [
      'gradients referenced inside the file',
      svg('<rect fill="url(#a)"/><use href="#b"/><use xlink:href= "#c"/>'),
    ],
    ['the xlink namespace', bytes('<svg xmlns:xlink="http://www.w3.org/1999/xlink"><rect/></svg>')],
  ])('accepts an SVG with %s', (_, icon) => {
    expect(checkWalletIcon(icon)).toEqual({ extension: 'svg' });
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>'), /<script>/],
    ['an event handler', svg('<rect onload="alert(1)"/>'), /event handler/],
    ['an event handler in capitals', svg('<rect ONCLICK = "x"/>'), /event handler/],
    ['an embedded page', svg('<foreignObject><div/></foreignObject>'), /embedded document/],
    ['an entity', bytes('<svg><!ENTITY x "y"></svg>'), /entity/],
    ['an external image', svg('<image href="https://tracker.example/p.png"/>'), /href/],
    ['an external xlink', svg('<use xlink:href="other.svg#a"/>'), /href/],
    ['an external url()', svg('<rect style="fill:url(https://x.example/a)"/>'), /url\(\)/],
    ['a quoted external url()', svg(`<rect fill="url('data:image/png;base64,AA')"/>`), /url\(\)/],
    ['a CSS import', svg('<style>@import "https://x.example/a.css";</style>'), /@import/],
    ['a javascript: URL', svg('<a target="javascript:alert(1)"/>'), /javascript:/],
  ])('refuses an SVG with %s', (_, icon, reason) => {
    const check = checkWalletIcon(icon);
    expect('problem' in check && check.problem).toMatch(reason);
  });

  it.each([
    ['an empty file', new Uint8Array(), /empty/],
    ['HTML', bytes('<!doctype html><html><body>Not found</body></html>'), /not a PNG, JPEG, WebP or SVG/],
    ['JSON', bytes('{"error":"not found"}'), /not a PNG, JPEG, WebP or SVG/],
    ['a GIF', bytes('GIF89a\u0001\0\u0001\0'), /not a PNG, JPEG, WebP or SVG/],
    ['a RIFF that is not WebP', bytes('RIFF\u0024\0\0\0WAVEfmt '), /not a PNG, JPEG, WebP or SVG/],
  ])('refuses %s', (_, icon, reason) => {
    const check = checkWalletIcon(icon);
    expect('problem' in check && check.problem).toMatch(reason);
  });

  it('takes an icon of exactly the cap and refuses one byte more', () => {
    const atCap = new Uint8Array(MAX_ICON_BYTES);
    atCap.set(PNG);
    expect(checkWalletIcon(atCap)).toEqual({ extension: 'png' });
    const over = new Uint8Array(MAX_ICON_BYTES + 1);
    over.set(PNG);
    expect(checkWalletIcon(over)).toEqual({
      problem: `${MAX_ICON_BYTES + 1} bytes is over the ${MAX_ICON_BYTES}-byte cap`,
    });
  });
});
