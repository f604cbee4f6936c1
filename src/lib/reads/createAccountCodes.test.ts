import { describe, expect, it } from 'vitest';
import { CODE_REREAD_REFRESHES, createAccountCodes } from './createAccountCodes.ts';

const ACCOUNT = '0x7702770277027702770277027702770277027702';

describe('createAccountCodes', () => {
  it(`reads an account's code on its first refresh, then on every ${CODE_REREAD_REFRESHES}th refresh after`, () => {
    const codes = createAccountCodes();
    const steps = [];
    for (let refresh = 0; refresh < 2 * CODE_REREAD_REFRESHES + 1; refresh++) {
      const step = codes.next(1, ACCOUNT);
      steps.push(step);
      if (step.read) codes.remember(1, ACCOUNT, '0x');
    }
    expect(steps.map((step) => step.read)).toEqual(
      steps.map((_, refresh) => refresh % CODE_REREAD_REFRESHES === 0),
    );
    expect(steps.map((step) => step.known)).toEqual(
      steps.map((_, refresh) => (refresh === 0 ? undefined : '0x')),
    );
  });

  it('reads again on the next refresh when a read brought no code, and keeps each chain and account apart', () => {
    const codes = createAccountCodes(3);
    expect(codes.next(1, ACCOUNT)).toEqual({ known: undefined, read: true });
    expect(codes.next(1, ACCOUNT)).toEqual({ known: undefined, read: true });
    codes.remember(1, ACCOUNT.toUpperCase().replace('0X', '0x'), '0xef0100aa');
    expect(codes.next(1, ACCOUNT)).toEqual({ known: '0xef0100aa', read: false });
    expect(codes.next(10, ACCOUNT)).toEqual({ known: undefined, read: true });
    expect(codes.next(1, `0x${'1'.repeat(40)}`)).toEqual({ known: undefined, read: true });
    expect(codes.next(1, ACCOUNT)).toEqual({ known: '0xef0100aa', read: false });
    // The third refresh since the code was read reads it; it failed, so the next one reads it too.
    expect(codes.next(1, ACCOUNT)).toEqual({ known: '0xef0100aa', read: true });
    expect(codes.next(1, ACCOUNT)).toEqual({ known: '0xef0100aa', read: true });
  });
});
