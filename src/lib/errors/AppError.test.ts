import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MessageValue } from '../i18n/messageTypes.ts';
import {
  AppError,
  type DetailValuesArgs,
  type ErrorDetail,
  type ErrorInfo,
  type ErrorValuesArgs,
  errorDetail,
  type PlainErrorCode,
  toErrorInfo,
} from './AppError.ts';

/** Type checks: tsc reads each `@ts-expect-error` as a call that must not compile. Never run. */
function typeChecks() {
  // A code whose sentence names `{max}` is given `max`, and nothing else.
  new AppError('INPUT_TOO_LONG', { values: { max: 255 } });
  // @ts-expect-error: `max` is missing
  new AppError('INPUT_TOO_LONG');
  // @ts-expect-error: `max` is missing
  new AppError('INPUT_TOO_LONG', { values: {} });
  // @ts-expect-error: `length` is not what the sentence names
  new AppError('INPUT_TOO_LONG', { values: { length: 255 } });

  // A code whose sentence names nothing takes no values.
  new AppError('RPC_TIMEOUT');
  // @ts-expect-error: RPC_TIMEOUT's sentence names no value
  new AppError('RPC_TIMEOUT', { values: { max: 1 } });
  // @ts-expect-error: a visitor's error has no English text of its own
  new AppError('RPC_TIMEOUT', { message: 'timed out' });

  // A detail is given exactly the values its sentence names.
  new AppError('RPC_SERVER_ERROR', {
    detail: { key: 'HTTP_STATUS', values: { endpoint: 'a', status: 500 } },
  });
  // @ts-expect-error: `status` is missing
  new AppError('RPC_SERVER_ERROR', { detail: { key: 'HTTP_STATUS', values: { endpoint: 'a' } } });
  // @ts-expect-error: NO_BALANCE's sentence names no value
  new AppError('RPC_BAD_RESPONSE', { detail: { key: 'NO_BALANCE', values: { endpoint: 'a' } } });
  errorDetail('CALL_WRONG_SIZE', { bytes: 1, expected: 32 });
  // @ts-expect-error: `expected` is missing
  errorDetail('CALL_WRONG_SIZE', { bytes: 1 });
  // @ts-expect-error: CALL_REVERTED's sentence names no value
  errorDetail('CALL_REVERTED', { reason: 'x' });

  // A build-only code takes English for the owner; it never reaches the page's words.
  new AppError('CONFIG_INVALID', { message: 'Invalid site config' });
  // @ts-expect-error: a build-only code is no visitor's error
  const info: ErrorInfo = { code: 'CONFIG_INVALID' };
  return info;
}

describe('AppError values, typed by the English sentences (src/i18n/panel/en.ts)', () => {
  it('are what each sentence names: a plural sentence names `count`', () => {
    expectTypeOf<ErrorValuesArgs<'INPUT_TOO_LONG'>>().toEqualTypeOf<
      [values: Readonly<Record<'max', MessageValue>>]
    >();
    expectTypeOf<ErrorValuesArgs<'RPC_TIMEOUT'>>().toEqualTypeOf<[]>();
    expectTypeOf<DetailValuesArgs<'ADDRESS_LENGTH'>>().toEqualTypeOf<
      [values: Readonly<Record<'count', MessageValue>>]
    >();
    expectTypeOf<'RPC_TIMEOUT'>().toExtend<PlainErrorCode>();
    expectTypeOf<'INPUT_TOO_LONG'>().not.toExtend<PlainErrorCode>();
    expectTypeOf<{ key: 'NO_BALANCE' }>().toExtend<ErrorDetail>();
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('toErrorInfo', () => {
  it('keeps a visitor error’s code, values and detail', () => {
    const detail = errorDetail('CALL_WRONG_SIZE', { bytes: 1, expected: 32 });
    expect(toErrorInfo(new AppError('INPUT_TOO_LONG', { values: { max: 9 }, detail }))).toEqual({
      code: 'INPUT_TOO_LONG',
      values: { max: 9 },
      detail: { key: 'CALL_WRONG_SIZE', values: { bytes: 1, expected: 32 } },
    });
  });

  it('gives the fallback for anything else, a build-only error among them', () => {
    expect(toErrorInfo(new Error('boom'))).toEqual({ code: 'UNEXPECTED' });
    expect(toErrorInfo(new AppError('CONFIG_INVALID'), 'WALLET_LOAD_FAILED')).toEqual({
      code: 'WALLET_LOAD_FAILED',
    });
  });
});

describe('the text of an AppError, for logs', () => {
  it('is the owner’s English for a build-only code, its sentence when none is given', () => {
    expect(new AppError('CONFIG_INVALID', { message: 'Invalid site config:\n- url' }).message).toBe(
      'Invalid site config:\n- url',
    );
    expect(new AppError('CLAIMS_LIST_INVALID').message).toBe('A claims list is invalid.');
  });

  it('names a visitor error’s code, values and detail', () => {
    const error = new AppError('INPUT_TOO_LONG', { values: { max: 9 }, detail: { key: 'NO_BALANCE' } });
    expect(error.message).toBe('INPUT_TOO_LONG: max=9: NO_BALANCE');
  });
});
