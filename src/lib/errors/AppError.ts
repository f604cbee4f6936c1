import type { MessageValues, ValuesArgs } from '../i18n/messageTypes.ts';
import type { DetailCode } from './detailCodes.ts';
import {
  BUILD_ERROR_MESSAGES,
  type BuildErrorCode,
  type ErrorCode,
  type VisitorErrorCode,
} from './errorCodes.ts';
import type { ErrorSentences } from './errorSentences.ts';

/** The values `code`'s sentence names, as the rest of a call's arguments: one record of them, or none. */
export type ErrorValuesArgs<Code extends VisitorErrorCode> = ValuesArgs<ErrorSentences['errors'][Code]>;

/** The values detail `key`'s sentence names, as the rest of a call's arguments: one record of them, or none. */
export type DetailValuesArgs<Key extends DetailCode> = ValuesArgs<ErrorSentences['details'][Key]>;

/** `values` as a property: required and exactly typed when the sentence names values, absent when it names none. */
type ValuesProperty<Args extends unknown[]> = Args extends [infer Values]
  ? { values: Values }
  : { values?: undefined };

/** What an error adds about what happened underneath: a sentence of the details catalogue and its values. */
export type ErrorDetail = {
  [Key in DetailCode]: { key: Key } & ValuesProperty<DetailValuesArgs<Key>>;
}[DetailCode];

/** A visitor-facing code whose sentence names no value: one an error can carry with nothing else known. */
export type PlainErrorCode = {
  [Code in VisitorErrorCode]: ErrorValuesArgs<Code> extends [] ? Code : never;
}[VisitorErrorCode];

/** Options for an {@link AppError} with a visitor-facing `Code`: the values its sentence names, and a detail. */
type VisitorErrorOptions<Code extends VisitorErrorCode> = {
  cause?: unknown;
  /** What happened underneath, shown after the message (or on hover). */
  detail?: ErrorDetail;
} & ValuesProperty<ErrorValuesArgs<Code>>;

/** Options for an {@link AppError} with a build-only code. */
interface BuildErrorOptions {
  cause?: unknown;
  detail?: ErrorDetail;
  /** The error's text for the site's owner (a config or list mistake), in English; else the code's sentence. */
  message?: string;
}

/** The options after an {@link AppError}'s code: required when the code's sentence names values. */
export type AppErrorArgs<Code extends ErrorCode> = [Code] extends [BuildErrorCode]
  ? [options?: BuildErrorOptions]
  : [Code] extends [VisitorErrorCode]
    ? ErrorValuesArgs<Code> extends []
      ? [options?: VisitorErrorOptions<Code>]
      : [options: VisitorErrorOptions<Code>]
    : never;

/** True for a code only the build reports. */
const isBuildErrorCode = (code: ErrorCode): code is BuildErrorCode =>
  Object.hasOwn(BUILD_ERROR_MESSAGES, code);

/** `values` as `name=value` pairs, for a log line. */
const describeValues = (values: MessageValues = {}) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${typeof value === 'object' ? `${value.seconds}s` : String(value)}`)
    .join(' ');

/** The text of an error for logs: a build error's English, else its code, values and detail. */
function logText(
  code: ErrorCode,
  options: BuildErrorOptions & { values?: MessageValues | undefined },
): string {
  const { detail, values } = options;
  if (isBuildErrorCode(code)) return options.message ?? BUILD_ERROR_MESSAGES[code];
  const logged = [code, describeValues(values), detail && `${detail.key} ${describeValues(detail.values)}`];
  return logged.filter(Boolean).join(': ').trim();
}

/** A detail sentence `key` with the values it names, checked as an {@link ErrorDetail} literal is. */
export function errorDetail<Key extends DetailCode>(key: Key, ...values: DetailValuesArgs<Key>): ErrorDetail {
  // Sound: `values` is what `key`'s sentence names; TypeScript cannot relate a generic key to its union member.
  return (values[0] ? { key, values: values[0] } : { key }) as ErrorDetail;
}

/**
 * The one error type of the app: a code from the catalogue, the values its message names and an optional
 * detail. A visitor-facing error carries no text of its own: the page writes it in the visitor's language (see
 * src/islands/i18n/). A build-only one is English, for the site's owner.
 */
export class AppError<Code extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'AppError';
  readonly code: Code;
  readonly values: MessageValues | undefined;
  readonly detail: ErrorDetail | undefined;

  constructor(code: Code, ...[options]: AppErrorArgs<Code>) {
    const given: BuildErrorOptions & { values?: MessageValues | undefined } = options ?? {};
    super(logText(code, given), { cause: given.cause });
    this.code = code;
    this.values = given.values;
    this.detail = given.detail;
  }
}

/** True when `error` is an {@link AppError}, optionally with one of the given codes. */
export function isAppError(error: unknown, ...codes: ErrorCode[]): error is AppError {
  return error instanceof AppError && (codes.length === 0 || codes.includes(error.code));
}

/** Plain, serialisable form of an error for UI state: its code, values and detail, in no language yet. */
export type ErrorInfo =
  | { code: PlainErrorCode; values?: undefined; detail?: ErrorDetail }
  | {
      [Code in Exclude<VisitorErrorCode, PlainErrorCode>]: {
        code: Code;
        detail?: ErrorDetail;
      } & ValuesProperty<ErrorValuesArgs<Code>>;
    }[Exclude<VisitorErrorCode, PlainErrorCode>];

/**
 * Reduces any thrown value to {@link ErrorInfo}, using `fallback` for anything that is not an AppError a visitor
 * may see (a build-only code never reaches the page's words).
 */
export function toErrorInfo(error: unknown, fallback: PlainErrorCode = 'UNEXPECTED'): ErrorInfo {
  if (!isAppError(error) || isBuildErrorCode(error.code)) return { code: fallback };
  // Sound: the constructor checked the values against the code's sentence.
  return {
    code: error.code,
    ...(error.values ? { values: error.values } : {}),
    ...(error.detail ? { detail: error.detail } : {}),
  } as ErrorInfo;
}
