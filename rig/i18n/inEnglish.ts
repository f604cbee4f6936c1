import english from '../../src/i18n/panel/en.ts';
import type { ErrorDetail, ErrorInfo } from '../../src/lib/errors/AppError.ts';
import { formatMessage } from '../../src/lib/format/formatMessage.ts';

/** An error's detail as an English-speaking visitor reads it ('' without one): for tests that read the words. */
export function detailInEnglish(detail: ErrorDetail | undefined): string {
  return detail ? formatMessage('en', english.details[detail.key], detail.values) : '';
}

/** An error's sentence as an English-speaking visitor reads it. */
export function errorInEnglish(error: ErrorInfo): string {
  return formatMessage('en', english.errors[error.code], error.values);
}
