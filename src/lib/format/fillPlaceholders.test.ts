import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fillPlaceholders.ts';

describe('fillPlaceholders', () => {
  it('fills each placeholder with its text, every time it appears', () => {
    const fill = (name: string) => ({ wallet: 'Rabby', chain: 'Base' })[name];
    expect(fillPlaceholders('{wallet} on {chain}: open {wallet}', fill)).toBe('Rabby on Base: open Rabby');
  });

  it('leaves a placeholder it has no text for as written, and text that only looks like one alone', () => {
    const fill = (name: string) => (name === 'wallet' ? 'Rabby' : undefined);
    expect(fillPlaceholders('{wallet} {missing} { wallet } {}', fill)).toBe('Rabby {missing} { wallet } {}');
  });

  it('inserts a value as text, never as a pattern', () => {
    expect(fillPlaceholders('Waiting for {wallet}', () => '$& $1 {wallet}')).toBe(
      'Waiting for $& $1 {wallet}',
    );
  });
});
