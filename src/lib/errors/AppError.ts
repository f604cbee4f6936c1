import type { MessageValues } from '../i18n/messageTypes.ts';
import type { DetailCode } from './detailCodes.ts';
import type { ErrorCode } from './errorCodes.ts';

/** What an error adds about what happened underneath: a sentence of the details catalogue and its values. */
export interface ErrorDetail {
  key: DetailCode;
  values?: MessageValues;
}

/** Options for an {@link AppError}. */
export interface AppErrorOptions {
  cause?: unknown;
  /** Values for the `{name}` placeholders of the code's message. */
  values?: MessageValues;
  /** What happened underneath, shown after the message (or on hover). */
  detail?: ErrorDetail;
  /**
   * The error's text for the site's owner, at build time (a config or list mistake): English, never shown on
   * the page. Without it, the text names the code and detail, for logs.
   */
  message?: string;
}

/** `values` as `name=value` pairs, for a log line. */
const describeValues = (values: MessageValues = {}) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${typeof value === 'object' ? `${value.seconds}s` : String(value)}`)
    .join(' ');

/**
 * The one error type of the app: a code from the catalogue, the values its message names and an optional
 * detail. The page writes it in the visitor's language (see src/islands/i18n/); it carries no text of its own.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly values: MessageValues | undefined;
  readonly detail: ErrorDetail | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const { detail, values } = options;
    const logged = [code, describeValues(values), detail && `${detail.key} ${describeValues(detail.values)}`];
    super(options.message ?? logged.filter(Boolean).join(': ').trim(), { cause: options.cause });
    this.code = code;
    this.values = values;
    this.detail = detail;
  }
}

/** True when `error` is an {@link AppError}, optionally with one of the given codes. */
export function isAppError(error: unknown, ...codes: ErrorCode[]): error is AppError {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code));
}

/** Plain, serialisable form of an error for UI state: its code, values and detail, in no language yet. */
export interface ErrorInfo {
  code: ErrorCode;
  values?: MessageValues;
  detail?: ErrorDetail;
}

/** Reduces any thrown value to {@link ErrorInfo}, using `fallback` for anything that is not an AppError. */
export function toErrorInfo(error: unknown, fallback: ErrorCode = 'UNEXPECTED'): ErrorInfo {
  const appError = isAppError(error) ? error : new AppError(fallback, { cause: error });
  return {
    code: appError.code,
    ...(appError.values ? { values: appError.values } : {}),
    ...(appError.detail ? { detail: appError.detail } : {}),
  };
}
