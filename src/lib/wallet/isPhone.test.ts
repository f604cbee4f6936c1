import { describe, expect, it } from 'vitest';
import { isPhone } from './isPhone.ts';

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('isPhone', () => {
  it('is false for a desktop with a mouse', () => {
    expect(isPhone({ coarsePointer: false, userAgent: DESKTOP })).toBe(false);
  });

  it('is true for phones and tablets by their user agent', () => {
    for (const userAgent of [IPHONE, ANDROID, IPAD])
      expect(isPhone({ coarsePointer: false, userAgent })).toBe(true);
  });

  it('is true wherever the primary pointer is a finger, whatever the agent says (an iPad asking for desktop sites)', () => {
    expect(isPhone({ coarsePointer: true, userAgent: DESKTOP })).toBe(true);
  });
});
