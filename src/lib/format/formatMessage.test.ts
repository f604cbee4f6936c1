import { describe, expect, it } from 'vitest';
import { formatMessage } from './formatMessage.ts';

describe('formatMessage', () => {
  it('fills each placeholder, and leaves an unknown one as written', () => {
    expect(formatMessage('en', 'Switch to {chain}', { chain: 'Base' })).toBe('Switch to Base');
    expect(formatMessage('en', 'Switch to {chain}')).toBe('Switch to {chain}');
  });

  it('writes ids plainly and a count grouped as the locale groups numbers', () => {
    expect(formatMessage('de', 'Chain {chainId}', { chainId: 42161 })).toBe('Chain 42161');
    expect(formatMessage('de', { one: '{count} Token', other: '{count} Token' }, { count: 12345 })).toBe(
      '12.345 Token',
    );
  });

  it('picks the plural form of the locale’s rules', () => {
    const russian = {
      one: '{count} сеть',
      few: '{count} сети',
      many: '{count} сетей',
      other: '{count} сети',
    };
    expect([1, 3, 5, 21].map((count) => formatMessage('ru', russian, { count }))).toEqual([
      '1 сеть',
      '3 сети',
      '5 сетей',
      '21 сеть',
    ]);
    const arabic = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };
    expect([0, 1, 2, 3, 11, 100].map((count) => formatMessage('ar', arabic, { count }))).toEqual([
      'z',
      'o',
      't',
      'f',
      'm',
      'x',
    ]);
  });

  it('writes a duration in the locale’s words: ago, or a span', () => {
    const ago = { seconds: 300n, style: 'ago' } as const;
    const span = { seconds: 3_600n, style: 'span' } as const;
    expect(formatMessage('en', 'updated {age}', { age: ago })).toBe('updated 5 minutes ago');
    expect(formatMessage('de', 'aktualisiert {age}, höchstens {span}', { age: ago, span })).toBe(
      'aktualisiert vor 5 Minuten, höchstens 1 Stunde',
    );
  });
});
