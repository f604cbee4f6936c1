import english from '../../src/i18n/panel/en.ts';
import type { ErrorDetail } from '../../src/lib/errors/AppError.ts';
import type { VisitorErrorCode } from '../../src/lib/errors/errorCodes.ts';
import { formatMessage } from '../../src/lib/format/formatMessage.ts';
import type { MessageValues } from '../../src/lib/i18n/messageTypes.ts';

/** An error's detail as an English-speaking visitor reads it ('' without one): for tests that read the words. */
export function detailInEnglish(detail: ErrorDetail | undefined): string {
  return detail ? formatMessage('en', english.details[detail.key], detail.values) : '';
}

/** An error's sentence as an English-speaking visitor reads it; values its sentence does not name are left out. */
export function errorInEnglish(error: {
  code: VisitorErrorCode;
  values?: MessageValues | undefined;
}): string {
  return formatMessage('en', english.errors[error.code], error.values);
}
