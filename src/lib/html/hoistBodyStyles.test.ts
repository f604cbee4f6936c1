import { describe, expect, it } from 'vitest';
import { hoistBodyStyles } from './hoistBodyStyles.ts';

describe('hoistBodyStyles', () => {
  it('moves styles out of the body into the end of the head, keeping everything else in place', () => {
    const html =
      '<!doctype html><html><head><title>t</title><style>h1{}</style></head><body><section><style>astro-island{display:contents}</style><script>x()</script><p>a</p></section></body></html>';
    expect(hoistBodyStyles(html)).toBe(
      '<!doctype html><html><head><title>t</title><style>h1{}</style><style>astro-island{display:contents}</style></head><body><section><script>x()</script><p>a</p></section></body></html>',
    );
  });

  it('leaves a document without body styles untouched', () => {
    const html = '<html><head><style>a{}</style></head><body><p>style</p></body></html>';
    expect(hoistBodyStyles(html)).toBe(html);
  });
});
