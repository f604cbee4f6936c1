import { type ErrorCode, errorMessages } from './errorCodes.ts';

/** Options for an {@link AppError}: what went wrong underneath and any detail worth showing on hover. */
export interface AppErrorOptions {
  cause?: unknown;
  details?: string;
  message?: string;
  /** Values for the `{name}` placeholders of the code's message. */
  values?: Readonly<Record<string, string | number>>;
}

/** `template` with each `{name}` replaced by its value; unknown names stay as written. */
function fillMessage(template: string, values: AppErrorOptions['values'] = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** The one error type of the app: a code from the catalogue and a short message a visitor can read. */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: ErrorCode;
  readonly details: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? fillMessage(errorMessages[code], options.values), { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

/** True when `error` is an {@link AppError}, optionally with one of the given codes. */
export function isAppError(error: unknown, ...codes: ErrorCode[]): error is AppError {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code));
}

/** Plain, serialisable form of an error for UI state. */
export interface ErrorInfo {
  code: ErrorCode;
  message: string;
  details?: string;
}

/** Reduces any thrown value to {@link ErrorInfo}, using `fallback` for anything that is not an AppError. */
export function toErrorInfo(error: unknown, fallback: ErrorCode = 'UNEXPECTED'): ErrorInfo {
  const appError = isAppError(error) ? error : new AppError(fallback, { cause: error });
  return appError.details === undefined
    ? { code: appError.code, message: appError.message }
    : { code: appError.code, message: appError.message, details: appError.details };
}
